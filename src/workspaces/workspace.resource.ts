import { ACCOUNT_EMBED_SHAPE, AccountEmbedDoc } from '../accounts/account.resource.js';
import { readModelWithContext } from '../common/read-model/read-model.js';
import { WITHOUT_MILLIS } from '../database/without-millis.computed.js';
import { CUSTOM_FIELD_EMBED_SHAPE, CustomFieldValueDoc } from '../custom-fields/custom-field.resource.js';
import { DEAL_EMBED_SHAPE, DealEmbedDoc } from '../deals/deal.resource.js';
import { WORKSPACE_DOMAIN_SHAPE, WorkspaceDomainDoc } from '../workspace-domains/workspace-domain.resource.js';
import { WORKSPACE_USER_SHAPE, WorkspaceUserDoc } from '../workspace-users/workspace-user.resource.js';
import { WORKSPACE_URL } from '../workspace-core/workspace-url.computed.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { SHARE_SETTINGS } from '../workspace-core/workspace-sharing.js';
import { PROJECT_AGE } from './project-age.computed.js';

const TIMESTAMP = '2026-01-02T03:04:05.678Z';

/** What the sharing settings mean for visitors of the published workspace; the request bodies say the same. */
export const SHARE_SETTING_DOC =
  'Who may open the published workspace: `landingPage`, anyone with the link sees the welcome page ' +
  '(welcomePageText and a welcomePageCta button) and signs in to see the rest; `private`, only members and people ' +
  'of the workspace domains, after signing in; `public`, anyone with the link sees everything. Default `private`.';
export const GOOGLE_DOC = 'Visitors may sign in with Google (when the service is configured for it). Default false.';
export const MAGIC_LINK_DOC = 'Visitors may sign in with a link e-mailed to them. Default true.';
export const CTA_DOC = 'Label of the welcome page button (shareSetting `landingPage`); null when unset.';
export const MESSAGES_DOC =
  'The message thread is open: shown on the published workspace, and writable there and through ' +
  '`/v1/workspace-messages`. Taken from the template at creation unless given.';
export const CHAT_CHANNEL_DOC =
  "What the team is told of this workspace by e-mail (a contact's first visit, completed tasks, contacts' messages, " +
  "comments) is also posted to the organization's chat channel (`/v1/chat-channel-settings`). Taken from the " +
  'template at creation unless given.';
export const TEXT_DOC = 'Text of the welcome page (shareSetting `landingPage`), on several lines if you like.';

/** What a workspace's computed fields read beyond its row (the statement's `:appBaseUrl`, `:orgSlug` and `:now`). */
export interface WorkspaceReadContext {
  readonly appBaseUrl: string;
  readonly orgSlug: string;
  readonly now: Date;
}

const NULLABLE_TEXT = { nullable: true, type: String } as const;

/** A workspace as served: every field, and its embeds in their places. */
export const WORKSPACE = readModelWithContext<WorkspaceReadContext>()({
  entity: WorkspaceEntity,
  object: 'workspace',
  collection: 'workspaces',
  docName: 'WorkspaceDoc',
  fields: (f) => ({
    name: f.stored('name', { example: 'Globex onboarding' }),
    workspaceUrl: f.computed(
      {
        reads: ['id', 'name', 'published'],
        js: (row, { appBaseUrl, orgSlug }) => WORKSPACE_URL.js(appBaseUrl, orgSlug, row),
        sql: ({ column, dialect, w }) =>
          w.value(
            WORKSPACE_URL.sql[dialect]({
              appBaseUrl: 'CAST(:appBaseUrl AS TEXT)',
              orgSlug: 'CAST(:orgSlug AS TEXT)',
              id: column('id'),
              name: column('name'),
              published: column('published'),
            }),
          ),
      },
      {
        example: 'https://app.example.com/acme/globex-onboarding-a1B2c3D4e5F6',
        ...NULLABLE_TEXT,
        description: 'Address of the published workspace; null while unpublished.',
      },
    ),
    templateId: f.stored('templateId', { example: 't1U2v3W4x5Y6', ...NULLABLE_TEXT }),
    published: f.stored('published', { example: true }),
    accountId: f.stored('accountId', { example: 'c1D2e3F4g5H6', ...NULLABLE_TEXT }),
    dealId: f.stored('dealId', { example: 'd1E2f3G4h5I6', ...NULLABLE_TEXT }),
    startDate: f.stored('startDate', { example: '2026-03-01', ...NULLABLE_TEXT, format: 'date' }),
    targetEndDate: f.stored('targetEndDate', { example: '2026-06-30', ...NULLABLE_TEXT, format: 'date' }),
    actualEndDate: f.stored('actualEndDate', { example: null, ...NULLABLE_TEXT, format: 'date' }),
    projectAge: f.computed(
      {
        reads: ['startDate', 'createdAt'],
        js: ({ startDate, createdAt }, { now }) => PROJECT_AGE.js({ startDate, createdAt, now }),
        sql: ({ column, dialect, w }) =>
          w.value(
            PROJECT_AGE.sql[dialect]({ startDate: column('startDate'), createdAt: column('createdAt'), now: ':now' }),
          ),
      },
      { example: 12, description: 'Whole days since startDate (else since creation); never negative.' },
    ),
    taskProgress: f.computed(
      {
        reads: ['taskProgress'],
        js: ({ taskProgress }) => String(taskProgress),
        sql: ({ column, w }) => w.value(`CAST(${column('taskProgress')} AS TEXT)`),
      },
      { example: '67', description: 'Percentage of completed plan tasks, "0" to "100", as a string.' },
    ),
    lastContactView: f.rule(
      WITHOUT_MILLIS,
      { value: 'lastContactView' },
      { example: '2026-01-02T03:04:05Z', ...NULLABLE_TEXT, description: 'Without milliseconds.' },
    ),
    totalViews: f.stored('totalViews', {
      example: 42,
      description:
        'Page views by signed-in contacts; one contact’s repeated views of one page within 5 minutes count once.',
    }),
    uniqueViewers: f.stored('uniqueViewers', {
      example: 3,
      description: 'Distinct contacts who viewed the published workspace.',
    }),
    totalActions: f.stored('totalActions', { example: 7 }),
    totalTimeSpent: f.stored('totalTimeSpent', {
      example: 3600,
      description: 'Seconds contacts had the pages in view, never more per contact than the time that passed.',
    }),
    contactsCount: f.stored('contactsCount', { example: 3 }),
    shareSetting: f.stored('shareSetting', {
      enum: SHARE_SETTINGS,
      example: 'landingPage',
      description: SHARE_SETTING_DOC,
    }),
    googleVerificationEnabled: f.stored('googleVerificationEnabled', { example: false, description: GOOGLE_DOC }),
    magicLinkVerificationEnabled: f.stored('magicLinkVerificationEnabled', {
      example: true,
      description: MAGIC_LINK_DOC,
    }),
    welcomePageCta: f.stored('welcomePageCta', { example: 'View Workspace', ...NULLABLE_TEXT, description: CTA_DOC }),
    welcomePageText: f.stored('welcomePageText', {
      example: 'Welcome to your onboarding!',
      ...NULLABLE_TEXT,
      description: TEXT_DOC,
    }),
    messagesEnabled: f.stored('messagesEnabled', { example: true, description: MESSAGES_DOC }),
    chatChannelEnabled: f.stored('chatChannelEnabled', { example: false, description: CHAT_CHANNEL_DOC }),
    workspaceUsers: f.embed<WorkspaceUserDoc[]>(WORKSPACE_USER_SHAPE, {
      type: [WorkspaceUserDoc],
      description: 'Oldest first.',
    }),
    workspaceDomains: f.embed<WorkspaceDomainDoc[]>(WORKSPACE_DOMAIN_SHAPE, {
      type: [WorkspaceDomainDoc],
      description: 'Oldest first.',
    }),
    account: f.embed<AccountEmbedDoc | null>(ACCOUNT_EMBED_SHAPE, {
      type: AccountEmbedDoc,
      nullable: true,
      description: 'Without customFields.',
    }),
    deal: f.embed<DealEmbedDoc | null>(DEAL_EMBED_SHAPE, {
      type: DealEmbedDoc,
      nullable: true,
      description: 'Without customFields.',
    }),
    customFields: f.embed<CustomFieldValueDoc[]>(CUSTOM_FIELD_EMBED_SHAPE, {
      type: [CustomFieldValueDoc],
      description: 'Every workspace custom field in creation order, with this workspace’s value (null when unset).',
    }),
    createdAt: f.stored('createdAt', { example: TIMESTAMP }),
    updatedAt: f.stored('updatedAt', { example: TIMESTAMP }),
  }),
});

export const WORKSPACE_SHAPE = WORKSPACE.shape;
export const WorkspaceDoc = WORKSPACE.Doc;
export type WorkspaceDoc = InstanceType<typeof WorkspaceDoc>;

/** The embeds loaded for one workspace; an absent key means the selection did not ask for it. */
export interface WorkspaceEmbeds {
  workspaceUsers?: WorkspaceUserDoc[];
  workspaceDomains?: WorkspaceDomainDoc[];
  account?: AccountEmbedDoc | null;
  deal?: DealEmbedDoc | null;
  customFields?: CustomFieldValueDoc[];
}

import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_EMBED_SHAPE, AccountEmbedDoc } from '../accounts/account.resource.js';
import type { Shape } from '../common/properties/selection.js';
import { CUSTOM_FIELD_EMBED_SHAPE, CustomFieldValueDoc } from '../custom-fields/custom-field.resource.js';
import { DEAL_EMBED_SHAPE, DealEmbedDoc } from '../deals/deal.resource.js';
import { WORKSPACE_DOMAIN_SHAPE, WorkspaceDomainDoc } from '../workspace-domains/workspace-domain.resource.js';
import { WORKSPACE_USER_SHAPE, WorkspaceUserDoc } from '../workspace-users/workspace-user.resource.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { SHARE_SETTINGS, type ShareSetting } from '../workspace-core/workspace-sharing.js';

type Embed = keyof WorkspaceEmbeds;
/** The wire fields a workspace row gives (the rest is `id`, `object`, `url` and the embeds). */
export type WireField = Exclude<keyof WorkspaceDoc, 'id' | 'object' | 'url' | Embed>;
type StoredField = WireField & keyof WorkspaceEntity;
/** The fields the database computes (workspace-wire.query.ts); every other one is its column as stored. */
export type ComputedField = 'workspaceUrl' | 'projectAge' | 'taskProgress' | 'lastContactView';

/**
 * Every wire field of WorkspaceDoc, in wire order, read as stored (only where the column's type is the wire type)
 * or computed. The compiler holds it to exactly WorkspaceDoc's fields; the `properties` names and the statement
 * that writes the JSON (workspace-wire.query.ts) come from here.
 */
const WIRE: {
  [K in WireField]: K extends ComputedField
    ? 'computed'
    : K extends StoredField
      ? WorkspaceEntity[K] extends WorkspaceDoc[K]
        ? 'stored'
        : never
      : never;
} = {
  name: 'stored',
  workspaceUrl: 'computed',
  templateId: 'stored',
  published: 'stored',
  accountId: 'stored',
  dealId: 'stored',
  startDate: 'stored',
  targetEndDate: 'stored',
  actualEndDate: 'stored',
  projectAge: 'computed',
  taskProgress: 'computed',
  lastContactView: 'computed',
  totalViews: 'stored',
  uniqueViewers: 'stored',
  totalActions: 'stored',
  totalTimeSpent: 'stored',
  contactsCount: 'stored',
  shareSetting: 'stored',
  googleVerificationEnabled: 'stored',
  magicLinkVerificationEnabled: 'stored',
  welcomePageCta: 'stored',
  welcomePageText: 'stored',
  messagesEnabled: 'stored',
  chatChannelEnabled: 'stored',
  createdAt: 'stored',
  updatedAt: 'stored',
};

/** The wire fields in order, each read as stored or computed by the database. */
export const WORKSPACE_WIRE_FIELDS = Object.entries(WIRE) as [WireField, 'stored' | 'computed'][];
const WIRE_FIELDS = WORKSPACE_WIRE_FIELDS.map(([key]) => key);

export const WORKSPACE_SHAPE: Shape = {
  name: 'workspace',
  always: ['id', 'object', 'url'],
  fields: WIRE_FIELDS,
  embeds: {
    workspaceUsers: WORKSPACE_USER_SHAPE,
    workspaceDomains: WORKSPACE_DOMAIN_SHAPE,
    account: ACCOUNT_EMBED_SHAPE,
    deal: DEAL_EMBED_SHAPE,
    customFields: CUSTOM_FIELD_EMBED_SHAPE,
  },
};

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

export class WorkspaceDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ example: 'workspace', enum: ['workspace'] }) object: 'workspace';
  @ApiProperty({ example: 'http://localhost:3000/v1/workspaces/a1B2c3D4e5F6' }) url: string;
  @ApiProperty({ example: 'Globex onboarding' }) name: string;
  @ApiProperty({
    example: 'https://app.example.com/acme/globex-onboarding-a1B2c3D4e5F6',
    nullable: true,
    type: String,
    description: 'Address of the published workspace; null while unpublished.',
  })
  workspaceUrl: string | null;
  @ApiProperty({ example: 't1U2v3W4x5Y6', nullable: true, type: String }) templateId: string | null;
  @ApiProperty({ example: true }) published: boolean;
  @ApiProperty({ example: 'c1D2e3F4g5H6', nullable: true, type: String }) accountId: string | null;
  @ApiProperty({ example: 'd1E2f3G4h5I6', nullable: true, type: String }) dealId: string | null;
  @ApiProperty({ example: '2026-03-01', nullable: true, type: String, format: 'date' }) startDate: string | null;
  @ApiProperty({ example: '2026-06-30', nullable: true, type: String, format: 'date' }) targetEndDate: string | null;
  @ApiProperty({ example: null, nullable: true, type: String, format: 'date' }) actualEndDate: string | null;
  @ApiProperty({ example: 12, description: 'Whole days since startDate (else since creation); never negative.' })
  projectAge: number;
  @ApiProperty({ example: '67', description: 'Percentage of completed plan tasks, "0" to "100", as a string.' })
  taskProgress: string;
  @ApiProperty({ example: '2026-01-02T03:04:05Z', nullable: true, type: String, description: 'Without milliseconds.' })
  lastContactView: string | null;
  @ApiProperty({
    example: 42,
    description:
      'Page views by signed-in contacts; one contact’s repeated views of one page within 5 minutes count once.',
  })
  totalViews: number;
  @ApiProperty({ example: 3, description: 'Distinct contacts who viewed the published workspace.' })
  uniqueViewers: number;
  @ApiProperty({ example: 7 }) totalActions: number;
  @ApiProperty({
    example: 3600,
    description: 'Seconds contacts had the pages in view, never more per contact than the time that passed.',
  })
  totalTimeSpent: number;
  @ApiProperty({ example: 3 }) contactsCount: number;
  @ApiProperty({ enum: SHARE_SETTINGS, example: 'landingPage', description: SHARE_SETTING_DOC })
  shareSetting: ShareSetting;
  @ApiProperty({ example: false, description: GOOGLE_DOC }) googleVerificationEnabled: boolean;
  @ApiProperty({ example: true, description: MAGIC_LINK_DOC }) magicLinkVerificationEnabled: boolean;
  @ApiProperty({ example: 'View Workspace', nullable: true, type: String, description: CTA_DOC })
  welcomePageCta: string | null;
  @ApiProperty({ example: 'Welcome to your onboarding!', nullable: true, type: String, description: TEXT_DOC })
  welcomePageText: string | null;
  @ApiProperty({ example: true, description: MESSAGES_DOC }) messagesEnabled: boolean;
  @ApiProperty({ example: false, description: CHAT_CHANNEL_DOC }) chatChannelEnabled: boolean;
  @ApiProperty({ type: [WorkspaceUserDoc], description: 'Oldest first.' }) workspaceUsers: WorkspaceUserDoc[];
  @ApiProperty({ type: [WorkspaceDomainDoc], description: 'Oldest first.' }) workspaceDomains: WorkspaceDomainDoc[];
  @ApiProperty({ type: AccountEmbedDoc, nullable: true, description: 'Without customFields.' })
  account: AccountEmbedDoc | null;
  @ApiProperty({ type: DealEmbedDoc, nullable: true, description: 'Without customFields.' }) deal: DealEmbedDoc | null;
  @ApiProperty({
    type: [CustomFieldValueDoc],
    description: 'Every workspace custom field in creation order, with this workspace’s value (null when unset).',
  })
  customFields: CustomFieldValueDoc[];
  @ApiProperty({ example: TIMESTAMP }) createdAt: string;
  @ApiProperty({ example: TIMESTAMP }) updatedAt: string;
}

/** The embeds loaded for one workspace; an absent key means the selection did not ask for it. */
export interface WorkspaceEmbeds {
  workspaceUsers?: WorkspaceUserDoc[];
  workspaceDomains?: WorkspaceDomainDoc[];
  account?: AccountEmbedDoc | null;
  deal?: DealEmbedDoc | null;
  customFields?: CustomFieldValueDoc[];
}

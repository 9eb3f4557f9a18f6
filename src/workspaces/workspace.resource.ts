import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_EMBED_SHAPE, AccountEmbedDoc } from '../accounts/account.resource.js';
import type { Selection, Shape } from '../common/properties/selection.js';
import { wholeDaysSince, withoutMillis } from '../common/time.js';
import { CUSTOM_FIELD_EMBED_SHAPE, CustomFieldValueDoc } from '../custom-fields/custom-field.resource.js';
import { DEAL_EMBED_SHAPE, DealEmbedDoc } from '../deals/deal.resource.js';
import { WORKSPACE_DOMAIN_SHAPE, WorkspaceDomainDoc } from '../workspace-domains/workspace-domain.resource.js';
import { WORKSPACE_USER_SHAPE, WorkspaceUserDoc } from '../workspace-users/workspace-user.resource.js';
import { workspaceUrl } from '../workspace-core/workspace-url.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { SHARE_SETTINGS, type ShareSetting } from '../workspace-core/workspace-sharing.js';

export interface WorkspaceContext {
  url: (id: string) => string;
  appBaseUrl: string;
  orgSlug: string;
  now: Date;
}

type Embed = keyof WorkspaceEmbeds;
/** The wire fields a workspace row gives (the rest is `id`, `object`, `url` and the embeds). */
type WireField = Exclude<keyof WorkspaceDoc, 'id' | 'object' | 'url' | Embed>;
type StoredField = WireField & keyof WorkspaceEntity;

/** The columns toWorkspaceResource() reads: `id` and every stored wire field. */
export type WorkspaceFields = Pick<WorkspaceEntity, 'id' | StoredField>;

/** As stored; only where the column's type is the wire type. */
const AS_STORED = { stored: true } as const;
type Reader<K extends WireField> = K extends StoredField
  ? | (WorkspaceEntity[K] extends WorkspaceDoc[K] ? typeof AS_STORED : never)
    | { stored: (value: WorkspaceEntity[K]) => WorkspaceDoc[K] }
  : { computed: (workspace: WorkspaceFields, ctx: WorkspaceContext) => WorkspaceDoc[K] };

/**
 * How each wire field of WorkspaceDoc is read, in wire order: a column (as stored or converted) or computed. The
 * compiler holds it to exactly WorkspaceDoc's fields; the `properties` names, the columns read and the mapping all
 * come from here.
 */
const WIRE: { [K in WireField]: Reader<K> } = {
  name: AS_STORED,
  workspaceUrl: { computed: (w, ctx) => workspaceUrl(ctx.appBaseUrl, ctx.orgSlug, w) },
  templateId: AS_STORED,
  published: AS_STORED,
  accountId: AS_STORED,
  dealId: AS_STORED,
  startDate: AS_STORED,
  targetEndDate: AS_STORED,
  actualEndDate: AS_STORED,
  projectAge: { computed: (w, ctx) => wholeDaysSince(w.startDate ?? w.createdAt, ctx.now) },
  taskProgress: { stored: (value) => String(value) },
  lastContactView: { stored: withoutMillis },
  totalViews: AS_STORED,
  totalActions: AS_STORED,
  totalTimeSpent: AS_STORED,
  contactsCount: AS_STORED,
  shareSetting: AS_STORED,
  googleVerificationEnabled: AS_STORED,
  magicLinkVerificationEnabled: AS_STORED,
  welcomePageCta: AS_STORED,
  welcomePageText: AS_STORED,
  createdAt: AS_STORED,
  updatedAt: AS_STORED,
};

const WIRE_FIELDS = Object.keys(WIRE) as WireField[];
const isStored = (key: WireField): key is StoredField => 'stored' in WIRE[key];

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
  @ApiProperty({ example: 42 }) totalViews: number;
  @ApiProperty({ example: 7 }) totalActions: number;
  @ApiProperty({ example: 3600, description: 'Seconds.' }) totalTimeSpent: number;
  @ApiProperty({ example: 3 }) contactsCount: number;
  @ApiProperty({ enum: SHARE_SETTINGS, example: 'landingPage', description: SHARE_SETTING_DOC })
  shareSetting: ShareSetting;
  @ApiProperty({ example: false, description: GOOGLE_DOC }) googleVerificationEnabled: boolean;
  @ApiProperty({ example: true, description: MAGIC_LINK_DOC }) magicLinkVerificationEnabled: boolean;
  @ApiProperty({ example: 'View Workspace', nullable: true, type: String, description: CTA_DOC })
  welcomePageCta: string | null;
  @ApiProperty({ example: 'Welcome to your onboarding!', nullable: true, type: String, description: TEXT_DOC })
  welcomePageText: string | null;
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

/** The columns toWorkspaceResource() reads. */
export const WORKSPACE_COLUMNS: readonly (keyof WorkspaceFields)[] = ['id', ...WIRE_FIELDS.filter(isStored)];

type AnyReader =
  | { stored: true | ((value: never) => unknown) }
  | { computed: (workspace: WorkspaceFields, ctx: WorkspaceContext) => unknown };

export function toWorkspaceResource(
  workspace: WorkspaceFields,
  { embeds, ctx, sel }: { embeds: WorkspaceEmbeds; ctx: WorkspaceContext; sel: Selection },
): Partial<WorkspaceDoc> {
  const read = (key: WireField): unknown => {
    const reader: AnyReader = WIRE[key];
    if ('computed' in reader) return reader.computed(workspace, ctx);
    const value = workspace[key as StoredField];
    return reader.stored === true ? value : reader.stored(value as never);
  };
  const resource: Record<string, unknown> = { id: workspace.id, object: 'workspace', url: ctx.url(workspace.id) };
  for (const key of WIRE_FIELDS) {
    // The embeds are listed before the timestamps, as WorkspaceDoc documents them.
    if (key === 'createdAt') Object.assign(resource, embeds);
    resource[key] = read(key);
  }
  return sel.project(resource as Partial<WorkspaceDoc>);
}

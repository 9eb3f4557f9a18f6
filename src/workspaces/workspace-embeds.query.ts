import type { EntityManager } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity.js';
import { ACCOUNT_EMBED_COLUMNS, type AccountEmbedFields, toAccountEmbed } from '../accounts/account.resource.js';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection } from '../common/properties/selection.js';
import { customFieldValuesSql } from '../custom-fields/custom-field-definitions.query.js';
import { type CustomFieldDefinition, toCustomFieldValues } from '../custom-fields/custom-field-values.query.js';
import { DealEntity } from '../deals/deal.entity.js';
import { DEAL_EMBED_COLUMNS, type DealEmbedFields, toDealEmbed } from '../deals/deal.resource.js';
import { UserEntity } from '../users/user.entity.js';
import { USER_COLUMNS, type UserFields } from '../users/user.resource.js';
import { WorkspaceDomainEntity } from '../workspace-domains/workspace-domain.entity.js';
import {
  WORKSPACE_DOMAIN_COLUMNS,
  type WorkspaceDomainFields,
  toWorkspaceDomainResource,
} from '../workspace-domains/workspace-domain.resource.js';
import { WorkspaceUserEntity } from '../workspace-users/workspace-user.entity.js';
import {
  WORKSPACE_USER_COLUMNS,
  type WorkspaceUserFields,
  toWorkspaceUserResource,
} from '../workspace-users/workspace-user.resource.js';
import { dialectOf } from '../database/dialects.js';
import { type JsonSql, columnsOf } from '../database/json-sql.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { WORKSPACE_COLUMNS, type WorkspaceEmbeds, type WorkspaceFields } from './workspace.resource.js';

/** One workspace as the database returns it: its columns by property name and the embeds the selection named. */
export interface WorkspaceRow extends WorkspaceFields {
  version: number;
  workspaceUsers?: (WorkspaceUserFields & { user: UserFields })[];
  workspaceDomains?: WorkspaceDomainFields[];
  account?: AccountEmbedFields | null;
  deal?: DealEmbedFields | null;
  /** Stored custom field values by field id. */
  customFieldValues?: Record<string, string>;
}

const EMBEDS = ['workspaceUsers', 'workspaceDomains', 'account', 'deal', 'customFields'] as const;
/** The SQL by dialect and selected embeds: a handful of strings, each built once. */
const cache = new Map<string, string>();

/**
 * SQL for the JSON object of the workspace `w` and its selected embeds (members with their users and domains
 * oldest first, account and deal of the same organization, stored custom field values). Unselected embeds are not
 * read at all. Built once per dialect and selection of embeds.
 */
export function workspaceJsonSql(m: EntityManager, sel: Selection): string {
  const selected = selectedEmbeds(sel);
  return cached(m, selected.join(','), () => buildWorkspaceJson(m, dialectOf(m.connection).json, new Set(selected)));
}

/** The embeds `sel` reads, in a fixed order: what a workspace statement's text depends on. */
export function selectedEmbeds(sel: Selection): string[] {
  return EMBEDS.filter((embed) => sel.has(embed));
}

function cached(m: EntityManager, key: string, build: () => string): string {
  const dialectKey = `${dialectOf(m.connection).name}:${key}`;
  let sql = cache.get(dialectKey);
  if (sql === undefined) {
    sql = build();
    cache.set(dialectKey, sql);
  }
  return sql;
}

function buildWorkspaceJson(m: EntityManager, d: JsonSql, embeds: ReadonlySet<string>): string {
  // SQLite stores booleans as 0/1: the JSON must carry true/false, as PostgreSQL's does.
  const metadata = m.connection.getMetadata(WorkspaceEntity);
  const isBoolean = (key: string) => metadata.findColumnWithPropertyName(key)?.type === 'boolean';
  const columns = columnsOf(m, WorkspaceEntity, 'w', [...WORKSPACE_COLUMNS, 'version']).map(
    ([key, expr]): [string, string] => [key, isBoolean(key) ? d.bool(expr) : expr],
  );
  if (embeds.has('workspaceUsers')) {
    const member = d.object([
      ...columnsOf(m, WorkspaceUserEntity, 'wu', WORKSPACE_USER_COLUMNS),
      ['user', d.object(columnsOf(m, UserEntity, 'u', USER_COLUMNS))],
    ]);
    columns.push([
      'workspaceUsers',
      d.nested(`SELECT ${d.array(member, 'wu.created_at, wu.id')}
        FROM workspace_user wu INNER JOIN app_user u ON u.id = wu.user_id WHERE wu.workspace_id = w.id`),
    ]);
  }
  if (embeds.has('workspaceDomains')) {
    const domain = d.object(columnsOf(m, WorkspaceDomainEntity, 'wd', WORKSPACE_DOMAIN_COLUMNS));
    columns.push([
      'workspaceDomains',
      d.nested(
        `SELECT ${d.array(domain, 'wd.created_at, wd.id')} FROM workspace_domain wd WHERE wd.workspace_id = w.id`,
      ),
    ]);
  }
  if (embeds.has('account')) {
    const account = d.object(columnsOf(m, AccountEntity, 'a', ACCOUNT_EMBED_COLUMNS));
    columns.push([
      'account',
      d.nested(`SELECT ${account} FROM account a WHERE a.id = w.account_id AND a.organization_id = w.organization_id`),
    ]);
  }
  if (embeds.has('deal')) {
    const deal = d.object(columnsOf(m, DealEntity, 'dl', DEAL_EMBED_COLUMNS));
    columns.push([
      'deal',
      d.nested(`SELECT ${deal} FROM deal dl WHERE dl.id = w.deal_id AND dl.organization_id = w.organization_id`),
    ]);
  }
  if (embeds.has('customFields')) {
    columns.push([
      'customFieldValues',
      customFieldValuesSql(m, { objectType: 'workspace', id: 'w.id', organizationId: 'w.organization_id' }),
    ]);
  }
  return d.object(columns);
}

/** The wire shape of the embeds loaded with `row`; `definitions` when custom fields were selected. */
export function toWorkspaceEmbeds(
  row: WorkspaceRow,
  { definitions, urls }: { definitions: readonly CustomFieldDefinition[] | null; urls: PublicUrls },
): WorkspaceEmbeds {
  const embeds: WorkspaceEmbeds = {};
  if (row.workspaceUsers) {
    embeds.workspaceUsers = row.workspaceUsers.map((member) => toWorkspaceUserResource(member, member.user, urls));
  }
  if (row.workspaceDomains) embeds.workspaceDomains = row.workspaceDomains.map(toWorkspaceDomainResource);
  if (row.account !== undefined) embeds.account = row.account && toAccountEmbed(row.account, urls);
  if (row.deal !== undefined) embeds.deal = row.deal && toDealEmbed(row.deal, urls);
  const values = row.customFieldValues;
  if (definitions && values) {
    embeds.customFields = toCustomFieldValues(definitions, (fieldId) =>
      Object.hasOwn(values, fieldId) ? values[fieldId] : undefined,
    );
  }
  return embeds;
}

import type { EntityManager } from 'typeorm';
import { ACCOUNT } from '../accounts/account.resource.js';
import type { Selection } from '../common/properties/selection.js';
import { customFieldsWireSql } from '../custom-fields/custom-field.repository.js';
import { DEAL } from '../deals/deal.resource.js';
import { dialectOf } from '../database/dialects.js';
import type { WireJsonSql } from '../database/wire-json.js';
import { WORKSPACE_DOMAIN } from '../workspace-domains/workspace-domain.resource.js';
import { workspaceUserWireSql } from '../workspace-users/workspace-user.resource.js';
import { WORKSPACE, WORKSPACE_SHAPE } from './workspace.resource.js';

/** In wire order (WorkspaceDoc lists the embeds in that order). */
const EMBEDS = Object.keys(WORKSPACE_SHAPE.embeds ?? {});
/** The SQL by dialect and selected embeds: a handful of strings, each built once. */
const cache = new Map<string, string>();

/**
 * SQL writing the wire JSON of the workspace `w` (WorkspaceDoc, field for field and in order) with its selected
 * embeds: members with their users and domains oldest first, account and deal of the same organization, every
 * custom field with the workspace's value. Unselected embeds are not read at all. Parameters: `:baseUrl` (the
 * resources' `url`), `:appBaseUrl` and `:orgSlug` (`workspaceUrl`), `:now` (`projectAge`).
 */
export function workspaceWireSql(m: EntityManager, sel: Selection): string {
  const selected = selectedEmbeds(sel);
  const key = `${dialectOf(m.connection).name}:${selected.join(',')}`;
  let sql = cache.get(key);
  if (sql === undefined) {
    sql = build(m, dialectOf(m.connection).wire, new Set(selected));
    cache.set(key, sql);
  }
  return sql;
}

/** The embeds `sel` reads, in a fixed order: what a workspace statement's text depends on. */
export function selectedEmbeds(sel: Selection): string[] {
  return EMBEDS.filter((embed) => sel.has(embed));
}

function build(m: EntityManager, w: WireJsonSql, embeds: ReadonlySet<string>): string {
  return WORKSPACE.wireSql(m, 'w', Object.fromEntries(embedPairs(m, w, embeds)));
}

function embedPairs(m: EntityManager, w: WireJsonSql, embeds: ReadonlySet<string>): [string, string][] {
  const pairs: [string, string][] = [];
  if (embeds.has('workspaceUsers')) {
    const member = workspaceUserWireSql(m, { alias: 'wu', userAlias: 'u' });
    const from = 'FROM workspace_user wu INNER JOIN app_user u ON u.id = wu.user_id WHERE wu.workspace_id = w.id';
    pairs.push(['workspaceUsers', w.array(member, from, 'wu.created_at, wu.id')]);
  }
  if (embeds.has('workspaceDomains')) {
    const domain = WORKSPACE_DOMAIN.wireSql(m, 'wd');
    pairs.push([
      'workspaceDomains',
      w.array(domain, 'FROM workspace_domain wd WHERE wd.workspace_id = w.id', 'wd.created_at, wd.id'),
    ]);
  }
  if (embeds.has('account')) {
    const account = ACCOUNT.wireSql(m, 'a');
    pairs.push([
      'account',
      w.nested(`SELECT ${account} FROM account a WHERE a.id = w.account_id AND a.organization_id = w.organization_id`),
    ]);
  }
  if (embeds.has('deal')) {
    const deal = DEAL.wireSql(m, 'dl');
    pairs.push([
      'deal',
      w.nested(`SELECT ${deal} FROM deal dl WHERE dl.id = w.deal_id AND dl.organization_id = w.organization_id`),
    ]);
  }
  if (embeds.has('customFields')) {
    pairs.push([
      'customFields',
      customFieldsWireSql(m, { objectType: 'workspace', id: 'w.id', organizationId: 'w.organization_id' }),
    ]);
  }
  return pairs;
}

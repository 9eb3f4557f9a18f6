import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { type WorkspaceFilters, likeContains } from './workspace-filters.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import type { PageWindow } from '../common/pagination/page.query.js';
import type { Selection } from '../common/properties/selection.js';
import { NamedStatement, plainQuery, preparedQuery } from '../database/prepared-query.js';
import { dialectOf } from '../database/dialects.js';
import { customFieldHeadsSql } from '../custom-fields/custom-field.repository.js';
import { selectedEmbeds, workspaceWireSql } from './workspace-wire.js';

const TIME_COLUMNS = {
  createdAfter: ['created_at', '>'],
  createdBefore: ['created_at', '<'],
  updatedAfter: ['updated_at', '>'],
  updatedBefore: ['updated_at', '<'],
} as const;

/**
 * The organization's workspaces matching the filters, on the base table only: relations are tested with EXISTS,
 * never joined, so COUNT counts workspaces and paging never splits one across rows.
 */
export function filteredWorkspaces(
  m: EntityManager,
  orgId: string,
  filters: WorkspaceFilters,
): SelectQueryBuilder<WorkspaceEntity> {
  const qb = m.createQueryBuilder(WorkspaceEntity, 'w').where('w.organization_id = :orgId', { orgId });
  if (filters.name !== undefined) {
    qb.andWhere(`LOWER(w.name) LIKE LOWER(:name) ESCAPE '\\'`, { name: likeContains(filters.name) });
  }
  if (filters.accountId !== undefined) qb.andWhere('w.account_id = :accountId', { accountId: filters.accountId });
  if (filters.dealId !== undefined) qb.andWhere('w.deal_id = :dealId', { dealId: filters.dealId });
  if (filters.templateId !== undefined) {
    qb.andWhere('w.template_id = :templateId', { templateId: filters.templateId });
  }
  if (filters.published !== undefined) qb.andWhere({ published: filters.published });
  if (filters.userEmail !== undefined) {
    qb.andWhere(
      `EXISTS (SELECT 1 FROM workspace_user wu INNER JOIN app_user u ON u.id = wu.user_id
        WHERE wu.workspace_id = w.id AND u.email = :userEmail)`,
      { userEmail: filters.userEmail },
    );
  }
  if (filters.domain !== undefined) {
    qb.andWhere('EXISTS (SELECT 1 FROM workspace_domain wd WHERE wd.workspace_id = w.id AND wd.domain = :domain)', {
      domain: filters.domain,
    });
  }
  for (const [key, [column, op]] of Object.entries(TIME_COLUMNS)) {
    const bound = filters[key as keyof typeof TIME_COLUMNS];
    if (bound !== undefined) qb.andWhere(`w.${column} ${op} :${key}`, { [key]: bound });
  }
  return qb;
}

/** One workspace of the organization, for readWorkspaceRows. */
export function workspaceById(m: EntityManager, orgId: string, id: string): SelectQueryBuilder<WorkspaceEntity> {
  return m.createQueryBuilder(WorkspaceEntity, 'w').where('w.organization_id = :orgId AND w.id = :id', { orgId, id });
}

/** countWorkspaces' statement as a scalar subquery, with the filters' parameters (for a page read with its total). */
export function workspaceCountSql(workspaces: SelectQueryBuilder<WorkspaceEntity>): string {
  return workspaces.clone().select('COUNT(*)').getQuery();
}

/** COUNT(*) on the filtered base table, never over joins; planned for the filter values at hand. */
export async function countWorkspaces(
  m: EntityManager,
  workspaces: SelectQueryBuilder<WorkspaceEntity>,
): Promise<number> {
  const [counted] = await plainQuery<{ total: number | string }>(
    m,
    ...workspaces.clone().select('COUNT(*)', 'total').getQueryAndParameters(),
  );
  return Number(counted?.total ?? 0);
}

export interface WorkspaceRows {
  /** The window's workspaces, newest first, with the selected embeds: the JSON array the client gets. */
  readonly json: string;
  /** How many workspaces `json` holds. */
  readonly count: number;
  /** The exact total, when the read was asked to count (`count`). */
  readonly total?: number;
  /** The row version of the first workspace (the only one of a read by id), when asked (`versioned`). */
  readonly version?: number;
}

/** What the statement binds besides the organization and the window: the inputs of the computed fields. */
export type WorkspaceContext = {
  /** PUBLIC_BASE_URL, for the resources' `url`. */
  baseUrl: string;
  /** APP_BASE_URL and the organization's slug, for `workspaceUrl`. */
  appBaseUrl: string;
  orgSlug: string;
  /** ISO time `projectAge` counts to. */
  now: string;
};

/**
 * One window of workspaces with every selected embed in ONE statement, whatever the window's size: the page's ids
 * from an index (so a deep OFFSET skips index entries, not rows), then the page's wire JSON, each row with its embeds,
 * written by the database (workspace-wire.query.ts) and ordered inside the aggregate. `workspaces` is filteredWorkspaces() or a lookup by id (alias `w`,
 * parameter `:orgId`).
 *
 * `prepared` runs it as a named prepared statement on PostgreSQL (see preparedQuery), for statements whose best plan
 * does not depend on the values bound: the organization, an id, the offset. The LIMIT is a literal (a validated
 * integer, at most 100) and page 1 has no OFFSET, so that PostgreSQL's generic plan knows it reads one page: with
 * `LIMIT $n` it would assume a tenth of the table and keep re-planning every execution.
 */
export async function readWorkspaceRows(
  m: EntityManager,
  workspaces: SelectQueryBuilder<WorkspaceEntity>,
  { prepared = true, ...read }: WorkspaceRowsRead & { prepared?: boolean },
): Promise<WorkspaceRows> {
  const [query, parameters] = workspaceRowsStatement(m, workspaces, read);
  return runRowsStatement(m, prepared ? preparedQuery : plainQuery, [query, parameters], read);
}

/** Statements of unfiltered pages, by dialect, embeds, index end, LIMIT and OFFSET's presence: a few in practice. */
type OrganizationParameters = WorkspaceContext & { orgId: string; offset: string };
const organizationStatements = new Map<string, NamedStatement<OrganizationParameters>>();
const MAX_ORGANIZATION_STATEMENTS = 256;

/**
 * readWorkspaceRows for the organization's whole list (no filter), the hot path: the statement's text depends only on
 * the dialect, the selected embeds and the window's shape, so it is built once (query builder, JSON SQL, parameter
 * compilation) and each request only binds the organization and the offset.
 */
export function readOrganizationWorkspaceRows(m: EntityManager, orgId: string, read: WorkspaceRowsRead) {
  const scan = indexScan(read.window, read.total);
  const key = [
    dialectOf(m.connection).name,
    selectedEmbeds(read.sel).join(','),
    scan.newestFirst,
    scan.limit,
    scan.offset > 0,
    read.count ?? '',
    read.versioned === true,
  ].join('|');
  let statement = organizationStatements.get(key);
  if (statement === undefined) {
    if (organizationStatements.size >= MAX_ORGANIZATION_STATEMENTS) organizationStatements.clear();
    statement = new NamedStatement(workspaceRowsSql(m, filteredWorkspaces(m, orgId, {}), read));
    organizationStatements.set(key, statement);
  }
  const bound = statement.bind(m, { ...read.context, orgId, offset: String(scan.offset) });
  return runRowsStatement(m, preparedQuery, bound, read);
}

interface RowsResult {
  rows: string;
  count: number | string;
  total?: number | string | null;
  version?: number | null;
}

async function runRowsStatement(
  m: EntityManager,
  run: typeof preparedQuery,
  [query, parameters]: [string, unknown[]],
  read: WorkspaceRowsRead,
): Promise<WorkspaceRows> {
  const [result] = await run<RowsResult>(m, query, parameters);
  return {
    json: result.rows,
    count: Number(result.count),
    ...(read.count !== undefined ? { total: Number(result.total ?? 0) } : {}),
    ...(read.versioned && result.version != null ? { version: Number(result.version) } : {}),
  };
}

/**
 * Which window, which embeds, and the total when known (see indexScan). `count`: a scalar subquery giving the exact
 * total, read in the same statement (column `total`): for the first page, which does not need the total to be
 * planned, so a list costs one round trip instead of two.
 */
export interface WorkspaceRowsRead {
  window: PageWindow;
  sel: Selection;
  context: WorkspaceContext;
  total?: number;
  count?: string;
  /** Also read the (first) workspace's row version, for its ETag. */
  versioned?: boolean;
}

/** The statement readWorkspaceRows runs, with its parameters (its SQL is snapshotted per dialect next to this file). */
export function workspaceRowsStatement(
  m: EntityManager,
  workspaces: SelectQueryBuilder<WorkspaceEntity>,
  read: WorkspaceRowsRead,
): [string, unknown[]] {
  const scan = indexScan(read.window, read.total);
  return m.connection.driver.escapeQueryWithParameters(workspaceRowsSql(m, workspaces, read), {
    ...workspaces.getParameters(),
    ...read.context,
    // A string is bound; a number the SQLite driver would inline, preparing and caching a statement per page.
    offset: String(scan.offset),
  }) as [string, unknown[]];
}

/** The statement's text with its named parameters (`:orgId`, the filters', `:offset`). */
function workspaceRowsSql(
  m: EntityManager,
  workspaces: SelectQueryBuilder<WorkspaceEntity>,
  { window, sel, total, count, versioned }: WorkspaceRowsRead,
): string {
  const w = dialectOf(m.connection).wire;
  const scan = indexScan(window, total);
  const direction = scan.newestFirst ? 'DESC' : 'ASC';
  const ids = workspaces.clone().select('w.id', 'id').orderBy('w.created_at', direction).addOrderBy('w.id', direction);
  const rows = w.array(
    workspaceWireSql(m, sel),
    'FROM "page" INNER JOIN "workspace" w ON w.id = "page".id',
    'w.created_at DESC, w.id DESC',
  );
  if (!Number.isSafeInteger(scan.limit) || scan.limit < 1) throw new Error(`invalid limit ${scan.limit}`);
  const offset = scan.offset > 0 ? ' OFFSET :offset' : '';
  const counted = count === undefined ? '' : `, (${count}) AS "total"`;
  // Looked up from the page's id: as a join, SQLite scanned the whole workspace table and probed the page for each
  // row (15 ms per read at 100,000 workspaces, where the rest of the statement takes 0.5).
  const version = versioned
    ? ', (SELECT (SELECT w.version FROM "workspace" w WHERE w.id = "page".id) FROM "page" LIMIT 1) AS "version"'
    : '';
  const heads = sel.has('customFields') ? `, ${customFieldHeadsSql(m, 'workspace')}` : '';
  return `WITH "page" AS (${ids.getQuery()} LIMIT ${scan.limit}${offset})${heads}
    SELECT ${rows} AS "rows", (SELECT count(*) FROM "page") AS "count"${counted}${version}`;
}

/** Which end of the (organization, created_at, id) index a page is read from, and how far in. */
export interface IndexScan {
  newestFirst: boolean;
  limit: number;
  offset: number;
}

/**
 * A deep OFFSET skips index entries one by one. With the total known, a page in the older half is read from the
 * oldest end instead (the same rows, ordered back by the aggregate), so no page skips more than half the entries
 * and the last pages cost what the first ones do. Without a total (a lookup by id), newest first as asked.
 */
export function indexScan(window: PageWindow, total?: number): IndexScan {
  const end = total === undefined ? Infinity : Math.min(window.offset + window.limit, total);
  if (total === undefined || end <= window.offset || total - end >= window.offset) {
    return { newestFirst: true, limit: window.limit, offset: window.offset };
  }
  return { newestFirst: false, limit: end - window.offset, offset: total - end };
}

import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { PageWindow } from '../common/pagination/page.query.js';
import type { Selection } from '../common/properties/selection.js';
import { plainQuery, preparedQuery } from '../database/prepared-query.js';
import { dialectOf } from '../database/dialects.js';
import { parsedJson } from '../database/json-sql.js';
import {
  type CustomFieldDefinitionRow,
  customFieldDefinitionsSql,
} from '../custom-fields/custom-field-definitions.query.js';
import { type WorkspaceRow, workspaceJsonSql } from './workspace-embeds.query.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';

export interface WorkspaceRows {
  /** The window's workspaces, newest first, with the selected embeds. */
  readonly rows: WorkspaceRow[];
  /** The organization's workspace custom field definitions, when custom fields were selected. */
  readonly fields: CustomFieldDefinitionRow[] | null;
  /** The exact total, when the read was asked to count (`count`). */
  readonly total?: number;
}

/**
 * One window of workspaces with every selected embed in ONE statement, whatever the window's size: the page's ids
 * from an index (so a deep OFFSET skips index entries, not rows), then each row with its embeds as JSON aggregated
 * by the database, ordered inside the aggregate. `workspaces` is filteredWorkspaces() or a lookup by id (alias `w`,
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
  const run = prepared ? preparedQuery : plainQuery;
  const [result] = await run<{ rows: unknown; fields: unknown; total?: number | string | null }>(m, query, parameters);
  return {
    rows: parsedJson(result.rows) as WorkspaceRow[],
    fields: parsedJson(result.fields) as CustomFieldDefinitionRow[] | null,
    ...(read.count ? { total: Number(result.total ?? 0) } : {}),
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
  total?: number;
  count?: string;
}

/** The statement readWorkspaceRows runs, with its parameters (its SQL is snapshotted per dialect next to this file). */
export function workspaceRowsStatement(
  m: EntityManager,
  workspaces: SelectQueryBuilder<WorkspaceEntity>,
  { window, sel, total, count }: WorkspaceRowsRead,
): [string, unknown[]] {
  const d = dialectOf(m.connection).json;
  const scan = indexScan(window, total);
  const direction = scan.newestFirst ? 'DESC' : 'ASC';
  const ids = workspaces.clone().select('w.id', 'id').orderBy('w.created_at', direction).addOrderBy('w.id', direction);
  const rows = `SELECT ${d.array(workspaceJsonSql(m, sel), 'w.created_at DESC, w.id DESC')}
    FROM "page" INNER JOIN "workspace" w ON w.id = "page".id`;
  const fields = sel.has('customFields') ? `(${customFieldDefinitionsSql(m, 'workspace')})` : 'NULL';
  if (!Number.isSafeInteger(scan.limit) || scan.limit < 1) throw new Error(`invalid limit ${scan.limit}`);
  const offset = scan.offset > 0 ? ' OFFSET :offset' : '';
  const counted = count === undefined ? '' : `, (${count}) AS "total"`;
  const sql = `WITH "page" AS (${ids.getQuery()} LIMIT ${scan.limit}${offset})
    SELECT (${rows}) AS "rows", ${fields} AS "fields"${counted}`;
  return m.connection.driver.escapeQueryWithParameters(sql, {
    ...ids.getParameters(),
    // A string is bound; a number the SQLite driver would inline, preparing and caching a statement per page.
    offset: String(scan.offset),
  }) as [string, unknown[]];
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

import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { PageWindow } from '../common/pagination/page.query.js';
import type { Selection } from '../common/properties/selection.js';
import { jsonSql } from './json-sql.js';
import { type FieldRow, type WorkspaceRow, fieldRowsSql, workspaceJsonSql } from './workspace-embeds.query.js';
import type { WorkspaceEntity } from './workspace.entity.js';

export interface WorkspaceRows {
  /** The window's workspaces, newest first, with the selected embeds. */
  readonly rows: WorkspaceRow[];
  /** The organization's workspace custom field definitions, when custom fields were selected. */
  readonly fields: FieldRow[] | null;
}

/**
 * One window of workspaces with every selected embed in ONE statement, whatever the window's size: the page's ids
 * from an index (so a deep OFFSET skips index entries, not rows), then each row with its embeds as JSON aggregated
 * by the database, ordered inside the aggregate. `workspaces` is filteredWorkspaces() or a lookup by id (alias `w`,
 * parameter `:orgId`).
 */
export async function readWorkspaceRows(
  m: EntityManager,
  workspaces: SelectQueryBuilder<WorkspaceEntity>,
  window: PageWindow,
  sel: Selection,
): Promise<WorkspaceRows> {
  const d = jsonSql(m);
  const ids = workspaces.clone().select('w.id', 'id').orderBy('w.created_at', 'DESC').addOrderBy('w.id', 'DESC');
  const rows = `SELECT ${d.array(workspaceJsonSql(m, sel), 'w.created_at DESC, w.id DESC')}
    FROM "page" INNER JOIN "workspace" w ON w.id = "page".id`;
  const fields = sel.has('customFields') ? `(${fieldRowsSql(m)})` : 'NULL';
  const sql = `WITH "page" AS (${ids.getQuery()} LIMIT :limit OFFSET :offset)
    SELECT (${rows}) AS "rows", ${fields} AS "fields"`;
  const [query, parameters] = m.connection.driver.escapeQueryWithParameters(sql, {
    ...ids.getParameters(),
    // Strings are bound; numbers the SQLite driver would inline, preparing and caching a statement per page.
    limit: String(window.limit),
    offset: String(window.offset),
  });
  const [result] = (await m.query(query, parameters)) as { rows: unknown; fields: unknown }[];
  return { rows: parsed(result.rows) as WorkspaceRow[], fields: parsed(result.fields) as FieldRow[] | null };
}

/** PostgreSQL's driver parses json columns; SQLite returns their text. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

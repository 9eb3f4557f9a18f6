import type { Db } from './db.service.js';
import { dueCondition } from './leased-row.js';
import { NamedStatement } from './prepared-query.js';

const dueStatements = new Map<string, NamedStatement<{ now: string }>>();

/**
 * Whether a claim (Dialect.claimDue) would find a row, by a plain read: an idle worker then never opens a write
 * transaction. On SQLite every claim takes the file's write lock, so an idle server took it once a second per worker,
 * and while another process held it the claim waited out the busy timeout (blocking the event loop) ahead of the
 * requests queued behind it, which then got the lock late instead of being refused.
 */
export async function anyDue(db: Db, table: 'outbox_email' | 'webhook_delivery', now: string): Promise<boolean> {
  let statement = dueStatements.get(table);
  if (!statement) {
    statement = new NamedStatement(`SELECT 1 AS "due" FROM ${table} WHERE ${dueCondition()} LIMIT 1`);
    dueStatements.set(table, statement);
  }
  const [sql, parameters] = statement.bind(db.dataSource.manager, { now });
  return (await db.query(sql, parameters)).length > 0;
}

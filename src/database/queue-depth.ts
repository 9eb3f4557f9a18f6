import type { Db } from './db.service.js';
import { NamedStatement } from './prepared-query.js';

/**
 * Rows a depth counts at most: past it a queue reads as this deep, so a reading is at most this many index entries
 * (about 2 ms on PostgreSQL; 100,000 took 10 to 30 ms, and a planner expecting that many rows may prefer a table scan).
 * A backlog this deep is alarming already; its age tells how stuck it is.
 */
export const QUEUE_COUNT_CAP = 10_000;

/** A queue of leased rows (leased-row.ts) at a glance: what /metrics shows of the outbox and the webhook deliveries. */
export interface QueueDepth {
  /** Rows still owed (`pending`: due, waiting for a retry, or deferred), counted up to QUEUE_COUNT_CAP. */
  readonly depth: number;
  /** The earliest `next_attempt_at` of those rows (due or not), or null when there are none. */
  readonly earliestAttemptAt: string | null;
}

type QueueTable = 'outbox_email' | 'webhook_delivery';

const statements = new Map<string, NamedStatement<{ value: string }>>();

/**
 * One range of an index on (status[, scope column], next_attempt_at), read in order and cut at QUEUE_COUNT_CAP: the
 * first row is the earliest, and the count stops at the cap however long the backlog. Rows are read without their
 * lease: a row being worked on is still owed.
 */
export async function queueDepth(
  db: Db,
  table: QueueTable,
  scope?: { column: 'kind'; value: string },
): Promise<QueueDepth> {
  const key = `${table}:${scope?.column ?? ''}`;
  let statement = statements.get(key);
  if (!statement) {
    const scoped = scope ? ` AND ${scope.column} = :value` : '';
    statement = new NamedStatement(
      `SELECT COUNT(*) AS "depth", MIN(q.next_attempt_at) AS "earliest" FROM (
         SELECT next_attempt_at FROM ${table} WHERE status = 'pending'${scoped}
         ORDER BY next_attempt_at LIMIT ${QUEUE_COUNT_CAP}
       ) q`,
    );
    statements.set(key, statement);
  }
  // Unscoped, the text has no :value, so nothing is bound.
  const [sql, parameters] = statement.bind(db.dataSource.manager, { value: scope?.value ?? '' });
  const [row] = await db.query<{ depth: number | string; earliest: string | null }>(sql, parameters);
  return { depth: Number(row?.depth ?? 0), earliestAttemptAt: row?.earliest ?? null };
}

import { type EntityManager, type EntityTarget, In, type ObjectLiteral } from 'typeorm';
import type { Db } from './db.service.js';
import { NamedStatement } from './prepared-query.js';

/** Rows a background worker delivers: due at `next_attempt_at`, leased through `locked_until`. */
export interface Leasable extends ObjectLiteral {
  id: string;
  status: string;
  nextAttemptAt: string;
  lockedUntil: string | null;
}

export const later = (from: string, ms: number): string => new Date(Date.parse(from) + ms).toISOString();

/**
 * What makes a row due, in one place: the idle check and every claim must never disagree, or an idle check would
 * leave claimable rows waiting. Columns qualified by `alias` when given, `:now` named.
 */
export function dueCondition(alias?: string): string {
  const c = alias ? `${alias}.` : '';
  return `${c}status = 'pending' AND ${c}next_attempt_at <= :now AND (${c}locked_until IS NULL OR ${c}locked_until < :now)`;
}

const DUE = dueCondition();

const dueStatements = new Map<string, NamedStatement<{ now: string }>>();

/**
 * Whether claimDue would find a row, by a plain read: an idle worker then never opens a write transaction. On SQLite
 * every claim takes the file's write lock, so an idle server took it once a second per worker, and while another
 * process held it the claim waited out the busy timeout (blocking the event loop) ahead of the requests queued behind
 * it, which then got the lock late instead of being refused.
 */
export async function anyDue(db: Db, table: 'outbox_email' | 'webhook_delivery', now: string): Promise<boolean> {
  let statement = dueStatements.get(table);
  if (!statement) {
    statement = new NamedStatement(`SELECT 1 AS "due" FROM ${table} WHERE ${DUE} LIMIT 1`);
    dueStatements.set(table, statement);
  }
  const [sql, parameters] = statement.bind(db.dataSource.manager, { now });
  return (await db.query(sql, parameters)).length > 0;
}

/** Restricts a claim to the rows whose `column` (a column name written in code, never input) equals `value`. */
export interface ClaimScope {
  column: string;
  value: string;
}

/**
 * Claims up to `limit` due rows with status `pending` by setting `locked_until`, so no other worker (in this process
 * or another instance) handles them meanwhile. A worker that dies mid-delivery loses only its lease: the row becomes
 * due again when the lease expires. With a `scope`, only rows of that scope are claimed (one webhook endpoint's).
 */
export async function claimDue<T extends Leasable>(
  manager: EntityManager,
  target: EntityTarget<T>,
  opts: { table: string; postgres: boolean; now: string; limit: number; leaseMs: number; scope?: ClaimScope },
): Promise<T[]> {
  const { now, limit } = opts;
  const lease = later(now, opts.leaseMs);
  const scoped = opts.scope ? ` AND ${opts.scope.column} = :scope` : '';
  const scope = opts.scope?.value;
  if (opts.postgres) {
    // SKIP LOCKED lets concurrent instances claim disjoint batches without waiting on each other.
    const rows = await manager
      .createQueryBuilder(target, 'o')
      .where(`${DUE}${scoped}`, { now, scope })
      .orderBy('o.next_attempt_at', 'ASC')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
    if (rows.length === 0) return [];
    await manager
      .createQueryBuilder()
      .update(target)
      .set({ lockedUntil: lease } as never)
      .where({ id: In(rows.map((row) => row.id)) })
      .execute();
    return rows.map((row) => ({ ...row, lockedUntil: lease }));
  }
  // One UPDATE claims the batch atomically, also against another process sharing the SQLite file.
  const [claim, parameters] = manager.connection.driver.escapeQueryWithParameters(
    `UPDATE ${opts.table} SET locked_until = :lease WHERE id IN (
       SELECT id FROM ${opts.table} WHERE ${DUE}${scoped} ORDER BY next_attempt_at LIMIT :limit
     ) RETURNING id`,
    { lease, now, limit, ...(opts.scope && { scope }) },
  );
  const claimed: { id: string }[] = await manager.query(claim, parameters);
  if (claimed.length === 0) return [];
  const rows = await manager.find(target, { where: { id: In(claimed.map((row) => row.id)) } as never });
  return rows.sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt));
}

/** Only the holder of the lease may settle a row; a worker whose lease expired changes nothing. */
export const heldBy = (row: Leasable) => ({ id: row.id, lockedUntil: row.lockedUntil ?? '' });

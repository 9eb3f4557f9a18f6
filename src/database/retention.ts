import type { EntityManager } from 'typeorm';
import type { Db } from './db.service.js';

/**
 * Rows per transaction when purging past a retention. On SQLite a transaction holds the file's only write lock: a
 * few hundred rows delete in a few milliseconds, and requests queued behind the lock get it between batches.
 */
export const PURGE_BATCH = 500;

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what a retention says is old, one short transaction per batch, until a batch comes back short. A plain
 * read decides first whether anything is due, so an idle sweep never opens a write transaction (on SQLite it would
 * take the write lock every time it runs).
 */
export async function purgeInBatches(
  db: Db,
  opts: {
    anyDue: (m: EntityManager) => Promise<boolean>;
    /** Deletes at most PURGE_BATCH rows and answers how many it deleted. */
    purgeBatch: (m: EntityManager) => Promise<number>;
    stopped: () => boolean;
  },
): Promise<void> {
  if (!(await db.read(opts.anyDue))) return;
  for (;;) {
    const purged = await db.write(opts.purgeBatch);
    if (purged < PURGE_BATCH || opts.stopped()) return;
  }
}

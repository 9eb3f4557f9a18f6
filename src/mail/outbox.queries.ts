import { type EntityManager, In } from 'typeorm';
import { OutboxEmailEntity } from './outbox-email.entity.js';
import { MAX_ATTEMPTS, retryDelayMs } from './outbox-backoff.js';

const later = (from: string, ms: number): string => new Date(Date.parse(from) + ms).toISOString();

/** How long a claimed row stays invisible to other workers; longer than the SMTP timeouts of one attempt. */
export const LEASE_MS = 120_000;

/**
 * Claims up to `limit` due rows by setting `locked_until`, so no other worker (in this process or another) sends
 * them meanwhile. A worker that dies mid-send loses only its lease: the row becomes due again when it expires.
 */
export async function claimDueEmails(
  manager: EntityManager,
  opts: { postgres: boolean; now: string; limit: number },
): Promise<OutboxEmailEntity[]> {
  const { now, limit } = opts;
  const lease = later(now, LEASE_MS);
  if (opts.postgres) {
    // SKIP LOCKED lets concurrent instances claim disjoint batches without waiting on each other.
    const rows = await manager
      .createQueryBuilder(OutboxEmailEntity, 'o')
      .where("o.status = 'pending' AND o.next_attempt_at <= :now", { now })
      .andWhere('(o.locked_until IS NULL OR o.locked_until < :now)', { now })
      .orderBy('o.next_attempt_at', 'ASC')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
    if (rows.length === 0) return [];
    await manager.update(OutboxEmailEntity, { id: In(rows.map((row) => row.id)) }, { lockedUntil: lease });
    return rows.map((row) => ({ ...row, lockedUntil: lease }));
  }
  // One UPDATE claims the batch atomically, also against another process sharing the SQLite file.
  const claimed: { id: string }[] = await manager.query(
    `UPDATE outbox_email SET locked_until = ? WHERE id IN (
       SELECT id FROM outbox_email
       WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?)
       ORDER BY next_attempt_at LIMIT ?
     ) RETURNING id`,
    [lease, now, now, limit],
  );
  if (claimed.length === 0) return [];
  const rows = await manager.find(OutboxEmailEntity, { where: { id: In(claimed.map((row) => row.id)) } });
  return rows.sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt));
}

/** Only the holder of the lease may settle a row; a worker whose lease expired changes nothing. */
const held = (email: OutboxEmailEntity) => ({ id: email.id, lockedUntil: email.lockedUntil ?? '' });

export async function markSent(manager: EntityManager, email: OutboxEmailEntity, now: string): Promise<void> {
  await manager.update(OutboxEmailEntity, held(email), {
    status: 'sent',
    attempts: email.attempts + 1,
    sentAt: now,
    lockedUntil: null,
  });
}

/** Reschedules with exponential backoff, or parks the row as `dead` after MAX_ATTEMPTS; never deletes it. */
export async function markFailed(
  manager: EntityManager,
  email: OutboxEmailEntity,
  error: string,
  now: string,
): Promise<void> {
  const attempts = email.attempts + 1;
  await manager.update(OutboxEmailEntity, held(email), {
    status: attempts >= MAX_ATTEMPTS ? 'dead' : 'pending',
    attempts,
    lastError: error.slice(0, 2000),
    nextAttemptAt: attempts >= MAX_ATTEMPTS ? email.nextAttemptAt : later(now, retryDelayMs(attempts)),
    lockedUntil: null,
  });
}

import type { EntityManager } from 'typeorm';
import type { Dialect } from '../database/dialect.js';
import { heldBy, later } from '../database/leased-row.js';
import { OutboxEmailEntity } from './outbox-email.entity.js';
import { retryDelayMs } from './outbox-backoff.js';

/** How long a claimed row stays invisible to other workers; longer than the SMTP timeouts of one attempt. */
export const LEASE_MS = 120_000;

/**
 * The longest one attempt can take (connection 10 s + greeting 10 s + 30 s of socket inactivity, with a margin): a
 * row whose lease has less time left than this is not sent, because another worker may claim it once the lease
 * expires and would send it a second time.
 */
export const ATTEMPT_BUDGET_MS = 60_000;

/** Claims due e-mails with a lease (see Dialect.claimDue), so no other worker or instance sends them meanwhile. */
export function claimDueEmails(
  manager: EntityManager,
  opts: { dialect: Dialect; now: string; limit: number },
): Promise<OutboxEmailEntity[]> {
  const { dialect, now, limit } = opts;
  return dialect.claimDue(manager, OutboxEmailEntity, { table: 'outbox_email', now, limit, leaseMs: LEASE_MS });
}

export async function markSent(manager: EntityManager, email: OutboxEmailEntity, now: string): Promise<void> {
  await manager.update(OutboxEmailEntity, heldBy(email), {
    status: 'sent',
    attempts: email.attempts + 1,
    sentAt: now,
    lockedUntil: null,
  });
}

/**
 * After a failed attempt: a permanent rejection parks the row as `dead` (kept for OUTBOX_RETENTION_DAYS, like sent ones); anything else
 * reschedules it with exponential backoff, however many attempts it has had, so an outage never loses a message.
 */
export async function markFailed(
  manager: EntityManager,
  email: OutboxEmailEntity,
  failure: { error: string; permanent: boolean },
  now: string,
): Promise<void> {
  const attempts = email.attempts + 1;
  await manager.update(OutboxEmailEntity, heldBy(email), {
    status: failure.permanent ? 'dead' : 'pending',
    attempts,
    lastError: failure.error.slice(0, 2000),
    nextAttemptAt: failure.permanent ? email.nextAttemptAt : later(now, retryDelayMs(attempts)),
    lockedUntil: null,
  });
}

import type { EntityManager } from 'typeorm';
import { claimDue, heldBy, later } from '../database/claim-due.js';
import { OutboxEmailEntity } from './outbox-email.entity.js';
import { MAX_ATTEMPTS, retryDelayMs } from './outbox-backoff.js';

/** How long a claimed row stays invisible to other workers; longer than the SMTP timeouts of one attempt. */
export const LEASE_MS = 120_000;

/** Claims due e-mails with a lease (see claimDue), so no other worker or instance sends them meanwhile. */
export function claimDueEmails(
  manager: EntityManager,
  opts: { postgres: boolean; now: string; limit: number },
): Promise<OutboxEmailEntity[]> {
  return claimDue(manager, OutboxEmailEntity, { ...opts, table: 'outbox_email', leaseMs: LEASE_MS });
}

export async function markSent(manager: EntityManager, email: OutboxEmailEntity, now: string): Promise<void> {
  await manager.update(OutboxEmailEntity, heldBy(email), {
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
  await manager.update(OutboxEmailEntity, heldBy(email), {
    status: attempts >= MAX_ATTEMPTS ? 'dead' : 'pending',
    attempts,
    lastError: error.slice(0, 2000),
    nextAttemptAt: attempts >= MAX_ATTEMPTS ? email.nextAttemptAt : later(now, retryDelayMs(attempts)),
    lockedUntil: null,
  });
}

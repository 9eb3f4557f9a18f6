import type { EntityManager, SelectQueryBuilder } from 'typeorm';
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

/** Queues one e-mail (enqueue-email.ts builds the row). */
export async function insertOutboxEmail(manager: EntityManager, row: OutboxEmailEntity): Promise<void> {
  await manager.insert(OutboxEmailEntity, row);
}

/** The organization's e-mails with this dedupe key queued since `since` (exported for its SQL snapshot). */
export function duplicateQuery(
  m: EntityManager,
  { organizationId, dedupeKey, since }: { organizationId: string; dedupeKey: string; since: string },
): SelectQueryBuilder<OutboxEmailEntity> {
  return m
    .createQueryBuilder(OutboxEmailEntity, 'o')
    .where('o.dedupe_key = :key AND o.created_at > :since', { key: dedupeKey, since })
    .andWhere('o.organization_id = :org', { org: organizationId });
}

/** Whether the organization queued an e-mail with this dedupe key since `since`. */
export function hasDuplicate(
  m: EntityManager,
  opts: { organizationId: string; dedupeKey: string; since: string },
): Promise<boolean> {
  return duplicateQuery(m, opts).getExists();
}

export interface RecentToRecipient {
  organizationId: string;
  kind: string;
  to: string;
  since: string;
  max: number;
}

/** E-mails of the kind the organization queued to `to` since `since`, up to `max` (exported for its SQL snapshot). */
export function recentToRecipientQuery(
  m: EntityManager,
  opts: RecentToRecipient,
): SelectQueryBuilder<OutboxEmailEntity> {
  return m
    .createQueryBuilder(OutboxEmailEntity, 'o')
    .select('o.id', 'id')
    .where('o.organization_id = :org AND o.to_address = :to AND o.created_at > :since', {
      org: opts.organizationId,
      to: opts.to,
      since: opts.since,
    })
    .andWhere('o.kind = :kind', { kind: opts.kind })
    .limit(opts.max);
}

/** E-mails of the kind the organization queued to `to` since `since`, counted up to `max` (an index range). */
export async function countRecentToRecipient(m: EntityManager, opts: RecentToRecipient): Promise<number> {
  const rows = await recentToRecipientQuery(m, opts).getRawMany<{ id: string }>();
  return rows.length;
}

export interface SlotWindow {
  organizationId: string;
  kind: string;
  windowStart: string;
  /** Which slot, counting back from the latest (1: the latest). */
  nth: number;
}

/** The organization's `nth` latest slot of the kind after `windowStart` (exported for its SQL snapshot). */
export function nthLatestSlotQuery(m: EntityManager, opts: SlotWindow): SelectQueryBuilder<OutboxEmailEntity> {
  return m
    .createQueryBuilder(OutboxEmailEntity, 'o')
    .select('o.scheduled_at', 'at')
    .where('o.organization_id = :org AND o.kind = :kind AND o.scheduled_at > :windowStart', {
      org: opts.organizationId,
      kind: opts.kind,
      windowStart: opts.windowStart,
    })
    .orderBy('o.scheduled_at', 'DESC')
    .offset(opts.nth - 1)
    .limit(1);
}

/** The organization's `nth` latest slot of the kind after `windowStart`, or null when it has fewer (see nextSlot). */
export async function nthLatestSlot(m: EntityManager, opts: SlotWindow): Promise<string | null> {
  const row = await nthLatestSlotQuery(m, opts).getRawOne<{ at: string }>();
  return row ? row.at : null;
}

/** E-mails not sent yet over every organization, and those a quota defers past `now` (exported for its snapshot). */
export function outboxStatusQuery(m: EntityManager, now: string): SelectQueryBuilder<OutboxEmailEntity> {
  return m
    .createQueryBuilder(OutboxEmailEntity, 'o')
    .select('COUNT(*)', 'queued')
    .addSelect('COALESCE(SUM(CASE WHEN o.scheduled_at > :now THEN 1 ELSE 0 END), 0)', 'deferred')
    .where("o.status = 'pending'")
    .setParameters({ now });
}

/** The outbox's pending e-mails and deferred ones (drivers answer counts as numbers or strings). */
export function outboxStatus(
  m: EntityManager,
  now: string,
): Promise<{ queued: number | string; deferred: number | string } | undefined> {
  return outboxStatusQuery(m, now).getRawOne<{ queued: number | string; deferred: number | string }>();
}

import type { EntityManager } from 'typeorm';
import { nowIso } from '../common/time.js';
import { lockKey } from '../database/advisory-lock.js';
import { type OutgoingEmail, enqueueEmail } from './enqueue-email.js';
import { OutboxEmailEntity } from './outbox-email.entity.js';

const HOUR_MS = 60 * 60 * 1000;

export interface EmailLimits {
  /** At most this many e-mails of the kind per organization in any hour; the rest wait in the outbox. */
  perOrgPerHour: number;
  /** Nothing is queued when an e-mail with the same `dedupeKey` was queued less than this long ago. */
  dedupeWindowMs: number;
}

export type Queued =
  { readonly id: string; readonly scheduledAt: string } | { readonly id: null; skipped: 'duplicate' };

/**
 * Queues an e-mail within its organization's quota, in the caller's transaction. Requests that cause e-mails always
 * succeed: the quota delays e-mails, it never refuses the change. Everything is counted from the outbox itself, so
 * the quota holds across instances; the organization's advisory lock (PostgreSQL; SQLite has one writer) makes two
 * concurrent transactions see each other's slots.
 */
export async function enqueueLimitedEmail(
  m: EntityManager,
  email: OutgoingEmail & { kind: string; dedupeKey: string },
  limits: EmailLimits,
): Promise<Queued> {
  await lockKey(m, `outbox-quota:${email.organizationId}:${email.kind}`);
  const now = nowIso();
  const since = new Date(Date.parse(now) - limits.dedupeWindowMs).toISOString();
  const duplicate = await m
    .createQueryBuilder(OutboxEmailEntity, 'o')
    .where('o.dedupe_key = :key AND o.created_at > :since', { key: email.dedupeKey, since })
    .andWhere('o.organization_id = :org', { org: email.organizationId })
    .getExists();
  if (duplicate) return { id: null, skipped: 'duplicate' };
  const scheduledAt = await nextSlot(m, { ...email, perHour: limits.perOrgPerHour, now });
  const id = await enqueueEmail(m, { ...email, scheduledAt });
  return { id, scheduledAt };
}

/**
 * The earliest moment the next e-mail keeps every hour at `perHour` e-mails or fewer. Slots are handed out in
 * increasing order, so the constraint is: the new slot is at least one hour after the perHour-th latest slot. Only
 * slots of the last hour or later can constrain it, which keeps the read to an index range of at most perHour rows.
 */
async function nextSlot(
  m: EntityManager,
  opts: { organizationId: string; kind: string; perHour: number; now: string },
): Promise<string> {
  const windowStart = new Date(Date.parse(opts.now) - HOUR_MS).toISOString();
  const row = await m
    .createQueryBuilder(OutboxEmailEntity, 'o')
    .select('o.scheduled_at', 'at')
    .where('o.organization_id = :org AND o.kind = :kind AND o.scheduled_at > :windowStart', {
      org: opts.organizationId,
      kind: opts.kind,
      windowStart,
    })
    .orderBy('o.scheduled_at', 'DESC')
    .offset(opts.perHour - 1)
    .limit(1)
    .getRawOne<{ at: string }>();
  if (!row) return opts.now;
  const freed = new Date(Date.parse(row.at) + HOUR_MS).toISOString();
  return freed > opts.now ? freed : opts.now;
}

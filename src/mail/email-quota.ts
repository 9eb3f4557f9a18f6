import type { EntityManager } from 'typeorm';
import { nowIso } from '../common/time.js';
import { dialectOf } from '../database/dialects.js';
import { later } from '../database/leased-row.js';
import { type EmailKind, type OutgoingEmail, enqueueEmail } from './enqueue-email.js';
import { OutboxEmailEntity } from './outbox-email.entity.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How far ahead the quota may push an e-mail. Past it the e-mail is not queued at all: an organization that keeps
 * inviting faster than its quota would otherwise pile up pending rows (never purged) without end. A day of the quota
 * (12,000 invitations at the default 500 an hour) is the most an organization can have waiting.
 */
export const MAX_DEFERRAL_MS = 24 * HOUR_MS;

export interface EmailLimits {
  /** At most this many e-mails of the kind per organization in any hour; the rest wait in the outbox. */
  perOrgPerHour: number;
  /** Nothing is queued when an e-mail with the same `dedupeKey` was queued less than this long ago. */
  dedupeWindowMs: number;
  /**
   * Nothing is queued when the organization already queued this many e-mails of the kind to the same address within
   * the dedupe window, whatever their keys: the bound a recipient can count on.
   */
  perRecipientPerWindow?: number;
}

export type Queued =
  | { readonly id: string; readonly scheduledAt: string }
  | { readonly id: null; skipped: 'duplicate' | 'recipient-cap' | 'backlog' };

/**
 * Queues an e-mail within its organization's quota, in the caller's transaction. Requests that cause e-mails always
 * succeed: the quota delays e-mails, it never refuses the change; a duplicate, an e-mail past the per-recipient cap,
 * or one the quota would push more than MAX_DEFERRAL_MS ahead is not queued at all (a deferred flood would still
 * land, and the outbox would grow without bound). Everything is counted from the outbox itself, so
 * the quota holds across instances; the organization's advisory lock (PostgreSQL; SQLite has one writer) makes two
 * concurrent transactions see each other's slots.
 */
export async function enqueueLimitedEmail(
  m: EntityManager,
  email: OutgoingEmail & { kind: EmailKind; dedupeKey: string },
  limits: EmailLimits,
): Promise<Queued> {
  await dialectOf(m.connection).lock(m, `outbox-quota:${email.organizationId}:${email.kind}`);
  const now = nowIso();
  const since = new Date(Date.parse(now) - limits.dedupeWindowMs).toISOString();
  const duplicate = await m
    .createQueryBuilder(OutboxEmailEntity, 'o')
    .where('o.dedupe_key = :key AND o.created_at > :since', { key: email.dedupeKey, since })
    .andWhere('o.organization_id = :org', { org: email.organizationId })
    .getExists();
  if (duplicate) return { id: null, skipped: 'duplicate' };
  if (limits.perRecipientPerWindow !== undefined) {
    const recent = await recentToRecipient(m, { ...email, since, max: limits.perRecipientPerWindow });
    if (recent >= limits.perRecipientPerWindow) return { id: null, skipped: 'recipient-cap' };
  }
  const scheduledAt = await nextSlot(m, { ...email, perHour: limits.perOrgPerHour, now });
  if (Date.parse(scheduledAt) - Date.parse(now) > MAX_DEFERRAL_MS) return { id: null, skipped: 'backlog' };
  const id = await enqueueEmail(m, { ...email, scheduledAt });
  return { id, scheduledAt };
}

/** E-mails of the kind the organization queued to `to` since `since`, counted up to `max` (an index range). */
async function recentToRecipient(
  m: EntityManager,
  opts: { organizationId: string; kind: string; to: string; since: string; max: number },
): Promise<number> {
  const rows = await m
    .createQueryBuilder(OutboxEmailEntity, 'o')
    .select('o.id', 'id')
    .where('o.organization_id = :org AND o.to_address = :to AND o.created_at > :since', {
      org: opts.organizationId,
      to: opts.to,
      since: opts.since,
    })
    .andWhere('o.kind = :kind', { kind: opts.kind })
    .limit(opts.max)
    .getRawMany<{ id: string }>();
  return rows.length;
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
  const freed = later(row.at, HOUR_MS);
  return freed > opts.now ? freed : opts.now;
}

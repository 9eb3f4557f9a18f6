import type { EntityManager } from 'typeorm';
import { nowIso } from '../common/time.js';
import { dialectOf } from '../database/dialects.js';
import { later } from '../database/leased-row.js';
import { type EmailKind, type OutgoingEmail, enqueueEmail } from './enqueue-email.js';
import { countRecentToRecipient, hasDuplicate, nthLatestSlot } from './outbox.repository.js';

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
  const duplicate = await hasDuplicate(m, { organizationId: email.organizationId, dedupeKey: email.dedupeKey, since });
  if (duplicate) return { id: null, skipped: 'duplicate' };
  if (limits.perRecipientPerWindow !== undefined) {
    const recent = await countRecentToRecipient(m, {
      organizationId: email.organizationId,
      kind: email.kind,
      to: email.to,
      since,
      max: limits.perRecipientPerWindow,
    });
    if (recent >= limits.perRecipientPerWindow) return { id: null, skipped: 'recipient-cap' };
  }
  const scheduledAt = await nextSlot(m, { ...email, perHour: limits.perOrgPerHour, now });
  if (Date.parse(scheduledAt) - Date.parse(now) > MAX_DEFERRAL_MS) return { id: null, skipped: 'backlog' };
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
  const constraining = await nthLatestSlot(m, {
    organizationId: opts.organizationId,
    kind: opts.kind,
    windowStart,
    nth: opts.perHour,
  });
  if (constraining === null) return opts.now;
  const freed = later(constraining, HOUR_MS);
  return freed > opts.now ? freed : opts.now;
}

import type { EntityManager } from 'typeorm';
import { newId } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { insertOutboxEmail } from './outbox.repository.js';
import { shortened } from '../common/text-bounds.js';

/**
 * What an e-mail is: quotas count per organization and kind, and /metrics shows a queue per kind. A closed list, so
 * the metrics' labels stay few.
 */
export const EMAIL_KINDS = ['invitation', 'sign-in', 'notification', 'task-reminder', 'email'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export interface OutgoingEmail {
  organizationId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What it is (`invitation`); quotas count per organization and kind. Default `email`. */
  kind?: EmailKind;
  /** Identifies "the same e-mail" for deduplication (see enqueueLimitedEmail). */
  dedupeKey?: string;
  /** When it may first be sent (default now): later when the organization's quota is used up. */
  scheduledAt?: string;
  /** Headers of its own (`List-Unsubscribe`…): names and values we write, never a caller's text. */
  headers?: Record<string, string>;
}

export const SUBJECT_MAX_LENGTH = 500;

/**
 * One line of text, whatever the caller passes: line breaks (header injection), other control characters and bidi
 * overrides (a subject that reads differently than it is) become spaces, and the length is bounded in characters,
 * never splitting a surrogate pair. Nodemailer folds and encodes what is left.
 */
export function subjectLine(subject: string): string {
  const clean = subject.replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu, ' ').trim();
  return shortened(clean, SUBJECT_MAX_LENGTH);
}

/**
 * Queues an e-mail in the caller's transaction: it is sent only if the change that caused it commits, and it
 * survives a crash or an unreachable mail server because the outbox worker delivers it later.
 */
export async function enqueueEmail(manager: EntityManager, email: OutgoingEmail): Promise<string> {
  const now = nowIso();
  const id = newId();
  const scheduledAt = email.scheduledAt && email.scheduledAt > now ? email.scheduledAt : now;
  await insertOutboxEmail(manager, {
    id,
    organizationId: email.organizationId,
    toAddress: email.to,
    kind: email.kind ?? 'email',
    dedupeKey: email.dedupeKey ?? null,
    scheduledAt,
    subject: subjectLine(email.subject),
    textBody: email.text,
    htmlBody: email.html,
    headers: email.headers ? JSON.stringify(email.headers) : null,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: scheduledAt,
    lockedUntil: null,
    lastError: null,
    createdAt: now,
    sentAt: null,
  });
  return id;
}

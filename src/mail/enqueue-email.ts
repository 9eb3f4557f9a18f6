import type { EntityManager } from 'typeorm';
import { newId } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { OutboxEmailEntity } from './outbox-email.entity.js';

export interface OutgoingEmail {
  organizationId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Queues an e-mail in the caller's transaction: it is sent only if the change that caused it commits, and it
 * survives a crash or an unreachable mail server because the outbox worker delivers it later.
 */
export async function enqueueEmail(manager: EntityManager, email: OutgoingEmail): Promise<string> {
  const now = nowIso();
  const id = newId();
  await manager.insert(OutboxEmailEntity, {
    id,
    organizationId: email.organizationId,
    toAddress: email.to,
    // Header injection is impossible and the column bounded whatever the caller passes.
    subject: email.subject.replace(/[\r\n]+/g, ' ').slice(0, 500),
    textBody: email.text,
    htmlBody: email.html,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    lockedUntil: null,
    lastError: null,
    createdAt: now,
    sentAt: null,
  });
  return id;
}

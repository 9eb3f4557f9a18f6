import { DAY_MS } from '../common/time.js';
import { retentionSweeper } from '../database/retention.js';
import { OutboxEmailEntity } from './outbox-email.entity.js';

/**
 * Keeps OUTBOX_RETENTION_DAYS of sent and dead e-mails (their bodies included): the quota reads the last hour and the
 * one-invitation-a-day rule the last day, so nothing older is needed, and without a purge every invitation ever sent
 * stayed in the table. Pending e-mails are never purged, whatever their age (an invitation is never lost). The
 * (status, next_attempt_at) index serves it: a settled row's next_attempt_at is its last attempt.
 */
export const OutboxRetentionSweeper = retentionSweeper((config) => ({
  name: 'Outbox retention',
  retentionMs: config.outboxRetentionDays * DAY_MS,
  entity: OutboxEmailEntity,
  agedBy: 'r.next_attempt_at',
  only: { where: 'r.status IN (:...settled)', parameters: { settled: ['sent', 'dead'] } },
}));

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { DAY_MS } from '../common/time.js';
import { RetentionSweeper } from '../database/retention.js';
import { OutboxEmailEntity } from './outbox-email.entity.js';

/**
 * Keeps OUTBOX_RETENTION_DAYS of sent and dead e-mails (their bodies included): the quota reads the last hour and the
 * one-invitation-a-day rule the last day, so nothing older is needed, and without a purge every invitation ever sent
 * stayed in the table. Pending e-mails are never purged, whatever their age (an invitation is never lost). The
 * (status, next_attempt_at) index serves it: a settled row's next_attempt_at is its last attempt.
 */
@Injectable()
export class OutboxRetentionSweeper extends RetentionSweeper {
  constructor(db: Db, @Inject(APP_CONFIG) config: AppConfig) {
    super(db, {
      name: 'Outbox retention',
      retentionMs: config.outboxRetentionDays * DAY_MS,
      entity: OutboxEmailEntity,
      where: 'r.status IN (:...settled) AND r.next_attempt_at < :cutoff',
      parameters: { settled: ['sent', 'dead'] },
      oldestFirst: 'r.next_attempt_at',
    });
  }
}

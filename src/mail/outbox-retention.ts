import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { DAY_MS, PURGE_BATCH, RetentionSweeper } from '../database/retention.js';
import { OutboxEmailEntity } from './outbox-email.entity.js';

/** Sent and dead e-mails; pending ones are never purged, whatever their age (an invitation is never lost). */
const SETTLED = ['sent', 'dead'];

/**
 * Deletes up to `limit` settled e-mails whose last attempt was before `cutoff`, oldest first. The (status,
 * next_attempt_at) index serves it: a settled row's next_attempt_at is its last attempt. SKIP LOCKED gives concurrent
 * sweepers of several instances disjoint batches on PostgreSQL.
 */
export async function purgeSettledEmailsBefore(
  m: EntityManager,
  opts: { cutoff: string; postgres: boolean; limit: number },
): Promise<number> {
  const qb = m
    .createQueryBuilder(OutboxEmailEntity, 'o')
    .select('o.id')
    .where('o.status IN (:...settled) AND o.next_attempt_at < :cutoff', { settled: SETTLED, cutoff: opts.cutoff })
    .orderBy('o.next_attempt_at', 'ASC')
    .limit(opts.limit);
  if (opts.postgres) qb.setLock('pessimistic_write').setOnLocked('skip_locked');
  const ids = (await qb.getMany()).map((email) => email.id);
  if (ids.length > 0) await m.delete(OutboxEmailEntity, { id: In(ids) });
  return ids.length;
}

/**
 * Keeps OUTBOX_RETENTION_DAYS of sent and dead e-mails (their bodies included): the quota reads the last hour and the
 * one-invitation-a-day rule the last day, so nothing older is needed, and without a purge every invitation ever sent
 * stayed in the table.
 */
@Injectable()
export class OutboxRetentionSweeper extends RetentionSweeper {
  constructor(db: Db, @Inject(APP_CONFIG) config: AppConfig) {
    super(db, {
      name: 'Outbox retention',
      retentionMs: config.outboxRetentionDays * DAY_MS,
      anyBefore: (m, cutoff) =>
        m
          .createQueryBuilder(OutboxEmailEntity, 'o')
          .where('o.status IN (:...settled) AND o.next_attempt_at < :cutoff', { settled: SETTLED, cutoff })
          .getExists(),
      purgeBatchBefore: (m, cutoff) =>
        purgeSettledEmailsBefore(m, { cutoff, postgres: db.isPostgres, limit: PURGE_BATCH }),
    });
  }
}

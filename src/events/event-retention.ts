import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { DAY_MS, PURGE_BATCH, RetentionSweeper } from '../database/retention.js';
import { WebhookDeliveryEntity } from '../webhooks/webhook-delivery.entity.js';
import { EventEntity } from './event.entity.js';

/**
 * Deletes up to `limit` events created before `cutoff`, oldest first, with their webhook deliveries (a delivery
 * cannot be sent without its event, and its log is kept exactly as long as the event). On PostgreSQL SKIP LOCKED
 * gives concurrent sweepers of several instances disjoint batches; on SQLite writers are serialized anyway.
 */
export async function purgeEventsBefore(
  m: EntityManager,
  opts: { cutoff: string; postgres: boolean; limit: number },
): Promise<number> {
  const qb = m
    .createQueryBuilder(EventEntity, 'e')
    .select('e.id')
    .where('e.created_at < :cutoff', { cutoff: opts.cutoff })
    .orderBy('e.created_at', 'ASC')
    .limit(opts.limit);
  if (opts.postgres) qb.setLock('pessimistic_write').setOnLocked('skip_locked');
  const ids = (await qb.getMany()).map((event) => event.id);
  if (ids.length === 0) return 0;
  await m.delete(WebhookDeliveryEntity, { eventId: In(ids) });
  await m.delete(EventEntity, { id: In(ids) });
  return ids.length;
}

/**
 * Keeps EVENT_RETENTION_DAYS of events, with their deliveries. Without it every write added its whole resource to a
 * table nothing ever shrank.
 */
@Injectable()
export class EventRetentionSweeper extends RetentionSweeper {
  constructor(db: Db, @Inject(APP_CONFIG) config: AppConfig) {
    super(db, {
      name: 'Event retention',
      retentionMs: config.eventRetentionDays * DAY_MS,
      anyBefore: (m, cutoff) =>
        m.createQueryBuilder(EventEntity, 'e').where('e.created_at < :cutoff', { cutoff }).getExists(),
      purgeBatchBefore: (m, cutoff) => purgeEventsBefore(m, { cutoff, postgres: db.isPostgres, limit: PURGE_BATCH }),
    });
  }
}

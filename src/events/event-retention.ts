import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { Poller } from '../database/poller.js';
import { DAY_MS, PURGE_BATCH, purgeInBatches } from '../database/retention.js';
import { WebhookDeliveryEntity } from '../webhooks/webhook-delivery.entity.js';
import { EventEntity } from './event.entity.js';

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

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
 * Keeps EVENT_RETENTION_DAYS of events: every 10 minutes, and on `drain()`, purges what is older in batches of
 * PURGE_BATCH rows, one short transaction each, until none is left. Without it every write added its whole resource
 * to a table nothing ever shrank.
 */
@Injectable()
export class EventRetentionSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly poller: Poller;
  private readonly retentionMs: number;

  constructor(
    private readonly db: Db,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.retentionMs = config.eventRetentionDays * DAY_MS;
    this.poller = new Poller('Event retention', SWEEP_INTERVAL_MS, new Logger('Events'), (stopped) =>
      this.purge(stopped),
    );
  }

  onApplicationBootstrap(): void {
    this.poller.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.poller.stop();
  }

  /** Purges every event past the retention now; resolves when none is left. */
  drain(): Promise<void> {
    return this.poller.drain();
  }

  private purge(stopped: () => boolean): Promise<void> {
    const cutoff = new Date(Date.now() - this.retentionMs).toISOString();
    return purgeInBatches(this.db, {
      anyDue: (m) => m.createQueryBuilder(EventEntity, 'e').where('e.created_at < :cutoff', { cutoff }).getExists(),
      purgeBatch: (m) => purgeEventsBefore(m, { cutoff, postgres: this.db.isPostgres, limit: PURGE_BATCH }),
      stopped,
    });
  }
}

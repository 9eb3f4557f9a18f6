import { Inject, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { DAY_MS } from '../common/time.js';
import { RetentionSweeper } from '../database/retention.js';
import { WebhookDeliveryEntity } from '../webhooks/webhook-delivery.entity.js';
import { EventEntity } from './event.entity.js';

/**
 * Keeps EVENT_RETENTION_DAYS of events, with their webhook deliveries (a delivery cannot be sent without its event,
 * and its log is kept exactly as long as the event). Without it every write added its whole resource to a table
 * nothing ever shrank.
 */
@Injectable()
export class EventRetentionSweeper extends RetentionSweeper {
  constructor(db: Db, @Inject(APP_CONFIG) config: AppConfig) {
    super(db, {
      name: 'Event retention',
      retentionMs: config.eventRetentionDays * DAY_MS,
      entity: EventEntity,
      where: 'r.created_at < :cutoff',
      oldestFirst: 'r.created_at',
      purgeDependents: (m, ids) => m.delete(WebhookDeliveryEntity, { eventId: In(ids) }),
    });
  }
}

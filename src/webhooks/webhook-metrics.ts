import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Db } from '../database/db.service.js';
import { queueDepth } from '../database/queue-depth.js';
import { Metrics } from '../metrics/metrics.js';
import type { DeliveryStatus } from './webhook-delivery.entity.js';

/**
 * The deliveries at /metrics: the queue (one index range of webhook_delivery (status, next_attempt_at), read at each
 * scrape) and what each attempt became.
 */
@Injectable()
export class WebhookMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly db: Db,
  ) {}

  onModuleInit(): void {
    this.metrics.watchQueue('webhook_deliveries', () => queueDepth(this.db, 'webhook_delivery'));
  }

  /** One attempt, by the status it left its delivery in. */
  attempted(status: DeliveryStatus): void {
    this.metrics.webhookAttempt(status === 'pending' ? 'retrying' : status);
  }
}

import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { RateLimitRejections } from '../common/rate-limit/rejections.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { watchConnections } from './connection-gauges.js';
import { type QueueReader, QueueGauges } from './queue-gauges.js';

/** What became of a webhook delivery after one attempt: delivered, to be tried again, or given up. */
export type WebhookOutcome = 'succeeded' | 'retrying' | 'dead';
/** What became of an e-mail after one attempt to send it: sent, to be tried again, or refused for good. */
export type EmailOutcome = 'sent' | 'retrying' | 'dead';

/** Seconds: from a cached GET (~1 ms) to the request timeout; the defaults stop at 10 s, under the API's timeouts. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The service's Prometheus metrics, served by GET /metrics (docs/metrics.md lists each). One registry per app
 * instance, never prom-client's global one: tests boot many apps in one process, and each must count its own.
 * Without METRICS_TOKEN nothing reads them: requests are not timed, the process and pool are not sampled, and only
 * the workers' counters (a few increments a minute) are kept.
 */
@Injectable()
export class Metrics implements OnModuleInit {
  readonly registry = new Registry();
  readonly enabled: boolean;
  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request reaching Express to its answer sent (or the connection closed), by route template.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly webhookAttempts = new Counter({
    name: 'webhook_delivery_attempts_total',
    help: 'Webhook delivery attempts by this instance, by what became of the delivery: succeeded, retrying or dead.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly emailAttempts = new Counter({
    name: 'email_send_attempts_total',
    help: 'E-mails this instance tried to send, by kind and what became of them: sent, retrying or dead.',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly queues = new QueueGauges(this.registry);

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly db: Db,
    rejections: RateLimitRejections,
  ) {
    this.enabled = config.metricsToken !== null;
    this.registry.registerMetric(rejections.counter);
    for (const outcome of ['succeeded', 'retrying', 'dead'] as const) this.webhookAttempts.inc({ outcome }, 0);
  }

  onModuleInit(): void {
    if (!this.enabled) return;
    // Process CPU, memory, heap, event loop lag, GC, handles: prom-client's standard names, no prefix.
    collectDefaultMetrics({ register: this.registry });
    watchConnections(this.registry, this.db);
  }

  /** Counts one attempt of a webhook delivery (webhooks/ records it where the worker settles the attempt). */
  webhookAttempt(outcome: WebhookOutcome): void {
    this.webhookAttempts.inc({ outcome });
  }

  /** Counts one attempt to send an e-mail (`count` 0 declares the series); `kind` is one mail/ names. */
  emailAttempt(kind: string, outcome: EmailOutcome, count = 1): void {
    this.emailAttempts.inc({ kind, outcome }, count);
  }

  /**
   * Shows a queue's depth and oldest due age, read at each scrape with `read` (see QueueGauges). The owning feature
   * registers its queues: this folder reads no resource's table.
   */
  watchQueue(queue: string, read: QueueReader): void {
    this.queues.watch(queue, read);
  }
}

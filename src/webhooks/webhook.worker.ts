import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { anyDue } from '../database/claim-due.js';
import { Db } from '../database/db.service.js';
import { Poller } from '../database/poller.js';
import { describeError } from '../logging/log-safety.js';
import { QueryCounter } from '../database/query-counter.js';
import type { EventEntity } from '../events/event.entity.js';
import { eventsByIds } from '../events/event.repository.js';
import { recordAttempt, sendAttempt, skippedAttempt } from './webhook-attempts.js';
import { claimPicks, pickFairly } from './webhook-claims.js';
import { dueEndpoints } from './webhook-delivery.repository.js';
import type { WebhookDeliveryEntity } from './webhook-delivery.entity.js';
import type { WebhookEndpointEntity } from './webhook-endpoint.entity.js';
import { endpointsByIds } from './webhook-endpoint.repository.js';
import { WebhookMetrics } from './webhook-metrics.js';

/**
 * Delivers webhook events. Attempts run concurrently within caps (in all, per organization, per endpoint; see
 * pickFairly), each recorded as soon as it finishes; a free slot is filled at the next poll, or at once while due
 * work is waiting for slots. No attempt waits for another, so a receiver that never answers holds only its own
 * organization's slots, for at most WEBHOOK_TIMEOUT_MS each. Claims take a lease (FOR UPDATE SKIP LOCKED on
 * PostgreSQL), so several instances share the work without sending one delivery twice; the caps are per process.
 * At least once: a crash between the POST and the record re-sends after the lease expires, with the same
 * `webhook-id`, so receivers can deduplicate.
 */
@Injectable()
export class WebhookWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  private readonly poller: Poller;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly load = { org: new Map<string, number>(), endpoint: new Map<string, number>() };
  private readonly served = new Map<string, number>();
  private turn = 0;
  /** The last claim left due work waiting for slots: each finished attempt claims again. */
  private backlog = false;
  private kickQueued = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly metrics: WebhookMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.poller = new Poller('Webhooks', config.webhookPollMs, this.logger, () => this.claim(nowIso()).then(() => {}));
  }

  onApplicationBootstrap(): void {
    if (this.config.webhookAllowPrivateTargets) {
      this.logger.warn('WEBHOOK_ALLOW_PRIVATE_TARGETS is on: webhooks may reach internal addresses (development only)');
    }
    this.poller.start();
  }

  /** Stops claiming and waits for the attempts in flight (each bounded by its timeout) to be recorded. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await this.poller.stop();
    await Promise.allSettled(this.inFlight.values());
  }

  /**
   * Attempts every delivery due now, each once, and resolves when all are recorded (tests drive the worker with it).
   * Retries recorded meanwhile are due after the cutoff, so they wait for the next drain.
   */
  async drain(): Promise<void> {
    const cutoff = nowIso();
    // A retry scheduled without delay is due at its record time: make that strictly later than the cutoff.
    while (nowIso() === cutoff) await sleep(1);
    await QueryCounter.untracked(async () => {
      for (;;) {
        const started = await this.fill(cutoff);
        if (started === 0 && this.inFlight.size === 0) return;
        if (this.inFlight.size > 0) await Promise.race(this.inFlight.values());
      }
    });
  }

  /**
   * Claims as a run of the poller: one claim at a time in this process, polls included, so the slot counts a claim
   * reads are the ones it fills.
   */
  private fill(now: string): Promise<number> {
    return this.poller.run(() => this.claim(now));
  }

  /** Starts attempts for deliveries due at `now` while slots are free; never waits for them. Returns how many. */
  private async claim(now: string): Promise<number> {
    this.kickQueued = false;
    let started = 0;
    while (!this.stopped) {
      const free = this.config.webhookConcurrency - this.inFlight.size;
      // Every slot busy: nothing to claim, so nothing to read; a finished attempt kicks the next fill.
      if (free <= 0) {
        this.backlog = true;
        break;
      }
      if (!(await anyDue(this.db, 'webhook_delivery', now))) {
        this.backlog = false;
        break;
      }
      const { picks, limited } = pickFairly(await dueEndpoints(this.db, now), {
        free,
        perOrg: this.config.webhookConcurrencyPerOrg,
        perEndpoint: this.config.webhookConcurrencyPerEndpoint,
        inFlight: (kind, id) => this.load[kind].get(id) ?? 0,
        servedAt: (org) => this.served.get(org) ?? -1,
      });
      this.backlog = limited;
      if (picks.length === 0) break;
      // The lease outlives one attempt's timeout, so no other worker picks a row while it is being sent.
      const leaseMs = this.config.webhookTimeoutMs + 60_000;
      const claimed = await this.db.write((m) => claimPicks(m, picks, { dialect: this.db.dialect, now, leaseMs }));
      if (claimed.length === 0) break;
      await this.start(claimed);
      started += claimed.length;
    }
    return started;
  }

  private async start(claimed: WebhookDeliveryEntity[]): Promise<void> {
    const { endpoints, events } = await this.db.read(async (m) => ({
      endpoints: await endpointsByIds(m, [...new Set(claimed.map((d) => d.endpointId))]),
      events: await eventsByIds(m, [...new Set(claimed.map((d) => d.eventId))]),
    }));
    const endpointById = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
    const eventById = new Map(events.map((event) => [event.id, event]));
    for (const delivery of claimed) {
      this.served.set(delivery.organizationId, ++this.turn);
      this.adjust(delivery, 1);
      const attempt = this.attempt(delivery, endpointById.get(delivery.endpointId), eventById.get(delivery.eventId))
        .catch((error: unknown) => this.logger.error(`Webhook delivery ${delivery.id} failed: ${describeError(error)}`))
        .finally(() => {
          this.inFlight.delete(delivery.id);
          this.adjust(delivery, -1);
          if (this.backlog) this.kick();
        });
      this.inFlight.set(delivery.id, attempt);
    }
    // Organizations that stopped sending would otherwise stay in the map for the life of the process.
    if (this.served.size > 10_000) this.served.clear();
  }

  private async attempt(
    delivery: WebhookDeliveryEntity,
    endpoint: WebhookEndpointEntity | undefined,
    event: EventEntity | undefined,
  ): Promise<void> {
    const outcome =
      endpoint && event && endpoint.enabled
        ? await sendAttempt(endpoint, { event, delivery }, { config: this.config })
        : skippedAttempt(endpoint ? 'endpoint_disabled' : 'endpoint_deleted');
    const status = await recordAttempt(this.db, {
      delivery,
      endpoint,
      outcome,
      config: this.config,
      logger: this.logger,
    });
    this.metrics.attempted(status);
  }

  private adjust(delivery: WebhookDeliveryEntity, by: number): void {
    for (const [kind, id] of [
      ['org', delivery.organizationId],
      ['endpoint', delivery.endpointId],
    ] as const) {
      const count = (this.load[kind].get(id) ?? 0) + by;
      if (count > 0) this.load[kind].set(id, count);
      else this.load[kind].delete(id);
    }
  }

  /** Claims again now (once, however many attempts finish meanwhile) instead of at the next poll. */
  private kick(): void {
    if (this.kickQueued || this.stopped) return;
    this.kickQueued = true;
    QueryCounter.untracked(() => this.fill(nowIso())).catch((error: unknown) =>
      this.logger.error(`Webhooks claim failed: ${describeError(error)}`),
    );
  }
}

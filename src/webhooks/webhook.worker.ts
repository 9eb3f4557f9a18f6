import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { In } from 'typeorm';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { anyDue, claimDue, heldBy } from '../database/claim-due.js';
import { Db } from '../database/db.service.js';
import { redactText } from '../common/log-safety.js';
import { Poller, messageOf } from '../database/poller.js';
import { EventEntity } from '../events/event.entity.js';
import { toEventResource } from '../events/event.resource.js';
import { signDelivery } from './signing.js';
import { WebhookDeliveryEntity } from './webhook-delivery.entity.js';
import { type AttemptOutcome, afterAttempt, signingSecrets } from './webhook-delivery.rules.js';
import { WebhookEndpointEntity } from './webhook-endpoint.entity.js';

const BATCH = 20;

/**
 * Delivers webhook events: every WEBHOOK_POLL_MS it claims due deliveries (a lease, FOR UPDATE SKIP LOCKED on
 * PostgreSQL, so several instances share the work without sending one twice), POSTs them concurrently, and records
 * each attempt. At least once: a crash between the POST and the record re-sends after the lease expires, with the
 * same `webhook-id`, so receivers can deduplicate.
 */
@Injectable()
export class WebhookWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  private readonly poller: Poller;

  constructor(
    private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.poller = new Poller('Webhooks', config.webhookPollMs, this.logger, (stopped) => this.drainDue(stopped));
  }

  onApplicationBootstrap(): void {
    this.poller.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.poller.stop();
  }

  /** Attempts every delivery due now; resolves when each has been recorded. */
  drain(): Promise<void> {
    return this.poller.drain();
  }

  private async drainDue(stopped: () => boolean): Promise<void> {
    for (;;) {
      const now = nowIso();
      // The lease outlives one attempt's timeout, so no other worker picks a row while it is being sent.
      const leaseMs = this.config.webhookTimeoutMs + 60_000;
      if (!(await anyDue(this.db, 'webhook_delivery', now))) return;
      const batch = await this.db.write((m) =>
        claimDue(m, WebhookDeliveryEntity, {
          table: 'webhook_delivery',
          postgres: this.db.isPostgres,
          now,
          limit: BATCH,
          leaseMs,
        }),
      );
      if (batch.length > 0) await this.deliverBatch(batch);
      if (batch.length < BATCH || stopped()) return;
    }
  }

  private async deliverBatch(batch: WebhookDeliveryEntity[]): Promise<void> {
    const { endpoints, events } = await this.db.read(async (m) => ({
      endpoints: await m.find(WebhookEndpointEntity, {
        where: { id: In([...new Set(batch.map((d) => d.endpointId))]) },
      }),
      events: await m.find(EventEntity, { where: { id: In([...new Set(batch.map((d) => d.eventId))]) } }),
    }));
    const endpointById = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
    const eventById = new Map(events.map((event) => [event.id, event]));
    await Promise.all(
      batch.map(async (delivery) => {
        const endpoint = endpointById.get(delivery.endpointId);
        const event = eventById.get(delivery.eventId);
        const outcome =
          endpoint && event && endpoint.enabled
            ? await this.post(endpoint, JSON.stringify(toEventResource(event)), event.id)
            : skipped(endpoint ? 'endpoint disabled' : 'endpoint deleted');
        await this.record(delivery, endpoint, outcome);
      }),
    );
  }

  private async post(endpoint: WebhookEndpointEntity, payload: string, messageId: string): Promise<AttemptOutcome> {
    const started = Date.now();
    const at = new Date(started).toISOString();
    const headers = signDelivery(messageId, payload, signingSecrets(endpoint, at), new Date(started));
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'workspace-collab-api-webhooks', ...headers },
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.config.webhookTimeoutMs),
      });
      await response.body?.cancel().catch(() => undefined);
      const ok = response.status >= 200 && response.status < 300;
      return {
        ok,
        attempt: {
          at,
          statusCode: response.status,
          error: ok ? null : `HTTP ${response.status}`,
          durationMs: Date.now() - started,
        },
      };
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const message = timedOut ? `timed out after ${this.config.webhookTimeoutMs} ms` : messageOf(error);
      return {
        ok: false,
        attempt: { at, statusCode: null, error: message.slice(0, 500), durationMs: Date.now() - started },
      };
    }
  }

  private async record(
    delivery: WebhookDeliveryEntity,
    endpoint: WebhookEndpointEntity | undefined,
    outcome: AttemptOutcome,
  ): Promise<void> {
    const now = nowIso();
    const skippedForGood = outcome.attempt.statusCode === null && !endpoint?.enabled;
    const change = skippedForGood
      ? { ...afterAttempt(delivery, outcome, [], now), status: 'dead' as const }
      : afterAttempt(delivery, outcome, this.config.webhookRetrySchedule, now);
    await this.db.write(async (m) => {
      const { affected } = await m.update(WebhookDeliveryEntity, heldBy(delivery), change);
      // Our lease expired and another worker took the row: its record wins, ours would double-count.
      if (affected !== 1 || !endpoint || skippedForGood) return;
      if (outcome.ok) {
        // Bookkeeping, not a change of the endpoint: its version (ETag) stays.
        await m
          .createQueryBuilder()
          .update(WebhookEndpointEntity)
          .set({ consecutiveFailures: 0, version: () => 'version' })
          .where('id = :id', { id: endpoint.id })
          .execute();
        return;
      }
      await m
        .createQueryBuilder()
        .update(WebhookEndpointEntity)
        .set({ consecutiveFailures: () => 'consecutive_failures + 1', version: () => 'version' })
        .where('id = :id', { id: endpoint.id })
        .execute();
      const limit = this.config.webhookDisableAfterFailures;
      const { affected: disabled } = await m
        .createQueryBuilder()
        .update(WebhookEndpointEntity)
        .set({ enabled: false, disabledReason: `Disabled after ${limit} failed attempts in a row`, updatedAt: now })
        .where('id = :id AND enabled = :on AND consecutive_failures >= :limit', { id: endpoint.id, on: true, limit })
        .execute();
      if (disabled)
        this.logger.warn(`Webhook endpoint ${endpoint.id} disabled after ${limit} failed attempts in a row`);
    });
    if (!outcome.ok) {
      this.logger.warn(
        `Webhook delivery ${delivery.id} attempt ${change.attempts} failed: ${redactText(outcome.attempt.error ?? '')}`,
      );
    }
  }
}

function skipped(reason: string): AttemptOutcome {
  return { ok: false, attempt: { at: nowIso(), statusCode: null, error: reason, durationMs: 0 } };
}

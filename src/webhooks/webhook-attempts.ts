import type { Logger } from '@nestjs/common';
import { nowIso } from '../common/time.js';
import type { AppConfig } from '../config/config.js';
import type { Db } from '../database/db.service.js';
import type { EventEntity } from '../events/event.entity.js';
import { deliveryRequest } from './delivery-request.js';
import { type DeliveryStatus, type WebhookDeliveryEntity } from './webhook-delivery.entity.js';
import { type AttemptOutcome, afterAttempt } from './webhook-delivery.rules.js';
import type { WebhookEndpointEntity } from './webhook-endpoint.entity.js';
import { recordOnDelivery } from './webhook-delivery.repository.js';
import { countAttemptOutcome, disableAfterFailures } from './webhook-endpoint.repository.js';
import { type AttemptError, type Resolve, postWebhook } from './webhook-transport.js';

/**
 * One POST of a delivery to its endpoint, as the attempt log records it: the event in the endpoint's format, signed,
 * or the body fixed when it was queued (a chat message).
 */
export async function sendAttempt(
  endpoint: WebhookEndpointEntity,
  { event, delivery }: { event: EventEntity; delivery: Pick<WebhookDeliveryEntity, 'body'> },
  opts: { config: AppConfig; resolve?: Resolve },
): Promise<AttemptOutcome> {
  const started = Date.now();
  const at = new Date(started).toISOString();
  const request = deliveryRequest(endpoint, event, {
    at: new Date(started),
    baseUrl: opts.config.publicBaseUrl,
    fixedBody: delivery.body,
  });
  const result = await postWebhook({
    url: endpoint.url,
    headers: request.headers,
    body: request.body,
    timeoutMs: opts.config.webhookTimeoutMs,
    allowPrivateTargets: opts.config.webhookAllowPrivateTargets,
    resolve: opts.resolve,
  });
  return {
    ok: result.error === null,
    attempt: { at, statusCode: result.statusCode, error: result.error, durationMs: Date.now() - started },
  };
}

export function skippedAttempt(error: AttemptError): AttemptOutcome {
  return { ok: false, attempt: { at: nowIso(), statusCode: null, error, durationMs: 0 } };
}

/**
 * Records an attempt on its delivery (only while this worker still holds the lease) and keeps the endpoint's
 * failure count, disabling it after `webhookDisableAfterFailures` failures in a row. Returns the status the attempt
 * leaves the delivery in (`pending` when it will be retried).
 */
export async function recordAttempt(
  db: Db,
  opts: {
    delivery: WebhookDeliveryEntity;
    endpoint: WebhookEndpointEntity | undefined;
    outcome: AttemptOutcome;
    config: AppConfig;
    logger: Logger;
  },
): Promise<DeliveryStatus> {
  const { delivery, endpoint, outcome, config, logger } = opts;
  const now = nowIso();
  const skippedForGood = outcome.attempt.statusCode === null && !endpoint?.enabled;
  const change = skippedForGood
    ? { ...afterAttempt(delivery, outcome, [], now), status: 'dead' as const }
    : afterAttempt(delivery, outcome, config.webhookRetrySchedule, now);
  await db.write(async (m) => {
    const held = await recordOnDelivery(m, delivery, change);
    // Our lease expired and another worker took the row: its record wins, ours would double-count.
    if (!held || !endpoint || skippedForGood) return;
    // Only while the endpoint still has the address tried: an address set meanwhile starts afresh, and the old one's
    // failure must not count against it (or turn it off).
    const tried = { id: endpoint.id, url: endpoint.url };
    await countAttemptOutcome(m, tried, outcome.ok);
    if (outcome.ok) return;
    const limit = config.webhookDisableAfterFailures;
    const disabled = await disableAfterFailures(m, { tried, limit, now });
    if (disabled) logger.warn(`Webhook endpoint ${endpoint.id} disabled after ${limit} failed attempts in a row`);
  });
  if (!outcome.ok) {
    const { error, statusCode } = outcome.attempt;
    logger.warn(
      `Webhook delivery ${delivery.id} attempt ${change.attempts} failed: ${error}${statusCode ? ` ${statusCode}` : ''}`,
    );
  }
  return change.status;
}

import { later } from '../database/leased-row.js';
import type { DeliveryAttempt, WebhookDeliveryEntity } from './webhook-delivery.entity.js';

/** At most this many attempts are kept per delivery (the schedule allows up to 21). */
const LOG_LIMIT = 25;

export interface AttemptOutcome {
  ok: boolean;
  attempt: DeliveryAttempt;
}

export interface DeliveryChange {
  status: WebhookDeliveryEntity['status'];
  attempts: number;
  nextAttemptAt: string;
  attemptLog: string;
  lockedUntil: null;
  updatedAt: string;
}

/**
 * What one attempt does to a delivery: success settles it; a failure schedules the next try after
 * `schedule[attempts - 1]` seconds, or parks it as `dead` once the schedule is used up.
 */
export function afterAttempt(
  delivery: WebhookDeliveryEntity,
  outcome: AttemptOutcome,
  schedule: readonly number[],
  now: string,
): DeliveryChange {
  const attempts = delivery.attempts + 1;
  const log = [...(JSON.parse(delivery.attemptLog) as DeliveryAttempt[]), outcome.attempt].slice(-LOG_LIMIT);
  const base = { attempts, attemptLog: JSON.stringify(log), lockedUntil: null, updatedAt: now };
  if (outcome.ok) return { ...base, status: 'succeeded', nextAttemptAt: delivery.nextAttemptAt };
  const delaySeconds = schedule[attempts - 1];
  if (delaySeconds === undefined) return { ...base, status: 'dead', nextAttemptAt: delivery.nextAttemptAt };
  return { ...base, status: 'pending', nextAttemptAt: later(now, delaySeconds * 1000) };
}

/** The secrets that sign a delivery now: the current one, plus the previous one during a rotation's overlap. */
export function signingSecrets(
  endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: string | null },
  now: string,
): string[] {
  const overlapping =
    endpoint.previousSecret !== null &&
    endpoint.previousSecretExpiresAt !== null &&
    endpoint.previousSecretExpiresAt > now;
  return overlapping ? [endpoint.secret, endpoint.previousSecret as string] : [endpoint.secret];
}

import { type EntityManager, In } from 'typeorm';
import { WebhookDeliveryEntity } from './webhook-delivery.entity.js';
import { EVENT_ENDPOINTS, WebhookEndpointEntity } from './webhook-endpoint.entity.js';

/** An endpoint of the organization that receives events (the chat channel's is not one), or null. */
export function findEventEndpoint(m: EntityManager, orgId: string, id: string): Promise<WebhookEndpointEntity | null> {
  return m.findOne(WebhookEndpointEntity, { where: { id, organizationId: orgId, ...EVENT_ENDPOINTS } });
}

/** The endpoints of the organization that receive events: what the bound counts. */
export function countEventEndpoints(m: EntityManager, orgId: string): Promise<number> {
  return m.count(WebhookEndpointEntity, { where: { organizationId: orgId, ...EVENT_ENDPOINTS } });
}

/** The enabled endpoints an event of the organization may go to (all of them, or the one named). */
export function enabledEventEndpoints(
  m: EntityManager,
  { organizationId, endpointId }: { organizationId: string; endpointId?: string },
): Promise<WebhookEndpointEntity[]> {
  return m.find(WebhookEndpointEntity, {
    where: { organizationId, enabled: true, ...EVENT_ENDPOINTS, ...(endpointId && { id: endpointId }) },
  });
}

export function endpointsByIds(m: EntityManager, ids: readonly string[]): Promise<WebhookEndpointEntity[]> {
  return m.find(WebhookEndpointEntity, { where: { id: In([...ids]) } });
}

export function insertEndpoint(m: EntityManager, endpoint: WebhookEndpointEntity): Promise<unknown> {
  return m.insert(WebhookEndpointEntity, endpoint);
}

export function updateEndpoint(
  m: EntityManager,
  id: string,
  changes: Partial<WebhookEndpointEntity>,
): Promise<unknown> {
  return m.update(WebhookEndpointEntity, { id }, changes);
}

/** The endpoint and its deliveries (their log goes with it). */
export async function deleteEndpoint(m: EntityManager, id: string): Promise<void> {
  await m.delete(WebhookDeliveryEntity, { endpointId: id });
  await m.delete(WebhookEndpointEntity, { id });
}

/** Which endpoint an attempt went to: its id and the address tried. */
export interface TriedAddress {
  id: string;
  url: string;
}

/**
 * Counts an attempt's outcome on the endpoint (a success resets the count), only while it still has the address
 * tried: bookkeeping, not a change of the endpoint, so its version (ETag) stays.
 */
export async function countAttemptOutcome(m: EntityManager, tried: TriedAddress, ok: boolean): Promise<void> {
  await attemptOutcomeQuery(m, tried, ok).execute();
}

export function attemptOutcomeQuery(m: EntityManager, tried: TriedAddress, ok: boolean) {
  return m
    .createQueryBuilder()
    .update(WebhookEndpointEntity)
    .set({ consecutiveFailures: ok ? 0 : () => 'consecutive_failures + 1', version: () => 'version' })
    .where('id = :id AND url = :url', tried);
}

/** Disables the endpoint once `limit` attempts in a row failed at the address tried; whether this call did. */
export async function disableAfterFailures(
  m: EntityManager,
  { tried, limit, now }: { tried: TriedAddress; limit: number; now: string },
): Promise<boolean> {
  const { affected } = await disableQuery(m, { tried, limit, now }).execute();
  return Boolean(affected);
}

export function disableQuery(
  m: EntityManager,
  { tried, limit, now }: { tried: TriedAddress; limit: number; now: string },
) {
  return m
    .createQueryBuilder()
    .update(WebhookEndpointEntity)
    .set({ enabled: false, disabledReason: `Disabled after ${limit} failed attempts in a row`, updatedAt: now })
    .where('id = :id AND url = :url AND enabled = :on AND consecutive_failures >= :limit', {
      ...tried,
      on: true,
      limit,
    });
}

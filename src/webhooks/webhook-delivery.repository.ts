import { type EntityManager, In } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { Db } from '../database/db.service.js';
import { dueCondition, heldBy } from '../database/leased-row.js';
import { NamedStatement } from '../database/prepared-query.js';
import type { DueEndpoint } from './webhook-claims.js';
import { WebhookDeliveryEntity } from './webhook-delivery.entity.js';

/**
 * One index probe per endpoint (webhook_delivery (endpoint_id, status, next_attempt_at)): the cost follows the
 * number of endpoints, which is capped per organization, not the size of a backlog, which a tenant with a silent
 * receiver can grow at will. The due condition is claim-due's, per endpoint.
 */
export const DUE_ENDPOINTS = new NamedStatement<{ now: string }>(
  `SELECT e.id AS "endpointId", e.organization_id AS "organizationId" FROM webhook_endpoint e
   WHERE EXISTS (SELECT 1 FROM webhook_delivery d WHERE d.endpoint_id = e.id AND ${dueCondition('d')})`,
);

export async function dueEndpoints(db: Db, now: string): Promise<DueEndpoint[]> {
  const [sql, parameters] = DUE_ENDPOINTS.bind(db.dataSource.manager, { now });
  return db.query<DueEndpoint>(sql, parameters);
}

/** Inserts deliveries in the caller's transaction (the event's, so they exist exactly when it does). */
export async function queueDeliveries(
  m: EntityManager,
  deliveries: QueryDeepPartialEntity<WebhookDeliveryEntity>[],
): Promise<void> {
  if (deliveries.length === 0) return;
  await queueDeliveriesQuery(m, deliveries).execute();
}

export const queueDeliveriesQuery = (m: EntityManager, deliveries: QueryDeepPartialEntity<WebhookDeliveryEntity>[]) =>
  m.createQueryBuilder().insert().into(WebhookDeliveryEntity).values(deliveries).updateEntity(false);

/** The deliveries of purged events: a delivery cannot be sent without its event. */
export async function deleteDeliveriesOfEvents(m: EntityManager, eventIds: readonly string[]): Promise<void> {
  await m.delete(WebhookDeliveryEntity, { eventId: In([...eventIds]) });
}

/** Records an attempt on a delivery while this worker still holds its lease; whether it did (one row). */
export async function recordOnDelivery(
  m: EntityManager,
  delivery: WebhookDeliveryEntity,
  change: QueryDeepPartialEntity<WebhookDeliveryEntity>,
): Promise<boolean> {
  const { affected } = await m.update(WebhookDeliveryEntity, heldBy(delivery), change);
  return affected === 1;
}

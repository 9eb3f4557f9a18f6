import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { EventEntity } from '../events/event.entity.js';
import { newId } from '../common/ids.js';
import type { EventSubscriber } from '../events/event-subscribers.js';
import { ALL_EVENTS } from '../events/event-types.js';
import { dockSubscribes } from './dock-names.js';
import { type WebhookDeliveryEntity } from './webhook-delivery.entity.js';
import { deleteDeliveriesOfEvents, queueDeliveries } from './webhook-delivery.repository.js';
import { enabledEventEndpoints } from './webhook-endpoint.repository.js';

/**
 * What webhooks keep per event: one delivery per subscribed, enabled endpoint of the event's organization, due at
 * once, queued in the emitting transaction; purged with the event (a delivery cannot be sent without its event, and
 * its log is kept exactly as long as the event). An endpoint in Dock's format subscribed to task updates also gets
 * completions and reopenings, which Dock tells as updates (see dockSubscribes).
 */
export const WEBHOOK_SUBSCRIBER: EventSubscriber = {
  async emitted(m, event, options) {
    const { organizationId } = event;
    const endpoints = await enabledEventEndpoints(m, { organizationId, endpointId: options.endpointId });
    const subscribed = endpoints.filter((endpoint) => {
      const types = JSON.parse(endpoint.eventTypes) as string[];
      return (
        options.endpointId !== undefined ||
        types.includes(ALL_EVENTS) ||
        types.includes(event.type) ||
        (endpoint.format === 'dock' && dockSubscribes(types, event.type))
      );
    });
    if (subscribed.length === 0) return;
    await queueDeliveries(
      m,
      subscribed.map((endpoint) => pendingDelivery({ endpointId: endpoint.id, event, body: null })),
    );
  },

  async purging(m, eventIds) {
    await deleteDeliveriesOfEvents(m, eventIds);
  },
};

/** A delivery of `event` to one endpoint, due at once; `body` is fixed now (a chat message) or null (the event). */
export function pendingDelivery({
  endpointId,
  event,
  body,
}: {
  endpointId: string;
  event: EventEntity;
  body: string | null;
}): QueryDeepPartialEntity<WebhookDeliveryEntity> {
  const now = event.createdAt;
  return {
    id: newId(),
    organizationId: event.organizationId,
    endpointId,
    eventId: event.id,
    eventType: event.type,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    lockedUntil: null,
    body,
    attemptLog: '[]',
    createdAt: now,
    updatedAt: now,
  };
}

import { In } from 'typeorm';
import { newId } from '../common/ids.js';
import type { EventSubscriber } from '../events/event-subscribers.js';
import { ALL_EVENTS } from '../events/event-types.js';
import { dockSubscribes } from './dock-names.js';
import { WebhookDeliveryEntity } from './webhook-delivery.entity.js';
import { WebhookEndpointEntity } from './webhook-endpoint.entity.js';

/**
 * What webhooks keep per event: one delivery per subscribed, enabled endpoint of the event's organization, due at
 * once, queued in the emitting transaction; purged with the event (a delivery cannot be sent without its event, and
 * its log is kept exactly as long as the event). An endpoint in Dock's format subscribed to task updates also gets
 * completions and reopenings, which Dock tells as updates (see dockSubscribes).
 */
export const WEBHOOK_SUBSCRIBER: EventSubscriber = {
  async emitted(m, event, options) {
    const { organizationId } = event;
    const endpoints = await m.find(WebhookEndpointEntity, {
      where: { organizationId, enabled: true, ...(options.endpointId && { id: options.endpointId }) },
    });
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
    const now = event.createdAt;
    await m
      .createQueryBuilder()
      .insert()
      .into(WebhookDeliveryEntity)
      .values(
        subscribed.map((endpoint) => ({
          id: newId(),
          organizationId,
          endpointId: endpoint.id,
          eventId: event.id,
          eventType: event.type,
          status: 'pending' as const,
          attempts: 0,
          nextAttemptAt: now,
          lockedUntil: null,
          attemptLog: '[]',
          createdAt: now,
          updatedAt: now,
        })),
      )
      .updateEntity(false)
      .execute();
  },

  async purging(m, eventIds) {
    await m.delete(WebhookDeliveryEntity, { eventId: In(eventIds) });
  },
};

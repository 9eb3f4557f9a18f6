import type { DataSource, EntityManager } from 'typeorm';
import type { EventEntity } from './event.entity.js';

export interface EmitOptions {
  /** Deliver only to this endpoint (the "send test event" operation). */
  endpointId?: string;
}

/**
 * A feature that keeps something per event (webhooks: one delivery per subscribed endpoint). It registers itself
 * with subscribeToEvents, so the events feature never imports it; both calls run in the caller's transaction, so
 * what a subscriber keeps is committed or rolled back with the event.
 */
export interface EventSubscriber {
  /** After the event's row is inserted, in the emitting transaction. */
  emitted(m: EntityManager, event: EventEntity, options: EmitOptions): Promise<void>;
  /** Deletes what belongs to events about to be purged (their ids), in the purge's transaction. */
  purging(m: EntityManager, eventIds: string[]): Promise<void>;
}

/**
 * Per data source, that is per application: emitEvent is handed only the caller's EntityManager, and an application
 * built without WebhooksModule (or several applications in one process, as in tests) must not run another's
 * subscribers.
 */
const subscribers = new WeakMap<DataSource, Set<EventSubscriber>>();

export function subscribeToEvents(dataSource: DataSource, subscriber: EventSubscriber): void {
  const registered = subscribers.get(dataSource) ?? new Set<EventSubscriber>();
  subscribers.set(dataSource, registered.add(subscriber));
}

const subscribersOf = (m: EntityManager): Iterable<EventSubscriber> => subscribers.get(m.connection) ?? [];

export async function eventEmitted(m: EntityManager, event: EventEntity, options: EmitOptions): Promise<void> {
  for (const subscriber of subscribersOf(m)) await subscriber.emitted(m, event, options);
}

export async function eventsPurging(m: EntityManager, eventIds: string[]): Promise<void> {
  for (const subscriber of subscribersOf(m)) await subscriber.purging(m, eventIds);
}

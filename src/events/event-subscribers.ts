import type { EntityManager } from 'typeorm';
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
 * Process-wide: a subscriber is code, not state, and every application in a process is built from the same modules.
 * A Set, so a subscriber registered by several applications (tests) is called once.
 */
const subscribers = new Set<EventSubscriber>();

export function subscribeToEvents(subscriber: EventSubscriber): void {
  subscribers.add(subscriber);
}

export async function eventEmitted(m: EntityManager, event: EventEntity, options: EmitOptions): Promise<void> {
  for (const subscriber of subscribers) await subscriber.emitted(m, event, options);
}

export async function eventsPurging(m: EntityManager, eventIds: string[]): Promise<void> {
  for (const subscriber of subscribers) await subscriber.purging(m, eventIds);
}

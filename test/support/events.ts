import { EventEntity } from '../../src/events/event.entity.js';
import type { Api } from './api.js';
import type { TestApp } from './app.js';
import type { Json } from './wire.js';

/** Every event of the key's organization, oldest first (at most 100). */
export async function eventsOf(api: Api): Promise<Json[]> {
  return (await api.get('/v1/events?limit=100').expect(200)).body.data.events as Json[];
}

/** Event types of the key's organization, sorted: writes emit several events in one millisecond. */
export async function eventTypes(api: Api): Promise<string[]> {
  return (await eventsOf(api)).map((event) => event.type as string).sort();
}

/** The payload of the organization's newest event of `type`, read from the table; undefined when there is none. */
export async function lastEventData(t: TestApp, orgId: string, type: string): Promise<Json | undefined> {
  const [event] = await t.dataSource.manager.find(EventEntity, {
    where: { organizationId: orgId, type },
    order: { createdAt: 'DESC', id: 'DESC' },
    take: 1,
  });
  return event ? (JSON.parse(event.data) as Json) : undefined;
}

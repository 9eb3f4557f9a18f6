import type { DataSource, EntityManager } from 'typeorm';
import { fitsUtf8 } from '../common/text-bounds.js';

/** EVENT_PAYLOAD_MAX_BYTES's default, used where no application configured the data source (scripts). */
export const DEFAULT_EVENT_PAYLOAD_MAX_BYTES = 65_536;

/**
 * The cap per data source rather than per process: emitEvent receives only the caller's EntityManager, and several
 * applications (tests) may run in one process with different settings. Set once by EventsModule at boot.
 */
const maxBytesBySource = new WeakMap<DataSource, number>();

export function configureEventPayloads(dataSource: DataSource, maxBytes: number): void {
  maxBytesBySource.set(dataSource, maxBytes);
}

/** What an event stores in place of a resource too large to keep: enough to re-fetch it with `GET`. */
export interface TruncatedObject {
  id: unknown;
  object: unknown;
  url?: unknown;
  truncated: true;
}

/**
 * The event's stored `data`: `{ object }` as rendered, or, when its JSON is longer than the cap in UTF-8 bytes,
 * `{ object: { id, object, url?, truncated: true } }`. Without a cap one write of a 1 MiB resource stored 1 MiB per
 * event and per change, for as long as events are kept; receivers of a truncated event GET the resource instead.
 */
export function eventData(m: EntityManager, object: object): string {
  const full = JSON.stringify({ object });
  const maxBytes = maxBytesBySource.get(m.connection) ?? DEFAULT_EVENT_PAYLOAD_MAX_BYTES;
  if (fitsUtf8(full, maxBytes)) return full;
  return JSON.stringify({ object: truncated(object as Record<string, unknown>) });
}

function truncated(resource: Record<string, unknown>): TruncatedObject {
  return {
    id: resource.id,
    object: resource.object,
    ...(typeof resource.url === 'string' && { url: resource.url }),
    truncated: true,
  };
}

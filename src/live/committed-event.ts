import type { EventEntity } from '../events/event.entity.js';

/**
 * What every instance is told of an event that committed: whose, about which workspace, its id and type. Never its
 * content (personal data stays in the event log, read under the reader's own access) and always far below
 * PostgreSQL's 8000-byte NOTIFY limit: ids are 12 characters, types at most 64.
 */
export interface CommittedEvent {
  organizationId: string;
  workspaceId: string | null;
  eventId: string;
  type: string;
}

/** The PostgreSQL channel committed events are notified on (by the event table's trigger, migration LiveEvents). */
export const LIVE_EVENTS_CHANNEL = 'wsapi_events';

export const committedEvent = (event: EventEntity): CommittedEvent => ({
  organizationId: event.organizationId,
  workspaceId: event.workspaceId,
  eventId: event.id,
  type: event.type,
});

const isId = (value: unknown): value is string => typeof value === 'string' && /^[0-9A-Za-z]{12}$/.test(value);

/**
 * The notification's event, from the trigger's `{ o, w, e, t }`; null for anything else on the channel (another
 * version's shape).
 */
export function decodeCommitted(payload: string): CommittedEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  const { o, w, e, t } = (parsed ?? {}) as Record<string, unknown>;
  if (!isId(o) || !isId(e) || (w !== null && !isId(w)) || typeof t !== 'string' || t.length > 64) return null;
  return { organizationId: o, workspaceId: w, eventId: e, type: t };
}

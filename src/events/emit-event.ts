import type { EntityManager } from 'typeorm';
import { newId } from '../common/ids.js';
import type { Selection } from '../common/properties/selection.js';
import { nowIso } from '../common/time.js';
import { EventEntity } from './event.entity.js';
import { insertEvent } from './event.repository.js';
import { eventData } from './event-payload.js';
import { type EmitOptions, eventEmitted } from './event-subscribers.js';
import type { EventType } from './event-types.js';

export type { EmitOptions } from './event-subscribers.js';

/** One event: whose, of which type, and the resource it carries. */
export interface EventToEmit extends EmitOptions {
  organizationId: string;
  type: EventType;
  object: object;
  /** The workspace the object belongs to, where the object does not say (a delete's `{ id, object, deleted }`). */
  workspaceId?: string;
}

/** The workspace an event is about: a workspace's own id, or the `workspaceId` of a part of one. */
function workspaceOf(object: object): string | null {
  const resource = object as { object?: unknown; id?: unknown; workspaceId?: unknown };
  if (resource.object === 'workspace' && typeof resource.id === 'string') return resource.id;
  return typeof resource.workspaceId === 'string' ? resource.workspaceId : null;
}

/**
 * Records an event in the caller's transaction, where its subscribers (webhooks: one delivery per subscribed, enabled
 * endpoint) keep what they need. Because all is written with the change, a committed change always has its event
 * and a rolled-back one never does.
 * `object` is the resource as `GET` returns it in full, or `{ id, object, deleted: true }` after a delete; past
 * EVENT_PAYLOAD_MAX_BYTES only `{ id, object, url, truncated: true }` is kept (see eventData).
 */
export async function emitEvent(
  m: EntityManager,
  { organizationId, type, object, workspaceId, ...options }: EventToEmit,
): Promise<EventEntity> {
  const now = nowIso();
  const event = m.create(EventEntity, {
    id: newId(),
    organizationId,
    type,
    data: eventData(m, object),
    workspaceId: workspaceId ?? workspaceOf(object),
    createdAt: now,
    updatedAt: now,
  });
  await insertEvent(m, event);
  await eventEmitted(m, event, options);
  return event;
}

/** A change answered with one resource: `render` draws it for a selection (in full for the event). */
export interface ChangeToEmit<T> {
  organizationId: string;
  type: EventType;
  /** What the caller asked for. */
  sel: Selection;
  render: (sel: Selection) => Promise<T> | T;
}

/**
 * For a write that answers one resource: renders it in full for the event, emits the event, and answers the
 * caller's selection of the same rendering (one rendering when the caller selected everything).
 */
export async function emitChange<T extends object>(
  m: EntityManager,
  { organizationId, type, sel, render }: ChangeToEmit<T>,
): Promise<Partial<T>> {
  const full = await render(sel.widened());
  await emitEvent(m, { organizationId, type, object: full });
  return sel.project(full);
}

/** The event of a delete: the id and type of what is gone. */
export function emitDeleted(
  m: EntityManager,
  {
    organizationId,
    type,
    resource,
    workspaceId,
  }: { organizationId: string; type: EventType; resource: { id: string; object: string }; workspaceId?: string },
): Promise<EventEntity> {
  return emitEvent(m, { organizationId, type, object: { ...resource, deleted: true }, workspaceId });
}

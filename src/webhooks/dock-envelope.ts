import { resourceUrl } from '../common/urls.js';
import type { EventDoc } from '../events/event.resource.js';
import { dockEventNameOf, dockPropertyChange, dockSubscriptionId } from './dock-names.js';

/** The body of a delivery to an endpoint in Dock's format, in the order Dock's documentation lists its fields. */
export interface DockEnvelope {
  /** The event's id: the same in every attempt, so receivers deduplicate on it. */
  id: string;
  object: 'webhook-event';
  /** The endpoint's id. */
  webhookId: string;
  subscriptionType: string;
  subscriptionId: string;
  /** When the event was recorded (the change's commit), not when this attempt was sent. */
  occurredAt: string;
  propertyName: string | null;
  propertyPreviousValue: unknown;
  propertyValue: unknown;
  associatedObjects: Record<string, unknown>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fields naming another resource by id → the key Dock files it under, and its collection (for its `url`). */
const REFERENCES: readonly (readonly [field: string, key: string, collection: string])[] = [
  ['workspaceId', 'workspace', 'workspaces'],
  ['accountId', 'account', 'accounts'],
  ['dealId', 'deal', 'deals'],
  ['userId', 'user', 'users'],
  ['templateId', 'template', 'templates'],
  ['workspacePlanId', 'workspacePlan', 'workspace-plans'],
  ['workspacePageId', 'workspacePage', 'workspace-pages'],
  ['workspacePlanTaskId', 'workspacePlanTask', 'workspace-plan-tasks'],
  ['fileId', 'file', 'files'],
  ['assetId', 'asset', 'assets'],
];

/**
 * Dock's `associatedObjects` for an event about `object`. An object that brings its own (the contacts' activity
 * events build them when they are emitted: workspace, account, user and what was acted on) is trusted as it is.
 * Otherwise the object itself is filed under its Dock key (its `object` name; resources without one, such as
 * workspace users, under the event type's resource), beside `{id, object, url}` stubs for the resources it refers
 * to by id, and the user a workspace membership embeds (or a task's assignee event names). Truncated and deleted objects pass as they are.
 */
export function dockAssociatedObjects(type: string, object: Json, baseUrl: string): Json {
  if (isObject(object.associatedObjects)) return object.associatedObjects;
  const key = typeof object.object === 'string' ? object.object : type.slice(0, type.indexOf('.'));
  const associated: Json = { [key]: object };
  if (isObject(object.user) && key !== 'user') associated.user = object.user;
  // A task's assignee event names the person who joined or left it as Dock's `user`.
  if (isObject(object.assignee) && !('user' in associated)) associated.user = object.assignee;
  for (const [field, refKey, collection] of REFERENCES) {
    const id = object[field];
    if (typeof id !== 'string' || refKey in associated) continue;
    associated[refKey] = { id, object: refKey, url: resourceUrl(baseUrl, collection, id) };
  }
  return associated;
}

/** One event as Dock delivers it to the endpoint `webhookId`. */
export function toDockEnvelope(event: EventDoc, webhookId: string, baseUrl: string): DockEnvelope {
  const object = isObject(event.data.object) ? event.data.object : {};
  const subscriptionType = dockEventNameOf(event.type, object);
  return {
    id: event.id,
    object: 'webhook-event',
    webhookId,
    subscriptionType,
    subscriptionId: dockSubscriptionId(webhookId, subscriptionType),
    occurredAt: event.createdAt,
    ...dockPropertyChange(event.type, object),
    associatedObjects: dockAssociatedObjects(event.type, object, baseUrl),
  };
}

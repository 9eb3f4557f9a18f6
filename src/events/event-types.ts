/**
 * Every event the API emits. `<resource>.created|updated|deleted` for each writable resource, plus the state changes
 * a receiver usually cares about on their own (publishing, task completion).
 */
const crud = <R extends string>(resource: R) =>
  [`${resource}.created`, `${resource}.updated`, `${resource}.deleted`] as const;

export const EVENT_TYPES = [
  ...crud('account'),
  ...crud('asset'),
  ...crud('board'),
  ...crud('customField'),
  ...crud('deal'),
  'file.created',
  'file.deleted',
  ...crud('tag'),
  ...crud('template'),
  ...crud('user'),
  ...crud('workspace'),
  'workspace.published',
  'workspace.unpublished',
  ...crud('workspacePlan'),
  'workspacePlanTask.created',
  'workspacePlanTask.updated',
  'workspacePlanTask.completed',
  'workspacePlanTask.reopened',
  'workspacePlanTask.deleted',
  ...crud('workspacePage'),
  ...crud('workspaceSection'),
  ...crud('workspaceUser'),
  ...crud('workspaceDomain'),
  'webhook.test',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** A subscription to every event type, including ones added later. */
export const ALL_EVENTS = '*';

import { createHash } from 'node:crypto';

/**
 * Our task events that Dock tells as a change of the task's `status`: Dock has one event for a task's state set
 * through the product (`workspace.plan.task.updated`, property `status`), and keeps `workspace.plan.task.completed`
 * for a contact completing it on the published workspace (our activity event of that name). Delivering ours under
 * Dock's `completed` as well would tell a Dock receiver of one completion twice.
 */
const STATUS_CHANGES: Readonly<Record<string, { previous: string; current: string }>> = {
  // The event does not carry the status before the change, only that the task was not completed: a completion is
  // told as coming from 'In Progress' (the status a reopened task takes), also when the task was 'Not Started'.
  'workspacePlanTask.completed': { previous: 'In Progress', current: 'Completed' },
  'workspacePlanTask.reopened': { previous: 'Completed', current: 'In Progress' },
};

const TASK_UPDATED = 'workspacePlanTask.updated';

/**
 * Dock's name (`subscriptionType`) for one of our event types. Types already dotted and lower-case (the contacts'
 * activity, `workspace.published`, `account.created`, `webhook.test`) are Dock's names as they are; a camelCase
 * resource becomes dotted words (`workspacePlanTask.updated` → `workspace.plan.task.updated`,
 * `workspaceUser.created` → `workspace.user.created`); a task completed or reopened is a status update.
 */
export function dockEventName(type: string): string {
  // Actions are lower-case: every capital is the start of a word of the resource.
  return (STATUS_CHANGES[type] ? TASK_UPDATED : type).replace(/[A-Z]/g, (letter) => `.${letter.toLowerCase()}`);
}

const isTaskSubject = (subject: unknown): boolean =>
  typeof subject === 'object' && subject !== null && (subject as { type?: unknown }).type === 'workspacePlanTask';

/**
 * Dock's name for an event about `object`: as dockEventName(), except that a reply in a workspace thread (a message
 * with a `parentId`) is Dock's `workspace.message.commented`, and a comment on a plan task is Dock's task comment
 * (`workspace.plan.task.comment.created`, and `.updated`/`.deleted` alike) where others are `workspace.comment.*`.
 */
export function dockEventNameOf(type: string, object: Record<string, unknown>): string {
  if (type === 'workspaceMessage.created' && typeof object.parentId === 'string') return 'workspace.message.commented';
  if (type.startsWith('workspaceComment.') && isTaskSubject(object.subject)) {
    return `workspace.plan.task.comment.${type.slice(type.indexOf('.') + 1)}`;
  }
  return dockEventName(type);
}

export interface DockPropertyChange {
  propertyName: string | null;
  propertyPreviousValue: unknown;
  propertyValue: unknown;
}

const NO_CHANGE: DockPropertyChange = { propertyName: null, propertyPreviousValue: null, propertyValue: null };

/**
 * The property an event changed, as far as the event tells it: the task's status for a completion or a reopening
 * (the new status read from the task when the event carries it: a task reopened as 'Not Started' says so), null
 * for every other event (our `.updated` events carry the resource after the change, not which field moved).
 */
export function dockPropertyChange(type: string, object: Record<string, unknown>): DockPropertyChange {
  const change = STATUS_CHANGES[type];
  if (!change) return NO_CHANGE;
  const status = typeof object.status === 'string' ? object.status : change.current;
  return { propertyName: 'status', propertyPreviousValue: change.previous, propertyValue: status };
}

/**
 * The rule an endpoint in Dock's format adds to the plain one (`*` or the type itself): a subscription to
 * `workspacePlanTask.updated` also receives completions and reopenings, which it gets as `workspace.plan.task.updated`.
 */
export function dockSubscribes(types: readonly string[], type: string): boolean {
  return STATUS_CHANGES[type] !== undefined && types.includes(TASK_UPDATED);
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Dock's `subscriptionId`: one per endpoint and Dock event name, shaped like our ids (12 base62 characters) and
 * derived rather than stored (from SHA-256 of the endpoint id and the name), so it is the same in every delivery of
 * that name to that endpoint, on every instance, across restarts, rotations and changes of `eventTypes`.
 */
export function dockSubscriptionId(endpointId: string, subscriptionType: string): string {
  let n = BigInt(`0x${createHash('sha256').update(`${endpointId}\n${subscriptionType}`).digest('hex')}`);
  let out = '';
  for (let i = 0; i < 12; i++) {
    out += BASE62[Number(n % 62n)];
    n /= 62n;
  }
  return out;
}

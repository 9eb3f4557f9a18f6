/**
 * Every event the API emits. `<resource>.created|updated|deleted` for each writable resource, plus the state changes
 * a receiver usually cares about on their own (publishing, task completion).
 */
/**
 * What a signed-in contact does on a published workspace (recorded as workspace activities, and emitted as events of
 * the same names, which are Dock's). Time on the page is not one: it adds to the workspace's totalTimeSpent.
 */
const EMITTED_ACTIVITY_TYPES = [
  'workspace.viewed',
  'workspace.page.viewed',
  'workspace.plan.task.completed',
  'workspace.plan.task.reopened',
  'workspace.file.downloaded',
  'workspace.link.clicked',
  'workspace.asset.viewed',
  'workspace.asset.shared',
] as const;

/**
 * A contact's message or comment, recorded as an activity under Dock's name for it. Its event is the one of what was
 * written (`workspaceMessage.created`, which Dock's format delivers under these very names): an event of the
 * activity's own would tell a receiver of one message twice.
 */
export const CONVERSATION_ACTIVITY_TYPES = [
  'workspace.message.created',
  'workspace.message.commented',
  'workspace.comment.created',
  'workspace.plan.task.comment.created',
] as const;

/**
 * A contact's form response, recorded as an activity under Dock's name for it. Its event is the response's own
 * (`workspaceForm.submitted`, which Dock's format delivers under this very name), for the reason above.
 */
export const FORM_ACTIVITY_TYPES = ['workspace.form.submitted'] as const;

export const ACTIVITY_TYPES = [
  ...EMITTED_ACTIVITY_TYPES,
  ...CONVERSATION_ACTIVITY_TYPES,
  ...FORM_ACTIVITY_TYPES,
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
type EmittedActivityType = (typeof EMITTED_ACTIVITY_TYPES)[number];

const EMITTED: ReadonlySet<string> = new Set(EMITTED_ACTIVITY_TYPES);
/** Whether an activity has an event of its own name (all but a contact's messages and comments). */
export const hasOwnEvent = (type: ActivityType): type is EmittedActivityType => EMITTED.has(type);

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
  // Each carries the task and the `assignee` (a user) who joined or left it.
  'workspacePlanTask.assigneeAdded',
  'workspacePlanTask.assigneeRemoved',
  ...crud('workspacePage'),
  ...crud('workspaceSection'),
  ...crud('workspaceUser'),
  ...crud('workspaceDomain'),
  ...crud('workspaceMessage'),
  ...crud('workspaceComment'),
  // A contact's response to a form: submitted, or submitted again (edited) where the form takes one per contact.
  'workspaceForm.submitted',
  'workspaceForm.updated',
  ...EMITTED_ACTIVITY_TYPES,
  'webhook.test',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** A subscription to every event type, including ones added later. */
export const ALL_EVENTS = '*';

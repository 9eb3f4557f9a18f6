import { Column } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';
import { BoolField, TextField, UrlField } from '../common/validation/fields.js';

/**
 * A plan task's content as a template defines it and a workspace copies it: its title and description, whether it
 * is internal, and its action (a link, a text shown or not). Written once here for both tables, their DTOs and the
 * copy from template to workspace, so the two kinds of task cannot drift apart.
 */
export abstract class PlanTaskColumns extends TenantEntity {
  @Column({ type: 'varchar', length: 500 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'boolean', default: false })
  isInternal: boolean;

  @Column({ type: 'varchar', length: 20, nullable: true })
  actionType: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  actionLinkUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  actionLinkName: string | null;

  @Column({ type: 'text', nullable: true })
  actionText: string | null;

  @Column({ type: 'boolean', default: false })
  showActionText: boolean;
}

/**
 * The action that asks a contact for a file (a file request): the published workspace shows the task's signed-in
 * contacts who may complete tasks an upload control; a file uploaded there is attached to the task (its `files`) and
 * completes it. Other action types are free text the page does not act on (`link` is the usual one).
 */
export const UPLOAD_ACTION = 'upload';

/** What `actionType` means, for the documentation of every task shape, template and workspace alike. */
export const ACTION_TYPE_DESCRIPTION =
  'What the task asks of the contact. `upload` makes it a file request: on the published workspace, a signed-in ' +
  'contact with the role collaborator, editor or owner uploads a file from the task (`actionText` as the ' +
  'instructions when `showActionText`); the file is attached to the workspace task (its `files`), completes it, and ' +
  'the team is notified. `link` (with `actionLinkUrl` and `actionLinkName`) and any other value are labels the page ' +
  'shows as they are. Copied from the template to each workspace made from it.';

/** Whether the task is internal and its action, in the order every wire shape lists them. */
export const PLAN_TASK_ACTION_FIELDS = [
  'isInternal',
  'actionType',
  'actionLinkUrl',
  'actionLinkName',
  'actionText',
  'showActionText',
] as const;

export type PlanTaskAction = Pick<PlanTaskColumns, (typeof PLAN_TASK_ACTION_FIELDS)[number]>;

/** A task's PLAN_TASK_ACTION_FIELDS, in that order (the order the wire shows them). */
export function planTaskAction(task: PlanTaskAction): PlanTaskAction {
  return Object.fromEntries(PLAN_TASK_ACTION_FIELDS.map((key) => [key, task[key]])) as unknown as PlanTaskAction;
}

/** A new task's action when the body leaves it out. */
export const NO_ACTION: PlanTaskAction = {
  isInternal: false,
  actionType: null,
  actionLinkUrl: null,
  actionLinkName: null,
  actionText: null,
  showActionText: false,
};

/**
 * The body rules of the description and action fields, shared by the template task input and the workspace task update (every
 * field optional; null clears). Decorators rather than a base class: a base class's properties would come first
 * in the documented schema, and each DTO keeps its own order.
 */
export const PlanTaskActionField = {
  description: () => TextField({ multiLine: true, nullable: true, max: 10_000, example: 'Agree on goals and owners' }),
  isInternal: (description?: string) => BoolField({ optional: true, example: false, description }),
  actionType: () => TextField({ nullable: true, max: 20, example: 'link', description: ACTION_TYPE_DESCRIPTION }),
  /** The examples differ: a template's link opens the kick-off, a task's the agenda. */
  actionLinkUrl: (example: string) => UrlField({ nullable: true, example }),
  actionLinkName: () => TextField({ nullable: true, max: 255, example: 'Agenda' }),
  actionText: () => TextField({ multiLine: true, nullable: true, max: 10_000, example: 'Open the agenda' }),
  showActionText: () => BoolField({ optional: true, example: true }),
};

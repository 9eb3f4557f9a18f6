import type { EntityManager } from 'typeorm';
import { invalidFields } from '../common/http/app-error.js';
import { newId } from '../common/ids.js';
import type { TemplatePlanTaskInput } from './dto/template-structure.dto.js';
import { differs, idProblems, sentFields } from './ordered-list.js';
import { NO_ACTION, PLAN_TASK_ACTION_FIELDS } from './plan-task-action.js';
import type { TemplatePlanTaskEntity } from './template-plan-task.entity.js';
import {
  deleteTemplateTasks,
  findPlanTasks,
  insertTemplateTasks,
  updateTemplateTask,
} from './template-plan-task.repository.js';
import { findFirstTemplatePlan, insertTemplatePlan } from './template-plan.repository.js';

const FIELDS = [
  'title',
  'description',
  ...PLAN_TASK_ACTION_FIELDS,
  'startOffsetDays',
  'dueOffsetDays',
  'assigneeRole',
] as const;

const DEFAULTS = { description: null, ...NO_ACTION, startOffsetDays: null, dueOffsetDays: null, assigneeRole: null };

export interface TemplateRef {
  id: string;
  organizationId: string;
}

/** A task of the new list: what was sent for it, the row it keeps (if any), its plan and its place there. */
export interface PlacedTask {
  input: Partial<TemplatePlanTaskInput>;
  existing: TemplatePlanTaskEntity | undefined;
  planId: string;
  index: number;
}

/**
 * Writes a template's new task list: kept tasks are updated only when something changed (fields not sent keep their
 * values), the `removed` ones deleted, the new ones inserted in one statement. Workspaces made from the template
 * keep their own copies; a removed task's copies simply no longer point at a live template task.
 */
export async function writeTaskRows(
  m: EntityManager,
  template: TemplateRef,
  { placed, removed, now }: { placed: readonly PlacedTask[]; removed: readonly string[]; now: string },
): Promise<void> {
  const added: Partial<TemplatePlanTaskEntity>[] = [];
  for (const { input, existing, planId, index } of placed) {
    if (!existing) {
      added.push({
        ...DEFAULTS,
        ...sentFields(input, FIELDS),
        id: newId(),
        organizationId: template.organizationId,
        templateId: template.id,
        templatePlanId: planId,
        index,
        createdAt: now,
        updatedAt: now,
      });
      continue;
    }
    const changes = { ...sentFields(input, FIELDS), templatePlanId: planId, index };
    if (differs(existing, changes)) {
      await updateTemplateTask(m, { id: existing.id, changes: { ...changes, updatedAt: now } });
    }
  }
  if (removed.length > 0) await deleteTemplateTasks(m, removed);
  if (added.length > 0) await insertTemplateTasks(m, added);
}

/**
 * Makes the plan's tasks exactly `inputs`, in that order: tasks named by `id` are kept and changed, tasks
 * without an id are added, the others are removed. Ids of other templates, unknown ids and repeats are 400s naming
 * `planTasks[i].id`, checked before anything is written (an id of another plan of the template is unknown here).
 */
async function replacePlanTasks(
  m: EntityManager,
  template: TemplateRef,
  {
    inputs,
    now,
    creating,
    planId,
  }: { inputs: readonly TemplatePlanTaskInput[]; now: string; creating: boolean; planId: string },
): Promise<void> {
  const current = creating ? [] : await findPlanTasks(m, planId);
  const byId = new Map(current.map((task) => [task.id, task]));
  const sent = inputs.map((input, i) => ({ id: input.id, field: `planTasks[${i}].id` }));
  const details = idProblems(sent, new Set(byId.keys()), 'a plan task of this template');
  if (details.length > 0) throw invalidFields(details);
  const kept = new Set(inputs.flatMap((input) => (input.id ? [input.id] : [])));
  const placed = inputs.map((input, index) => ({
    input,
    existing: input.id ? byId.get(input.id) : undefined,
    planId,
    index,
  }));
  const removed = current.filter((task) => !kept.has(task.id)).map((task) => task.id);
  await writeTaskRows(m, template, { placed, removed, now });
}

/**
 * `planTasks` are the tasks of the template's first plan: replaces them, making that plan ("Plan") when the template
 * has none and tasks are given.
 */
export async function replaceFirstPlanTasks(
  m: EntityManager,
  template: TemplateRef,
  { inputs, now, creating }: { inputs: readonly TemplatePlanTaskInput[]; now: string; creating: boolean },
): Promise<void> {
  const first = creating ? null : await findFirstTemplatePlan(m, template.id);
  if (first === null && inputs.length === 0) return;
  let planId = first?.id;
  if (planId === undefined) {
    planId = newId();
    await insertTemplatePlan(m, {
      id: planId,
      organizationId: template.organizationId,
      templateId: template.id,
      title: 'Plan',
      isCollapsed: false,
      viewType: 'list',
      index: 0,
      createdAt: now,
      updatedAt: now,
    });
  }
  await replacePlanTasks(m, template, { inputs, now, creating: first === null, planId });
}

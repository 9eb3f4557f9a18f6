import { type EntityManager, In } from 'typeorm';
import { type ErrorDetail, invalidFields } from '../common/http/app-error.js';
import { newId } from '../common/ids.js';
import type { TemplatePlanTaskInput } from './dto/template-write.dto.js';
import { NO_ACTION, PLAN_TASK_ACTION_FIELDS } from './plan-task-action.js';
import { TemplatePlanTaskEntity } from './template-plan-task.entity.js';
import { TemplatePlanEntity } from './template-plan.entity.js';

const FIELDS = ['title', 'description', ...PLAN_TASK_ACTION_FIELDS, 'startOffsetDays', 'dueOffsetDays'] as const;

const DEFAULTS = { description: null, ...NO_ACTION, startOffsetDays: null, dueOffsetDays: null };

function given(input: TemplatePlanTaskInput): Partial<TemplatePlanTaskEntity> {
  const out: Partial<TemplatePlanTaskEntity> = {};
  for (const key of FIELDS) if (input[key] !== undefined) Object.assign(out, { [key]: input[key] });
  return out;
}

/**
 * Makes the plan's tasks exactly `inputs`, in that order: tasks named by `id` are kept and changed, tasks
 * without an id are added, the others are removed. Ids of other templates, unknown ids and repeats are 400s naming
 * `planTasks[i].id`, checked before anything is written (an id of another plan of the template is unknown here). Workspaces made from the template keep their own copies;
 * a removed task's copies simply no longer point at a live template task.
 */
export async function replaceTemplateTasks(
  m: EntityManager,
  template: { id: string; organizationId: string },
  {
    inputs,
    now,
    creating,
    planId,
  }: { inputs: readonly TemplatePlanTaskInput[]; now: string; creating: boolean; planId: string },
): Promise<void> {
  const current = creating ? [] : await m.find(TemplatePlanTaskEntity, { where: { templatePlanId: planId } });
  const byId = new Map(current.map((task) => [task.id, task]));
  const details: ErrorDetail[] = [];
  const seen = new Map<string, number>();
  inputs.forEach((input, i) => {
    if (input.id === undefined) return;
    const first = seen.get(input.id);
    if (first !== undefined) details.push({ field: `planTasks[${i}].id`, message: `repeats planTasks[${first}].id` });
    else if (!byId.has(input.id)) {
      details.push({ field: `planTasks[${i}].id`, message: `is not a plan task of this template` });
    }
    seen.set(input.id, i);
  });
  if (details.length > 0) throw invalidFields(details);

  const kept = new Set(inputs.flatMap((input) => (input.id ? [input.id] : [])));
  const removed = current.filter((task) => !kept.has(task.id)).map((task) => task.id);
  if (removed.length > 0) await m.delete(TemplatePlanTaskEntity, { id: In(removed) });
  const added: Partial<TemplatePlanTaskEntity>[] = [];
  for (const [index, input] of inputs.entries()) {
    const existing = input.id ? byId.get(input.id) : undefined;
    if (!existing) {
      added.push({
        ...DEFAULTS,
        ...given(input),
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
    const changes = { ...given(input), index };
    const differs = Object.entries(changes).some(
      ([key, value]) => existing[key as keyof TemplatePlanTaskEntity] !== value,
    );
    if (differs) await m.update(TemplatePlanTaskEntity, { id: existing.id }, { ...changes, updatedAt: now });
  }
  if (added.length > 0) {
    await m.createQueryBuilder().insert().into(TemplatePlanTaskEntity).values(added).updateEntity(false).execute();
  }
}

/**
 * `planTasks` are the tasks of the template's first plan: replaces them, making that plan ("Plan") when the template
 * has none and tasks are given.
 */
export async function replaceFirstPlanTasks(
  m: EntityManager,
  template: { id: string; organizationId: string },
  { inputs, now, creating }: { inputs: readonly TemplatePlanTaskInput[]; now: string; creating: boolean },
): Promise<void> {
  const first = creating
    ? null
    : await m.findOne(TemplatePlanEntity, { where: { templateId: template.id }, order: { index: 'ASC' } });
  if (first === null && inputs.length === 0) return;
  let planId = first?.id;
  if (planId === undefined) {
    planId = newId();
    await m.insert(TemplatePlanEntity, {
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
  await replaceTemplateTasks(m, template, { inputs, now, creating: first === null, planId });
}

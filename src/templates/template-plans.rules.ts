import type { EntityManager } from 'typeorm';
import { invalidField, invalidFields } from '../common/http/app-error.js';
import { newId } from '../common/ids.js';
import { TEMPLATE_BOUNDS, type TemplatePlanInput } from './dto/template-structure.dto.js';
import { differs, groupBy, idProblems, sentFields } from './ordered-list.js';
import { findTemplateTasks } from './template-plan-task.repository.js';
import type { TemplatePlanEntity } from './template-plan.entity.js';
import {
  deleteTemplatePlans,
  findTemplatePlans,
  insertTemplatePlans,
  updateTemplatePlan,
} from './template-plan.repository.js';
import { type PlacedTask, type TemplateRef, writeTaskRows } from './template-tasks.rules.js';

const PLAN_FIELDS = ['title', 'isCollapsed', 'viewType'] as const;

/**
 * Makes the template's plans exactly `inputs`, in that order, each with its tasks: plans and tasks named by `id` are
 * kept and changed (a task may move to another plan), those without one added, those left out removed. A kept plan
 * sent without `tasks` keeps its tasks. Unknown, foreign and repeated ids and more than TEMPLATE_BOUNDS.tasks tasks in
 * all are 400s naming the field, checked before anything is written.
 */
export async function replaceTemplatePlans(
  m: EntityManager,
  template: TemplateRef,
  { inputs, now, creating }: { inputs: readonly TemplatePlanInput[]; now: string; creating: boolean },
): Promise<void> {
  const plans = creating ? [] : await findTemplatePlans(m, template.id);
  const tasks = creating ? [] : await findTemplateTasks(m, template.id);
  const planById = new Map(plans.map((plan) => [plan.id, plan]));
  const sentPlans = inputs.map((plan, i) => ({ id: plan.id, field: `plans[${i}].id` }));
  const planProblems = idProblems(sentPlans, new Set(planById.keys()), 'a plan of this template');
  if (planProblems.length > 0) throw invalidFields(planProblems);

  const tasksOf = groupBy(tasks, 'templatePlanId');
  const lists = inputs.map(
    (plan) => plan.tasks ?? (plan.id ? (tasksOf.get(plan.id) ?? []).map((task) => ({ id: task.id })) : []),
  );
  const total = lists.reduce((sum, list) => sum + list.length, 0);
  if (total > TEMPLATE_BOUNDS.tasks) {
    throw invalidField('plans', `must hold at most ${TEMPLATE_BOUNDS.tasks} tasks in all (${total} sent)`);
  }
  const taskById = new Map(tasks.map((task) => [task.id, task]));
  const sentTasks = lists.flatMap((list, i) =>
    list.map((task, j) =>
      // A kept plan sent without tasks keeps them: its tasks cannot move elsewhere in the same body.
      inputs[i].tasks
        ? { id: task.id, field: `plans[${i}].tasks[${j}].id` }
        : { id: task.id, field: `plans[${i}].tasks`, repeated: `stays in plans[${i}], whose tasks were not sent` },
    ),
  );
  const taskProblems = idProblems(sentTasks, new Set(taskById.keys()), 'a plan task of this template');
  if (taskProblems.length > 0) throw invalidFields(taskProblems);

  const planIds = inputs.map((plan) => plan.id ?? newId());
  await writePlanRows(m, template, { inputs, planIds, planById, now });
  const placed: PlacedTask[] = lists.flatMap((list, i) =>
    list.map((input, index) => ({
      input,
      existing: input.id ? taskById.get(input.id) : undefined,
      planId: planIds[i],
      index,
    })),
  );
  const keptTasks = new Set(placed.flatMap((task) => (task.existing ? [task.existing.id] : [])));
  const removedTasks = tasks.filter((task) => !keptTasks.has(task.id)).map((task) => task.id);
  await writeTaskRows(m, template, { placed, removed: removedTasks, now });
  // After the tasks: a task moved out of a removed plan has left it before the plan's delete cascades.
  const keptPlans = new Set(planIds);
  const removedPlans = plans.filter((plan) => !keptPlans.has(plan.id)).map((plan) => plan.id);
  if (removedPlans.length > 0) await deleteTemplatePlans(m, removedPlans);
}

/** Inserts the new plans in one statement and updates the kept ones that changed (fields not sent keep values). */
async function writePlanRows(
  m: EntityManager,
  template: TemplateRef,
  {
    inputs,
    planIds,
    planById,
    now,
  }: {
    inputs: readonly TemplatePlanInput[];
    planIds: readonly string[];
    planById: ReadonlyMap<string, TemplatePlanEntity>;
    now: string;
  },
): Promise<void> {
  const added: Partial<TemplatePlanEntity>[] = [];
  for (const [index, input] of inputs.entries()) {
    const existing = input.id ? planById.get(input.id) : undefined;
    if (!existing) {
      added.push({
        isCollapsed: false,
        viewType: 'list',
        ...sentFields(input, PLAN_FIELDS),
        id: planIds[index],
        organizationId: template.organizationId,
        templateId: template.id,
        index,
        createdAt: now,
        updatedAt: now,
      });
      continue;
    }
    const changes = { ...sentFields(input, PLAN_FIELDS), index };
    if (differs(existing, changes)) {
      await updateTemplatePlan(m, { id: existing.id, changes: { ...changes, updatedAt: now } });
    }
  }
  if (added.length > 0) {
    await insertTemplatePlans(m, added);
  }
}

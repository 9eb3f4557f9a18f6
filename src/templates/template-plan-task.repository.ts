import { type EntityManager, In, type InsertQueryBuilder } from 'typeorm';
import { TemplatePlanTaskEntity } from './template-plan-task.entity.js';

/**
 * Statements on a template's tasks (template_plan_task). Final SQL of the query builders in
 * template-plan-task.repository.sql/.
 */

/** The tasks of all the template's plans, by index. */
export function findTemplateTasks(m: EntityManager, templateId: string): Promise<TemplatePlanTaskEntity[]> {
  return m.find(TemplatePlanTaskEntity, { where: { templateId }, order: { index: 'ASC', id: 'ASC' } });
}

/** One plan's tasks, in no particular order. */
export function findPlanTasks(m: EntityManager, templatePlanId: string): Promise<TemplatePlanTaskEntity[]> {
  return m.find(TemplatePlanTaskEntity, { where: { templatePlanId } });
}

/** New tasks in one statement; the rows are not read back. */
export function insertTemplateTasksQuery(
  m: EntityManager,
  tasks: readonly Partial<TemplatePlanTaskEntity>[],
): InsertQueryBuilder<TemplatePlanTaskEntity> {
  return m
    .createQueryBuilder()
    .insert()
    .into(TemplatePlanTaskEntity)
    .values([...tasks])
    .updateEntity(false);
}

export async function updateTemplateTask(
  m: EntityManager,
  { id, changes }: { id: string; changes: Partial<TemplatePlanTaskEntity> },
): Promise<void> {
  await m.update(TemplatePlanTaskEntity, { id }, changes);
}

export async function deleteTemplateTasks(m: EntityManager, ids: readonly string[]): Promise<void> {
  await m.delete(TemplatePlanTaskEntity, { id: In([...ids]) });
}

/** The tasks added to a template, in one statement. */
export async function insertTemplateTasks(
  m: EntityManager,
  tasks: readonly Partial<TemplatePlanTaskEntity>[],
): Promise<void> {
  await insertTemplateTasksQuery(m, tasks).execute();
}

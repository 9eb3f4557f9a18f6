import { type EntityManager, In } from 'typeorm';
import { TemplatePlanTaskEntity } from './template-plan-task.entity.js';

/** Plan tasks of many templates in one query, by index: the list stays at a constant number of statements. */
export async function loadTemplatePlanTasks(
  manager: EntityManager,
  templateIds: readonly string[],
): Promise<Map<string, TemplatePlanTaskEntity[]>> {
  const byTemplate = new Map<string, TemplatePlanTaskEntity[]>(templateIds.map((id) => [id, []]));
  if (templateIds.length === 0) return byTemplate;
  const tasks = await manager.find(TemplatePlanTaskEntity, {
    where: { templateId: In([...new Set(templateIds)]) },
    order: { index: 'ASC', id: 'ASC' },
  });
  for (const task of tasks) byTemplate.get(task.templateId)?.push(task);
  return byTemplate;
}

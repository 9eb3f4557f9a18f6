import type { EntityManager } from 'typeorm';
import { loadGrouped } from '../common/properties/load-grouped.js';
import { TemplatePlanTaskEntity } from './template-plan-task.entity.js';

/** Plan tasks of many templates in one query, by index: the list stays at a constant number of statements. */
export function loadTemplatePlanTasks(
  manager: EntityManager,
  templateIds: readonly string[],
): Promise<Map<string, TemplatePlanTaskEntity[]>> {
  return loadGrouped(manager, TemplatePlanTaskEntity, {
    ids: templateIds,
    key: 'templateId',
    order: { index: 'ASC', id: 'ASC' },
  });
}

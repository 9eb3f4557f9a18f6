import type { EntityManager } from 'typeorm';
import { loadGrouped } from '../common/repository/load-grouped.js';
import type { Selection } from '../common/properties/selection.js';
import { groupBy } from './ordered-list.js';
import { TemplatePageEntity } from './template-page.entity.js';
import { TemplatePlanTaskEntity } from './template-plan-task.entity.js';
import { TemplatePlanEntity } from './template-plan.entity.js';
import { TemplateSectionEntity } from './template-section.entity.js';
import { TemplateEntity } from './template.entity.js';

/** What one template embeds, as far as the selection wants it (undefined: not loaded). */
export interface TemplateStructure {
  planTasks?: TemplatePlanTaskEntity[];
  plans?: { plan: TemplatePlanEntity; tasks?: TemplatePlanTaskEntity[] }[];
  pages?: { page: TemplatePageEntity; sections?: TemplateSectionEntity[] }[];
}

const BY_INDEX = { index: 'ASC', id: 'ASC' } as const;

/**
 * The plans, tasks, pages and sections of many templates, each kind in at most one query whatever the number of
 * templates, and only the kinds the selection wants: the list stays at a constant number of statements.
 */
export async function loadTemplateStructure(
  m: EntityManager,
  templateIds: readonly string[],
  sel: Selection,
): Promise<Map<string, TemplateStructure>> {
  const ids = templateIds;
  const out = new Map<string, TemplateStructure>(ids.map((id) => [id, {}]));
  const plans = sel.has('plans')
    ? await loadGrouped(m, TemplatePlanEntity, { ids, key: 'templateId', order: BY_INDEX })
    : null;
  const tasksInPlans = plans !== null && sel.embed('plans').has('tasks');
  if (tasksInPlans || (plans && sel.has('planTasks'))) {
    const tasks = await loadGrouped(m, TemplatePlanTaskEntity, { ids, key: 'templateId', order: BY_INDEX });
    for (const [id, structure] of out) {
      const byPlan = groupBy(tasks.get(id) ?? [], 'templatePlanId');
      const own = plans?.get(id) ?? [];
      structure.plans = own.map((plan) => ({ plan, tasks: tasksInPlans ? (byPlan.get(plan.id) ?? []) : undefined }));
      if (sel.has('planTasks')) structure.planTasks = own.length > 0 ? (byPlan.get(own[0].id) ?? []) : [];
    }
  } else if (plans) {
    for (const [id, structure] of out) structure.plans = (plans.get(id) ?? []).map((plan) => ({ plan }));
  } else if (sel.has('planTasks')) {
    // Without the plans, the first plan's tasks are those whose plan has index 0 (plans are kept at 0..n-1).
    const first = await loadGrouped(m, TemplatePlanTaskEntity, {
      ids,
      key: 'templateId',
      relations: { plan: true },
      order: BY_INDEX,
      pick: (task) => (task.plan?.index === 0 ? task : undefined),
    });
    for (const [id, structure] of out) structure.planTasks = first.get(id) ?? [];
  }
  if (!sel.has('pages')) return out;
  const pages = await loadGrouped(m, TemplatePageEntity, { ids, key: 'templateId', order: BY_INDEX });
  const pageIds = [...pages.values()].flat().map((page) => page.id);
  const sections = sel.embed('pages').has('sections')
    ? await loadGrouped(m, TemplateSectionEntity, { ids: pageIds, key: 'templatePageId', order: BY_INDEX })
    : null;
  for (const [id, structure] of out) {
    structure.pages = (pages.get(id) ?? []).map((page) => ({ page, sections: sections?.get(page.id) }));
  }
  return out;
}

export async function insertTemplate(m: EntityManager, template: TemplateEntity): Promise<void> {
  await m.insert(TemplateEntity, template);
}

export async function updateTemplate(
  m: EntityManager,
  { id, changes }: { id: string; changes: Partial<TemplateEntity> },
): Promise<void> {
  await m.update(TemplateEntity, { id }, changes);
}

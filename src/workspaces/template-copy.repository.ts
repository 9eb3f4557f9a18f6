import {
  type EntityManager,
  type EntityTarget,
  In,
  type InsertQueryBuilder,
  type ObjectLiteral,
  type QueryDeepPartialEntity,
} from 'typeorm';
import { FileEntity } from '../files/file.entity.js';
import { TemplatePageEntity } from '../templates/template-page.entity.js';
import { TemplatePlanTaskEntity } from '../templates/template-plan-task.entity.js';
import { TemplatePlanEntity } from '../templates/template-plan.entity.js';
import { TemplateSectionEntity } from '../templates/template-section.entity.js';

/**
 * The statements of a workspace made from a template (template-copy.ts): each kind of the template's structure read
 * in one query, and its copies written in one multi-row insert. Final SQL in template-copy.repository.sql/.
 */

/** The template's plans, in its order. */
export function templatePlans(m: EntityManager, templateId: string): Promise<TemplatePlanEntity[]> {
  return m.find(TemplatePlanEntity, { where: { templateId }, order: { index: 'ASC', id: 'ASC' } });
}

/** The tasks of these template plans, plan by plan, each plan's in its order. */
export function templatePlanTasks(m: EntityManager, planIds: readonly string[]): Promise<TemplatePlanTaskEntity[]> {
  return m.find(TemplatePlanTaskEntity, {
    where: { templatePlanId: In([...planIds]) },
    order: { templatePlanId: 'ASC', index: 'ASC', id: 'ASC' },
  });
}

/** The template's pages, in its order. */
export function templatePages(m: EntityManager, templateId: string): Promise<TemplatePageEntity[]> {
  return m.find(TemplatePageEntity, { where: { templateId }, order: { index: 'ASC', id: 'ASC' } });
}

/** The sections of these template pages, page by page, each page's in its order. */
export function templateSections(m: EntityManager, pageIds: readonly string[]): Promise<TemplateSectionEntity[]> {
  return m.find(TemplateSectionEntity, {
    where: { templatePageId: In([...pageIds]) },
    order: { templatePageId: 'ASC', index: 'ASC', id: 'ASC' },
  });
}

/** Which of these files are the organization's and uploaded (`ready`). */
export async function readyFileIds(
  m: EntityManager,
  { orgId, ids }: { orgId: string; ids: readonly string[] },
): Promise<Set<string>> {
  const files = await m.find(FileEntity, {
    select: { id: true },
    where: { id: In([...ids]), organizationId: orgId, state: 'ready' },
  });
  return new Set(files.map((file) => file.id));
}

export function insertManyQuery<E extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<E>,
  rows: QueryDeepPartialEntity<E>[],
): InsertQueryBuilder<E> {
  return m.createQueryBuilder().insert().into(entity).values(rows).updateEntity(false);
}

/** Copies in one multi-row insert (none when there are none); the template's bounds keep it below parameter limits. */
export async function insertMany<E extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<E>,
  rows: QueryDeepPartialEntity<E>[],
): Promise<void> {
  if (rows.length === 0) return;
  await insertManyQuery(m, entity, rows).execute();
}

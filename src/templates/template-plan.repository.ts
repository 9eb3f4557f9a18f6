import { type EntityManager, In, type InsertQueryBuilder } from 'typeorm';
import { TemplatePlanEntity } from './template-plan.entity.js';

/** Statements on a template's plans (template_plan). Final SQL of the query builders in template-plan.repository.sql/. */

/** The template's plans, in no particular order. */
export function findTemplatePlans(m: EntityManager, templateId: string): Promise<TemplatePlanEntity[]> {
  return m.find(TemplatePlanEntity, { where: { templateId } });
}

/** The template's first plan (lowest index), or null when it has none. */
export function findFirstTemplatePlan(m: EntityManager, templateId: string): Promise<TemplatePlanEntity | null> {
  return m.findOne(TemplatePlanEntity, { where: { templateId }, order: { index: 'ASC' } });
}

export function countTemplatePlans(m: EntityManager, templateId: string): Promise<number> {
  return m.count(TemplatePlanEntity, { where: { templateId } });
}

export async function insertTemplatePlan(m: EntityManager, plan: TemplatePlanEntity): Promise<void> {
  await m.insert(TemplatePlanEntity, plan);
}

/** New plans in one statement; the rows are not read back. */
export function insertTemplatePlansQuery(
  m: EntityManager,
  plans: readonly Partial<TemplatePlanEntity>[],
): InsertQueryBuilder<TemplatePlanEntity> {
  return m
    .createQueryBuilder()
    .insert()
    .into(TemplatePlanEntity)
    .values([...plans])
    .updateEntity(false);
}

export async function updateTemplatePlan(
  m: EntityManager,
  { id, changes }: { id: string; changes: Partial<TemplatePlanEntity> },
): Promise<void> {
  await m.update(TemplatePlanEntity, { id }, changes);
}

/** Deletes plans; their tasks go with them (ON DELETE CASCADE). */
export async function deleteTemplatePlans(m: EntityManager, ids: readonly string[]): Promise<void> {
  await m.delete(TemplatePlanEntity, { id: In([...ids]) });
}

/** The plans added to a template, in one statement. */
export async function insertTemplatePlans(
  m: EntityManager,
  plans: readonly Partial<TemplatePlanEntity>[],
): Promise<void> {
  await insertTemplatePlansQuery(m, plans).execute();
}

import { type EntityManager, In, type InsertQueryBuilder, MoreThanOrEqual } from 'typeorm';
import { TemplateSectionEntity } from './template-section.entity.js';

/**
 * Statements on the sections of a template's pages (template_section). Final SQL of the query builders in
 * template-section.repository.sql/.
 */

/** The sections of these pages, by index (sections are indexed by page). */
export function findPageSections(m: EntityManager, pageIds: readonly string[]): Promise<TemplateSectionEntity[]> {
  return m.find(TemplateSectionEntity, {
    where: { templatePageId: In([...pageIds]) },
    order: { index: 'ASC', id: 'ASC' },
  });
}

/** The template's `plan` sections naming a plan at `planCount` or past it, each with its page, in page order. */
export function findSectionsPastPlans(
  m: EntityManager,
  { templateId, planCount }: { templateId: string; planCount: number },
): Promise<TemplateSectionEntity[]> {
  return m.find(TemplateSectionEntity, {
    where: { page: { templateId }, kind: 'plan', planIndex: MoreThanOrEqual(planCount) },
    relations: { page: true },
    order: { page: { index: 'ASC' }, index: 'ASC' },
  });
}

/** New sections in one statement; the rows are not read back. */
export function insertTemplateSectionsQuery(
  m: EntityManager,
  sections: readonly Partial<TemplateSectionEntity>[],
): InsertQueryBuilder<TemplateSectionEntity> {
  return m
    .createQueryBuilder()
    .insert()
    .into(TemplateSectionEntity)
    .values([...sections])
    .updateEntity(false);
}

export async function updateTemplateSection(
  m: EntityManager,
  { id, changes }: { id: string; changes: Partial<TemplateSectionEntity> },
): Promise<void> {
  await m.update(TemplateSectionEntity, { id }, changes);
}

export async function deleteTemplateSections(m: EntityManager, ids: readonly string[]): Promise<void> {
  await m.delete(TemplateSectionEntity, { id: In([...ids]) });
}

/** The sections added to a template, in one statement. */
export async function insertTemplateSections(
  m: EntityManager,
  sections: readonly Partial<TemplateSectionEntity>[],
): Promise<void> {
  await insertTemplateSectionsQuery(m, sections).execute();
}

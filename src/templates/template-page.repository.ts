import { type EntityManager, In, type InsertQueryBuilder } from 'typeorm';
import { TemplatePageEntity } from './template-page.entity.js';

/** Statements on a template's pages (template_page). Final SQL of the query builders in template-page.repository.sql/. */

/** The template's pages, in no particular order. */
export function findTemplatePages(m: EntityManager, templateId: string): Promise<TemplatePageEntity[]> {
  return m.find(TemplatePageEntity, { where: { templateId } });
}

/** New pages in one statement; the rows are not read back. */
export function insertTemplatePagesQuery(
  m: EntityManager,
  pages: readonly Partial<TemplatePageEntity>[],
): InsertQueryBuilder<TemplatePageEntity> {
  return m
    .createQueryBuilder()
    .insert()
    .into(TemplatePageEntity)
    .values([...pages])
    .updateEntity(false);
}

export async function updateTemplatePage(
  m: EntityManager,
  { id, changes }: { id: string; changes: Partial<TemplatePageEntity> },
): Promise<void> {
  await m.update(TemplatePageEntity, { id }, changes);
}

/** Deletes pages; whatever sections they still hold go with them (ON DELETE CASCADE). */
export async function deleteTemplatePages(m: EntityManager, ids: readonly string[]): Promise<void> {
  await m.delete(TemplatePageEntity, { id: In([...ids]) });
}

/** The pages added to a template, in one statement. */
export async function insertTemplatePages(
  m: EntityManager,
  pages: readonly Partial<TemplatePageEntity>[],
): Promise<void> {
  await insertTemplatePagesQuery(m, pages).execute();
}

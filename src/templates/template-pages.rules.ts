import type { EntityManager } from 'typeorm';
import { invalidField, invalidFields } from '../common/http/app-error.js';
import { newId } from '../common/ids.js';
import { TEMPLATE_BOUNDS, type TemplatePageInput } from './dto/template-structure.dto.js';
import { differs, groupBy, idProblems, sentFields } from './ordered-list.js';
import type { TemplatePageEntity } from './template-page.entity.js';
import {
  deleteTemplatePages,
  findTemplatePages,
  insertTemplatePages,
  updateTemplatePage,
} from './template-page.repository.js';
import type { TemplateSectionEntity } from './template-section.entity.js';
import {
  deleteTemplateSections,
  findPageSections,
  insertTemplateSections,
  updateTemplateSection,
} from './template-section.repository.js';
import { type PlacedSection, checkSections, sectionRow } from './template-sections.rules.js';
import type { TemplateRef } from './template-tasks.rules.js';

const PAGE_FIELDS = ['title', 'isHidden'] as const;

/**
 * Makes the template's pages exactly `inputs`, in that order, each with its sections: pages and sections named by
 * `id` are kept and changed (a section may move to another page), those without one added, those left out removed.
 * A kept page sent without `sections` keeps its sections. `planCount` is the number of plans after this write: a
 * `plan` section's planIndex must be below it. Every problem is a 400 naming the field, found before anything is
 * written.
 */
export async function replaceTemplatePages(
  m: EntityManager,
  template: TemplateRef,
  {
    inputs,
    now,
    creating,
    planCount,
    maxFileBytes,
  }: { inputs: readonly TemplatePageInput[]; now: string; creating: boolean; planCount: number; maxFileBytes: number },
): Promise<void> {
  const pages = creating ? [] : await findTemplatePages(m, template.id);
  // By page: the sections' index is (page, index).
  const sections =
    pages.length === 0
      ? []
      : await findPageSections(
          m,
          pages.map((page) => page.id),
        );
  const pageById = new Map(pages.map((page) => [page.id, page]));
  const sentPages = inputs.map((page, i) => ({ id: page.id, field: `pages[${i}].id` }));
  const pageProblems = idProblems(sentPages, new Set(pageById.keys()), 'a page of this template');
  if (pageProblems.length > 0) throw invalidFields(pageProblems);

  const sectionsOf = groupBy(sections, 'templatePageId');
  const sectionById = new Map(sections.map((section) => [section.id, section]));
  const placed: PlacedSection[] = inputs.flatMap((page, i) => {
    // A kept page sent without sections keeps them, as they are.
    const kept = page.sections === undefined && page.id ? (sectionsOf.get(page.id) ?? []) : [];
    const list = page.sections ?? kept.map((row) => ({ id: row.id }));
    return list.map((input, j) => ({
      input,
      existing: input.id ? sectionById.get(input.id) : undefined,
      sent: page.sections !== undefined,
      pageIndex: i,
      index: j,
    }));
  });
  if (placed.length > TEMPLATE_BOUNDS.sections) {
    throw invalidField(
      'pages',
      `must hold at most ${TEMPLATE_BOUNDS.sections} sections in all (${placed.length} sent)`,
    );
  }
  const sentSections = placed.map(({ input, sent, pageIndex, index }) =>
    sent
      ? { id: input.id, field: `pages[${pageIndex}].sections[${index}].id` }
      : {
          id: input.id,
          field: `pages[${pageIndex}].sections`,
          repeated: `stays in pages[${pageIndex}], whose sections were not sent`,
        },
  );
  const sectionProblems = idProblems(sentSections, new Set(sectionById.keys()), 'a section of this template');
  if (sectionProblems.length > 0) throw invalidFields(sectionProblems);
  await checkSections(m, template.organizationId, { placed, planCount, maxFileBytes });

  const pageIds = inputs.map((page) => page.id ?? newId());
  await writePageRows(m, template, { inputs, pageIds, pageById, now });
  await writeSectionRows(m, template, { placed, pageIds, sections, now });
  const keptPages = new Set(pageIds);
  const removedPages = pages.filter((page) => !keptPages.has(page.id)).map((page) => page.id);
  if (removedPages.length > 0) await deleteTemplatePages(m, removedPages);
}

async function writePageRows(
  m: EntityManager,
  template: TemplateRef,
  {
    inputs,
    pageIds,
    pageById,
    now,
  }: {
    inputs: readonly TemplatePageInput[];
    pageIds: readonly string[];
    pageById: ReadonlyMap<string, TemplatePageEntity>;
    now: string;
  },
): Promise<void> {
  const added: Partial<TemplatePageEntity>[] = [];
  for (const [index, input] of inputs.entries()) {
    const existing = input.id ? pageById.get(input.id) : undefined;
    const changes = { ...sentFields(input, PAGE_FIELDS), index };
    if (!existing) {
      added.push({
        isHidden: false,
        ...changes,
        id: pageIds[index],
        organizationId: template.organizationId,
        templateId: template.id,
        createdAt: now,
        updatedAt: now,
      });
    } else if (differs(existing, changes)) {
      await updateTemplatePage(m, { id: existing.id, changes: { ...changes, updatedAt: now } });
    }
  }
  if (added.length > 0) await insertTemplatePages(m, added);
}

/**
 * Kept sections are updated when they changed (and moved to their page and place), the others deleted, the new
 * ones inserted in one statement. Runs after the new pages exist and before the removed ones go (their delete
 * cascades to whatever sections they still hold).
 */
async function writeSectionRows(
  m: EntityManager,
  template: TemplateRef,
  {
    placed,
    pageIds,
    sections,
    now,
  }: { placed: readonly PlacedSection[]; pageIds: readonly string[]; sections: TemplateSectionEntity[]; now: string },
): Promise<void> {
  const added: Partial<TemplateSectionEntity>[] = [];
  for (const section of placed) {
    const row = { ...sectionRow(section), templatePageId: pageIds[section.pageIndex] };
    if (!section.existing) {
      added.push({
        ...row,
        id: newId(),
        organizationId: template.organizationId,
        templateId: template.id,
        createdAt: now,
        updatedAt: now,
      });
    } else if (differs(section.existing, row)) {
      await updateTemplateSection(m, { id: section.existing.id, changes: { ...row, updatedAt: now } });
    }
  }
  const kept = new Set(placed.flatMap((section) => (section.existing ? [section.existing.id] : [])));
  const removed = sections.filter((section) => !kept.has(section.id)).map((section) => section.id);
  if (removed.length > 0) await deleteTemplateSections(m, removed);
  if (added.length > 0) await insertTemplateSections(m, added);
}

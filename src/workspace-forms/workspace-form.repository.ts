import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { PageWindow } from '../common/pagination/page.query.js';
import type { FormDefinition } from '../form-definitions/form-definition.js';
import { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';
import { inReadingOrder } from '../workspace-sections/workspace-section.repository.js';
import type { FormFilters } from './form-filters.js';
import { WorkspaceFormResponseEntity } from './workspace-form-response.entity.js';

/**
 * The statements of the team's reading of forms (a workspace's `form` sections) and of their responses: the lists,
 * the responses counted per form at once, and the lock. Their final SQL is in workspace-form.repository.sql/.
 */

function formsOf(m: EntityManager, orgId: string, filters: FormFilters): SelectQueryBuilder<WorkspaceSectionEntity> {
  const query = m
    .createQueryBuilder(WorkspaceSectionEntity, 's')
    .where('s.organizationId = :orgId', { orgId })
    .andWhere("s.kind = 'form'");
  if (filters.workspaceId !== undefined) {
    query.andWhere('s.workspaceId = :workspaceId', { workspaceId: filters.workspaceId });
  }
  if (filters.workspacePageId !== undefined) {
    query.andWhere('s.workspacePageId = :workspacePageId', { workspacePageId: filters.workspacePageId });
  }
  return query;
}

export function countFormsQuery(m: EntityManager, orgId: string, filters: FormFilters) {
  return formsOf(m, orgId, filters).select('COUNT(*)', 'total');
}

export async function countForms(m: EntityManager, orgId: string, filters: FormFilters): Promise<number> {
  const row = await countFormsQuery(m, orgId, filters).getRawOne<{ total: number | string }>();
  return Number(row?.total ?? 0);
}

/**
 * One page of forms: a page's in their order; a workspace's by page order, then their order in the page (the order
 * a visitor meets them); without either filter newest first.
 */
export function formPageQuery(
  m: EntityManager,
  orgId: string,
  { filters, window }: { filters: FormFilters; window: PageWindow },
): SelectQueryBuilder<WorkspaceSectionEntity> {
  return inReadingOrder(formsOf(m, orgId, filters).offset(window.offset).limit(window.limit), filters);
}

export function formPage(
  m: EntityManager,
  orgId: string,
  page: { filters: FormFilters; window: PageWindow },
): Promise<WorkspaceSectionEntity[]> {
  return formPageQuery(m, orgId, page).getMany();
}

/** How many responses each of `formIds` has, in one statement. */
export function responseCountsQuery(m: EntityManager, formIds: readonly string[]) {
  return m
    .createQueryBuilder(WorkspaceFormResponseEntity, 'r')
    .select('r.formId', 'formId')
    .addSelect('COUNT(*)', 'total')
    .where('r.formId IN (:...formIds)', { formIds })
    .groupBy('r.formId');
}

export async function responseCounts(m: EntityManager, formIds: readonly string[]): Promise<Map<string, number>> {
  if (formIds.length === 0) return new Map();
  const rows = await responseCountsQuery(m, formIds).getRawMany<{ formId: string; total: number | string }>();
  return new Map(rows.map((row) => [row.formId, Number(row.total)]));
}

/** A form's responses in the order they came (first submission, then id). */
export function responsePageQuery(m: EntityManager, { formId, window }: { formId: string; window: PageWindow }) {
  return m
    .createQueryBuilder(WorkspaceFormResponseEntity, 'r')
    .where('r.formId = :formId', { formId })
    .orderBy('r.createdAt', 'ASC')
    .addOrderBy('r.id', 'ASC')
    .offset(window.offset)
    .limit(window.limit);
}

export function responsePage(
  m: EntityManager,
  page: { formId: string; window: PageWindow },
): Promise<WorkspaceFormResponseEntity[]> {
  return responsePageQuery(m, page).getMany();
}

export function countResponses(m: EntityManager, formId: string): Promise<number> {
  return m.count(WorkspaceFormResponseEntity, { where: { formId } });
}

/** Writes a form's definition (its lock) into its section; the row's version moves on. */
export async function saveFormDefinition(
  m: EntityManager,
  { id, form, updatedAt }: { id: string; form: FormDefinition; updatedAt: string },
): Promise<void> {
  // simple-json: TypeORM serializes the object as the column's text.
  await m.update(WorkspaceSectionEntity, { id }, { form: form as never, updatedAt });
}

import { type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import type { PageWindow } from '../common/pagination/page.query.js';
import { AssetEntity } from '../tag-links/asset.entity.js';
import { WorkspacePageEntity } from '../workspace-core/workspace-page.entity.js';
import type { SectionFilters } from './section-filters.js';
import { WorkspaceSectionEntity } from './workspace-section.entity.js';
import { OrderedPositions } from '../database/ordered-positions.js';
import { WORKSPACE_ROW_LOCK, WORKSPACE_STRUCTURE_BOUNDS, capacity } from '../workspace-core/structure-order.js';

/**
 * The statements of the section list and of the asset lookup every rendering of sections shares; their final SQL is
 * in workspace-section.repository.sql/.
 */

function filtered(
  m: EntityManager,
  orgId: string,
  filters: SectionFilters,
): SelectQueryBuilder<WorkspaceSectionEntity> {
  const query = m.createQueryBuilder(WorkspaceSectionEntity, 's').where('s.organizationId = :orgId', { orgId });
  if (filters.workspaceId !== undefined) {
    query.andWhere('s.workspaceId = :workspaceId', { workspaceId: filters.workspaceId });
  }
  if (filters.workspacePageId !== undefined) {
    query.andWhere('s.workspacePageId = :workspacePageId', { workspacePageId: filters.workspacePageId });
  }
  return query;
}

/** How many sections the filters match. */
export function countSectionsQuery(
  m: EntityManager,
  orgId: string,
  filters: SectionFilters,
): SelectQueryBuilder<WorkspaceSectionEntity> {
  return filtered(m, orgId, filters).select('COUNT(*)', 'total');
}

export async function countSections(m: EntityManager, orgId: string, filters: SectionFilters): Promise<number> {
  const row = await countSectionsQuery(m, orgId, filters).getRawOne<{ total: number | string }>();
  return Number(row?.total ?? 0);
}

/**
 * One page of sections: a page's in their order; a workspace's by page order, then their order in the page (the
 * order a visitor reads them); without either filter newest first.
 */
export function sectionPageQuery(
  m: EntityManager,
  orgId: string,
  { filters, window }: { filters: SectionFilters; window: PageWindow },
): SelectQueryBuilder<WorkspaceSectionEntity> {
  return inReadingOrder(filtered(m, orgId, filters).offset(window.offset).limit(window.limit), filters);
}

/**
 * Sections (alias `s`) in the order a visitor reads them: one page's by index; one workspace's by page order, then
 * index; without either filter newest first. Shared with the forms' list, whose forms are sections.
 */
export function inReadingOrder(
  query: SelectQueryBuilder<WorkspaceSectionEntity>,
  filters: { workspaceId?: string; workspacePageId?: string },
): SelectQueryBuilder<WorkspaceSectionEntity> {
  if (filters.workspacePageId !== undefined) return query.orderBy('s.index', 'ASC').addOrderBy('s.id', 'ASC');
  if (filters.workspaceId !== undefined) {
    return query
      .innerJoin(WorkspacePageEntity, 'p', 'p.id = s.workspacePageId')
      .orderBy('p.index', 'ASC')
      .addOrderBy('s.index', 'ASC')
      .addOrderBy('s.id', 'ASC');
  }
  return query.orderBy('s.createdAt', 'DESC').addOrderBy('s.id', 'DESC');
}

export function sectionPage(
  m: EntityManager,
  orgId: string,
  page: { filters: SectionFilters; window: PageWindow },
): Promise<WorkspaceSectionEntity[]> {
  return sectionPageQuery(m, orgId, page).getMany();
}

export function existingAssetsQuery(
  m: EntityManager,
  orgId: string,
  ids: readonly string[],
): SelectQueryBuilder<AssetEntity> {
  return m
    .createQueryBuilder(AssetEntity, 'a')
    .select('a.id', 'id')
    .where('a.organizationId = :orgId', { orgId })
    .andWhere({ id: In(ids) });
}

/**
 * Which of the sections' asset ids still exist: `assetIds` is a list in the row, not a link table, so a deleted asset
 * is left out when sections are read rather than searched for in every section when it is deleted. One statement
 * for any number of sections; none when they hold no asset.
 */
export async function existingAssetIds(
  m: EntityManager,
  orgId: string,
  sections: readonly WorkspaceSectionEntity[],
): Promise<Set<string>> {
  const ids = [...new Set(sections.flatMap((section) => section.assetIds ?? []))];
  if (ids.length === 0) return new Set();
  const rows = await existingAssetsQuery(m, orgId, ids).getRawMany<{ id: string }>();
  return new Set(rows.map((row) => row.id));
}

/**
 * A page's section order: `index` 0 to n - 1 among the page's sections, kept compact. Locked per workspace, with the
 * workspace's row lock, as the page order is: a section moved between two pages takes one lock, a page deletion
 * holds it while sections would be added to the page, and a workspace deletion (which takes it first) never
 * deadlocks with a move. Final SQL in workspace-section.repository.sql/.
 */
export const SECTION_ORDER = new OrderedPositions({
  entity: WorkspaceSectionEntity,
  parent: 'workspacePageId',
  position: 'index',
  lock: WORKSPACE_ROW_LOCK,
  capacity: capacity(WORKSPACE_STRUCTURE_BOUNDS.sectionsPerPage, { parent: 'a page', rows: 'sections' }),
});

export async function insertSection(m: EntityManager, section: WorkspaceSectionEntity): Promise<void> {
  await m.insert(WorkspaceSectionEntity, section);
}

export async function updateSection(
  m: EntityManager,
  id: string,
  changes: Partial<WorkspaceSectionEntity>,
): Promise<void> {
  await m.update(WorkspaceSectionEntity, { id }, changes);
}

export async function deleteSection(m: EntityManager, id: string): Promise<void> {
  await m.delete(WorkspaceSectionEntity, { id });
}

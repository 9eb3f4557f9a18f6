import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { FileEntity } from '../files/file.entity.js';
import { AssetEntity } from '../tag-links/asset.entity.js';
import { WorkspacePageEntity } from '../workspace-core/workspace-page.entity.js';
import { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';

/**
 * What a visitor's act names (a link, a file, an asset, the subject of a comment), looked up within the visited
 * workspace among what a visitor may see (visitor-actions.service.ts, visitor-comments.service.ts). Final SQL in
 * visitor-target.repository.sql/.
 */

/** A section of the kind, visible, on a visible page of the workspace: two statements, the page's only when found. */
export async function findVisibleSection(
  m: EntityManager,
  { sectionId, workspaceId, kind }: { sectionId: string; workspaceId: string; kind: 'link' | 'file' },
): Promise<WorkspaceSectionEntity | null> {
  const found = await m.findOneBy(WorkspaceSectionEntity, { id: sectionId, workspaceId, kind, isHidden: false });
  if (!found) return null;
  const page = await m.findOneBy(WorkspacePageEntity, { id: found.workspacePageId, isHidden: false });
  return page ? found : null;
}

export function assetSectionsQuery(m: EntityManager, workspaceId: string): SelectQueryBuilder<WorkspaceSectionEntity> {
  return m
    .createQueryBuilder(WorkspaceSectionEntity, 's')
    .innerJoin(WorkspacePageEntity, 'p', 'p.id = s.workspace_page_id AND p.is_hidden = :hidden', { hidden: false })
    .where('s.workspace_id = :workspaceId AND s.kind = :kind AND s.is_hidden = :hidden', {
      workspaceId,
      kind: 'assets',
      hidden: false,
    });
}

/** The workspace's visible asset sections on visible pages (each lists its assets' ids). */
export function visibleAssetSections(m: EntityManager, workspaceId: string): Promise<WorkspaceSectionEntity[]> {
  return assetSectionsQuery(m, workspaceId).getMany();
}

/** An asset of the organization, or null. */
export function findOrgAsset(
  m: EntityManager,
  { id, organizationId }: { id: string; organizationId: string },
): Promise<AssetEntity | null> {
  return m.findOneBy(AssetEntity, { id, organizationId });
}

/** A file whose upload completed, or null. */
export function findReadyFile(m: EntityManager, id: string): Promise<FileEntity | null> {
  return m.findOneBy(FileEntity, { id, state: 'ready' });
}

/** A comment's subject that a section shows: the section itself, or a file (which a file section shows). */
export interface SectionSubject {
  type: 'workspaceSection' | 'file';
  id: string;
}

export function shownSubjectSectionQuery(
  m: EntityManager,
  { workspaceId, subject }: { workspaceId: string; subject: SectionSubject },
): SelectQueryBuilder<WorkspaceSectionEntity> {
  return m
    .createQueryBuilder(WorkspaceSectionEntity, 's')
    .innerJoin(WorkspacePageEntity, 'p', 'p.id = s.workspace_page_id AND p.is_hidden = :no', { no: false })
    .where('s.workspace_id = :workspaceId AND s.is_hidden = :no', { workspaceId })
    .andWhere(subject.type === 'file' ? "s.kind = 'file' AND s.file_id = :id" : 's.id = :id', { id: subject.id });
}

/**
 * The visible section on a visible page that shows a comment's subject: the section itself, or a file section of
 * the file; null when the page shows it to no one.
 */
export function shownSubjectSection(
  m: EntityManager,
  query: { workspaceId: string; subject: SectionSubject },
): Promise<WorkspaceSectionEntity | null> {
  return shownSubjectSectionQuery(m, query).getOne();
}

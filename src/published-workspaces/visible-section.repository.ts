import { type EntityManager, In } from 'typeorm';
import { FileEntity } from '../files/file.entity.js';
import type { FormDefinition } from '../form-definitions/form-definition.js';
import { AssetEntity } from '../tag-links/asset.entity.js';
import type { SectionKind } from '../templates/section-content.js';
import { WorkspacePlanEntity } from '../workspace-core/workspace-plan.entity.js';
import { WorkspacePlanTaskEntity } from '../workspace-plan-tasks/workspace-plan-task.entity.js';
import { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';
import { type VisiblePlan, ownersOf, tasksOf, uploadFilesOf } from './workspace-content.repository.js';

/**
 * What one page of the published workspace shows below its title: its visible sections, with the plans, tasks,
 * assets and files they refer to (the navigation, the default plan page and the tasks a visitor may act on are in
 * workspace-content.repository.ts). Its statements are entity finds, without a query builder to snapshot.
 */

export interface VisibleAsset {
  id: string;
  name: string;
  description: string | null;
  assetType: string;
}

export interface VisibleFile {
  id: string;
  name: string;
  size: number;
}

/** A section as a visitor sees it: only what its kind shows, with what it refers to already loaded. */
export interface VisibleSection {
  id: string;
  title: string;
  kind: SectionKind;
  text: string | null;
  linkUrl: string | null;
  plan: VisiblePlan | null;
  assets: VisibleAsset[];
  file: VisibleFile | null;
  /** A form section's questions (answered on the page: visitor-forms). */
  form: FormDefinition | null;
}

/**
 * A page's visible sections with everything they show, in at most seven statements whatever the page holds: the
 * sections, then at once the plans, their tasks (never internal ones), the assets and the files they refer to, then
 * the tasks' owners (`viewerId`: the signed-in contact, told apart as "you") and, when a task is a file request, the
 * files attached to such tasks.
 */
export async function visibleSections(
  m: EntityManager,
  {
    workspaceId,
    organizationId,
    pageId,
    viewerId = null,
  }: { workspaceId: string; organizationId: string; pageId: string; viewerId?: string | null },
): Promise<VisibleSection[]> {
  const sections = await m.find(WorkspaceSectionEntity, {
    where: { workspaceId, workspacePageId: pageId, isHidden: false },
    order: { index: 'ASC' },
  });
  const planIds = unique(sections.map((s) => (s.kind === 'plan' ? s.workspacePlanId : null)));
  const assetIds = unique(sections.flatMap((s) => (s.kind === 'assets' ? (s.assetIds ?? []) : [])));
  const fileIds = unique(sections.map((s) => (s.kind === 'file' ? s.fileId : null)));
  const [plans, tasks, assets, files] = await Promise.all([
    planIds.length === 0
      ? []
      : m.find(WorkspacePlanEntity, { select: { id: true, title: true }, where: { id: In(planIds), workspaceId } }),
    planIds.length === 0
      ? []
      : m.find(WorkspacePlanTaskEntity, {
          where: { workspacePlanId: In(planIds), workspaceId, isInternal: false },
          order: { index: 'ASC' },
        }),
    assetIds.length === 0 ? [] : m.find(AssetEntity, { where: { id: In(assetIds), organizationId } }),
    fileIds.length === 0 ? [] : m.find(FileEntity, { where: { id: In(fileIds), organizationId, state: 'ready' } }),
  ]);
  const owners = tasks.length === 0 ? new Map() : await ownersOf(m, tasks);
  const taskFiles = await uploadFilesOf(m, tasks);
  const assetById = new Map(assets.map((a) => [a.id, a]));
  const fileById = new Map(files.map((f) => [f.id, f]));
  return sections.map((s) => {
    const plan = s.kind === 'plan' ? plans.find((p) => p.id === s.workspacePlanId) : undefined;
    const file = s.kind === 'file' && s.fileId ? fileById.get(s.fileId) : undefined;
    return {
      id: s.id,
      title: s.title,
      kind: s.kind,
      text: s.kind === 'text' ? s.text : null,
      linkUrl: s.kind === 'link' ? s.linkUrl : null,
      plan: plan
        ? { id: plan.id, title: plan.title, tasks: tasksOf(tasks, plan.id, { owners, files: taskFiles, viewerId }) }
        : null,
      assets: s.kind === 'assets' ? (s.assetIds ?? []).flatMap((id) => visibleAsset(assetById.get(id))) : [],
      file: file ? { id: file.id, name: file.name, size: file.size } : null,
      form: s.kind === 'form' ? s.form : null,
    };
  });
}

function visibleAsset(asset: AssetEntity | undefined): VisibleAsset[] {
  return asset ? [{ id: asset.id, name: asset.name, description: asset.description, assetType: asset.assetType }] : [];
}

function unique(ids: readonly (string | null)[]): string[] {
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

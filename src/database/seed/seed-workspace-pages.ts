import { copiedForm } from '../../form-definitions/form-definition.rules.js';
import { WorkspacePageEntity } from '../../workspace-core/workspace-page.entity.js';
import { WorkspaceSectionEntity } from '../../workspace-sections/workspace-section.entity.js';
import type { SeedContext } from './seed-context.js';
import type { SeededTemplate } from './seed-templates.js';

interface PagesCopy {
  key: string;
  workspaceId: string;
  source: SeededTemplate;
  /** Template plan id → the workspace's copy: a plan section shows the workspace's own plan. */
  planCopies: ReadonlyMap<string, string>;
  createdAt: string;
}

/** A demo workspace's pages and sections: copies of its template's, as creating it through the API makes them. */
export function workspacePages(
  ctx: SeedContext,
  { key, workspaceId, source, planCopies, createdAt }: PagesCopy,
): { pages: WorkspacePageEntity[]; sections: WorkspaceSectionEntity[] } {
  const pageCopies = new Map<string, string>();
  const owned = { organizationId: ctx.orgId, workspaceId, createdAt, updatedAt: createdAt };
  const pages = source.pages.map((page) => {
    const id = ctx.ids.add('workspacePage', `${key}#${page.index}`);
    pageCopies.set(page.id, id);
    return ctx.m.create(WorkspacePageEntity, {
      ...owned,
      id,
      title: page.title,
      index: page.index,
      isHidden: page.isHidden,
    });
  });
  const sections = source.sections.map((section) => {
    const plan = section.planIndex === null ? undefined : source.plans[section.planIndex];
    return ctx.m.create(WorkspaceSectionEntity, {
      ...owned,
      id: ctx.ids.add('workspaceSection', `${key}#${section.id}`),
      workspacePageId: pageCopies.get(section.templatePageId) as string,
      title: section.title,
      kind: section.kind,
      index: section.index,
      isHidden: section.isHidden,
      text: section.text,
      workspacePlanId: plan ? (planCopies.get(plan.id) ?? null) : null,
      assetIds: section.assetIds,
      linkUrl: section.linkUrl,
      fileId: section.fileId,
      form: section.form && copiedForm(section.form),
    });
  });
  return { pages, sections };
}

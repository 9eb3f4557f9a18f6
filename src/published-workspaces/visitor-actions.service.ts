import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AssetEntity } from '../tag-links/asset.entity.js';
import { ID_PATTERN } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { FileLinks } from '../files/file-links.js';
import { WorkspacePlanTasksService } from '../workspace-plan-tasks/workspace-plan-tasks.service.js';
import type { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';
import { isWebUrl } from './markdown.js';
import { type Visit, canComplete, canSeeContent, pageNotFound } from './visitor-access.js';
import { type Act, VisitorEngagement } from './visitor-engagement.service.js';
import { findOrgAsset, findReadyFile, findVisibleSection, visibleAssetSections } from './visitor-target.repository.js';
import { shownTasks } from './workspace-content.repository.js';

/** Where a tracked link leads, the act it counts as, and what it is an act on (repeats of which count once). */
export interface Destination {
  location: string;
  act: Act;
  target: string;
}

/** The task ticks of one plan form: the tasks it showed, which of those were ticked then, which are ticked now. */
export interface TaskTicks {
  shown: string[];
  was: string[];
  done: string[];
}

/**
 * What a visitor does beyond reading: opening links, files and assets (through addresses that count the act and then
 * redirect) and ticking tasks. Everything is looked up within the visited workspace, among what a visitor may see:
 * an id of another workspace, a hidden section or an internal task is simply not found.
 */
@Injectable()
export class VisitorActions {
  constructor(
    private readonly db: Db,
    private readonly files: FileLinks,
    private readonly tasks: WorkspacePlanTasksService,
    private readonly engagement: VisitorEngagement,
  ) {}

  /** A link section's address. */
  async link(visit: Visit, sectionId: string): Promise<Destination> {
    const section = await this.visibleSection(visit, sectionId, 'link');
    if (!isWebUrl(section.linkUrl)) throw pageNotFound();
    return {
      location: section.linkUrl,
      act: { type: 'workspace.link.clicked', subject: { url: section.linkUrl } },
      target: `link:${section.id}`,
    };
  }

  /** A task's action link, for a task that a visible plan section shows. */
  async taskLink(visit: Visit, taskId: string): Promise<Destination> {
    this.requireContent(visit, taskId);
    const [task] = await this.db.read((m) => shownTasks(m, { workspaceId: visit.workspace.id, taskIds: [taskId] }));
    if (!task || !isWebUrl(task.actionLinkUrl)) throw pageNotFound();
    const url = task.actionLinkUrl;
    const associated = { workspacePlanTask: { id: task.id, title: task.title, status: task.status } };
    return {
      location: url,
      act: { type: 'workspace.link.clicked', subject: { url, workspacePlanTaskId: task.id }, associated },
      target: `task-link:${task.id}`,
    };
  }

  /** A file section's file, through a fresh signed link. */
  async file(visit: Visit, sectionId: string): Promise<Destination> {
    const section = await this.visibleSection(visit, sectionId, 'file');
    const file = section.fileId ? await this.db.read((m) => findReadyFile(m, section.fileId!)) : null;
    if (!file) throw pageNotFound();
    const { url } = await this.files.issue(file.id);
    const act: Act = {
      type: 'workspace.file.downloaded',
      subject: { fileId: file.id },
      associated: { file: { id: file.id, name: file.name } },
    };
    return { location: url, act, target: `file:${section.id}` };
  }

  /** An asset shown in one of the workspace's visible asset sections: its file, or its address. */
  async asset(
    visit: Visit,
    assetId: string,
    type: 'workspace.asset.viewed' | 'workspace.asset.shared',
  ): Promise<Destination & { asset: AssetEntity }> {
    this.requireContent(visit, assetId);
    const asset = await this.db.read(async (m) =>
      (await this.showsAsset(m, visit.workspace.id, assetId))
        ? findOrgAsset(m, { id: assetId, organizationId: visit.workspace.organizationId })
        : null,
    );
    if (!asset) throw pageNotFound();
    const location = asset.fileId ? (await this.files.issue(asset.fileId)).url : asset.assetUrl;
    if (!isWebUrl(location)) throw pageNotFound();
    const act: Act = {
      type,
      subject: { assetId: asset.id },
      associated: { asset: { id: asset.id, name: asset.name } },
    };
    const target = `${type === 'workspace.asset.viewed' ? 'asset' : 'asset-shared'}:${asset.id}`;
    return { location, act, target, asset };
  }

  /**
   * Applies a plan form: each shown task whose tick changed since the page was drawn is completed or reopened, with
   * the API's rules and events and the contact's activity, all in one transaction. A task changed by someone else
   * in between keeps their change unless this visitor changed the same tick. A task that no visible plan section shows
   * (internal, hidden, of another workspace) makes the whole form a 404 that changes and records nothing.
   */
  async tick(visit: Visit, ticks: TaskTicks): Promise<number> {
    if (!canComplete(visit)) throw pageNotFound();
    const was = new Set(ticks.was);
    const done = new Set(ticks.done);
    const changed = ticks.shown.filter((id) => ID_PATTERN.test(id) && was.has(id) !== done.has(id));
    if (changed.length === 0) return 0;
    const { workspace } = visit;
    const org = { id: workspace.organizationId, slug: workspace.orgSlug, name: workspace.orgName };
    return this.db.write(async (m) => {
      const shown = await shownTasks(m, { workspaceId: workspace.id, taskIds: changed });
      if (shown.length !== new Set(changed).size) throw pageNotFound();
      let count = 0;
      for (const taskId of changed) {
        const completed = done.has(taskId);
        const result = await this.tasks.completeForContact(m, { org, workspaceId: workspace.id, taskId, completed });
        if (!result?.changed) continue;
        count += 1;
        const { task } = result;
        await this.engagement.record(
          m,
          visit,
          {
            type: completed ? 'workspace.plan.task.completed' : 'workspace.plan.task.reopened',
            subject: { workspacePlanTaskId: task.id },
            associated: { workspacePlanTask: { id: task.id, title: task.title, status: task.status } },
          },
          nowIso(),
        );
      }
      return count;
    });
  }

  private requireContent(visit: Visit, id: string): void {
    if (!canSeeContent(visit) || !ID_PATTERN.test(id)) throw pageNotFound();
  }

  /** A section of the kind, visible, on a visible page of the workspace. */
  private async visibleSection(
    visit: Visit,
    sectionId: string,
    kind: 'link' | 'file',
  ): Promise<WorkspaceSectionEntity> {
    this.requireContent(visit, sectionId);
    const section = await this.db.read((m) =>
      findVisibleSection(m, { sectionId, workspaceId: visit.workspace.id, kind }),
    );
    if (!section) throw pageNotFound();
    return section;
  }

  /** Whether a visible asset section on a visible page of the workspace lists the asset. */
  private async showsAsset(m: EntityManager, workspaceId: string, assetId: string): Promise<boolean> {
    const sections = await visibleAssetSections(m, workspaceId);
    return sections.some((s) => (s.assetIds ?? []).includes(assetId));
  }
}

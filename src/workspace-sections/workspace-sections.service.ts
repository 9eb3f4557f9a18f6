import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { EntityManager } from 'typeorm';
import { findInOrg } from '../common/repository/find-in-org.js';
import { invalidField } from '../common/http/app-error.js';
import type { Precondition } from '../common/http/if-match.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import type { Versioned } from '../common/http/versioned.js';
import { newId } from '../common/ids.js';
import { type ListQuery, type Page, buildPageInfo, readPage } from '../common/pagination/page-info.js';
import { pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { emitChange, emitDeleted } from '../events/emit-event.js';
import type { CreateWorkspaceSectionDto, UpdateWorkspaceSectionDto } from './dto/workspace-section.dto.js';
import { checkContentReferences, requireBodyPage } from './section-references.js';
import { SECTION_FILTERS } from './section-filters.js';
import { sectionContent } from './section-kind.rules.js';
import {
  SECTION_ORDER,
  countSections,
  deleteSection,
  existingAssetIds,
  insertSection,
  sectionPage,
  updateSection,
} from './workspace-section.repository.js';
import { sectionChanges } from './section-changes.js';
import { WorkspaceSectionEntity } from './workspace-section.entity.js';
import {
  WORKSPACE_SECTION_SHAPE,
  type WorkspaceSectionDoc,
  toWorkspaceSectionResource,
} from './workspace-section.resource.js';

type SectionOut = Partial<WorkspaceSectionDoc>;

/**
 * Sections of workspace pages, each in its page's compact order (SECTION_ORDER, under the workspace's row lock). A
 * section's workspace never changes, so the lock to take is known from a first read; the section (or page) is read
 * again under it on PostgreSQL (SQLite writes are serialized).
 */
@Injectable()
export class WorkspaceSectionsService {
  /** The largest file a form's question may ask for: the service's own limit. */
  private readonly limits: { maxFileBytes: number };

  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = { maxFileBytes: config.files.maxBytes };
  }

  list(org: OrgContext, query: ListQuery): Promise<Page<SectionOut>> {
    const sel = Selection.parse(WORKSPACE_SECTION_SHAPE, query.properties);
    const window = pageWindow(query);
    const filters = SECTION_FILTERS.parse(query.filters);
    return this.db.read(async (m) => {
      const { rows, total } = await readPage(window, {
        total: () => countSections(m, org.id, filters),
        rows: () => sectionPage(m, org.id, { filters, window }),
      });
      const items = await this.present(m, org, rows, sel);
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<SectionOut>> {
    const sel = Selection.parse(WORKSPACE_SECTION_SHAPE, properties);
    return this.db.read(async (m) => {
      const section = await this.find(m, org, id);
      return versioned((await this.present(m, org, [section], sel))[0], section);
    });
  }

  create(org: OrgContext, dto: CreateWorkspaceSectionDto, properties?: string[]): Promise<SectionOut> {
    const sel = Selection.parse(WORKSPACE_SECTION_SHAPE, properties);
    return this.db.write(async (m) => {
      // The page first: it is where the section goes, and its workspace is the one content must belong to.
      const first = await requireBodyPage(m, org.id, dto.workspacePageId);
      const content = sectionContent(dto.kind, dto, this.limits);
      await SECTION_ORDER.lock(m, first.workspaceId);
      // A page deleted meanwhile is gone now: its deletion held the same lock.
      const page = this.db.dialect.serialized ? first : await requireBodyPage(m, org.id, dto.workspacePageId);
      const checked = await checkContentReferences(m, { orgId: org.id, workspaceId: page.workspaceId, input: dto });
      const index = await SECTION_ORDER.insertAt(m, page.id, dto.index);
      const now = nowIso();
      const section = m.create(WorkspaceSectionEntity, {
        id: newId(),
        organizationId: org.id,
        workspaceId: page.workspaceId,
        workspacePageId: page.id,
        title: dto.title ?? 'Untitled section',
        kind: dto.kind,
        index,
        isHidden: dto.isHidden ?? false,
        ...content,
        ...checked,
        createdAt: now,
        updatedAt: now,
      });
      await insertSection(m, section);
      const render = async (all: Selection) => (await this.present(m, org, [section], all))[0];
      return emitChange(m, { organizationId: org.id, type: 'workspaceSection.created', sel, render });
    });
  }

  /**
   * Fields not sent keep their values; a body that changes nothing answers the section as it is (no event). `index`
   * moves it in its page; `workspacePageId` moves it to another page of its workspace (at `index`, else last); a new
   * `kind` needs its content, and clears the old kind's.
   */
  update(
    org: OrgContext,
    id: string,
    dto: UpdateWorkspaceSectionDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<SectionOut>> {
    const sel = Selection.parse(WORKSPACE_SECTION_SHAPE, properties);
    return writeVersioned(this.db, { entity: WorkspaceSectionEntity, id }, async (m) => {
      const section = await this.findLocked(m, org, id);
      await requireVersion(m, { entity: WorkspaceSectionEntity, row: section, ifMatch });
      const content = sectionContent(dto.kind ?? section.kind, dto, { stored: section, ...this.limits });
      const checked = await checkContentReferences(m, { orgId: org.id, workspaceId: section.workspaceId, input: dto });
      const changes = sectionChanges(section, { ...dto, ...content, ...checked });
      Object.assign(changes, await this.place(m, org, section, dto));
      if (Object.keys(changes).length === 0) return (await this.present(m, org, [section], sel))[0];
      Object.assign(section, changes, { updatedAt: nowIso() });
      await updateSection(m, section.id, { ...changes, updatedAt: section.updatedAt });
      const render = async (all: Selection) => (await this.present(m, org, [section], all))[0];
      return emitChange(m, { organizationId: org.id, type: 'workspaceSection.updated', sel, render });
    });
  }

  /** The section; the sections after it in its page move up one. */
  remove(org: OrgContext, id: string, { ifMatch }: Precondition): Promise<{ id: string }> {
    return this.db.write(async (m) => {
      const section = await this.findLocked(m, org, id);
      await requireVersion(m, { entity: WorkspaceSectionEntity, row: section, ifMatch });
      await deleteSection(m, section.id);
      await SECTION_ORDER.closeGap(m, section.workspacePageId, section.index);
      await emitDeleted(m, {
        organizationId: org.id,
        type: 'workspaceSection.deleted',
        resource: { id: section.id, object: 'workspaceSection' },
        workspaceId: section.workspaceId,
      });
      return { id: section.id };
    });
  }

  /**
   * Where a PATCH puts the section: onto another page of its workspace (the gap it leaves closes, the new page makes
   * room at `index`, else last), or to `index` in its page. Only what changes.
   */
  private async place(
    m: EntityManager,
    org: OrgContext,
    section: WorkspaceSectionEntity,
    { workspacePageId, index }: { workspacePageId?: string; index?: number },
  ): Promise<Partial<WorkspaceSectionEntity>> {
    if (workspacePageId !== undefined && workspacePageId !== section.workspacePageId) {
      const page = await requireBodyPage(m, org.id, workspacePageId);
      if (page.workspaceId !== section.workspaceId) {
        throw invalidField('workspacePageId', `workspacePage ${workspacePageId} belongs to another workspace`);
      }
      await SECTION_ORDER.closeGap(m, section.workspacePageId, section.index);
      return { workspacePageId: page.id, index: await SECTION_ORDER.insertAt(m, page.id, index) };
    }
    if (index === undefined) return {};
    const to = await SECTION_ORDER.move(m, section.workspacePageId, { from: section.index, to: index });
    return to === section.index ? {} : { index: to };
  }

  /** The section read under its workspace's lock (see the class comment). */
  private async findLocked(m: EntityManager, org: OrgContext, id: string): Promise<WorkspaceSectionEntity> {
    const first = await this.find(m, org, id);
    await SECTION_ORDER.lock(m, first.workspaceId);
    return this.db.dialect.serialized ? first : this.find(m, org, id);
  }

  private find(m: EntityManager, org: OrgContext, id: string): Promise<WorkspaceSectionEntity> {
    return findInOrg(m, WorkspaceSectionEntity, { orgId: org.id, id, resource: 'workspaceSection' });
  }

  /** The one rendering of sections (list, get, the answer and event of a write). */
  private async present(
    m: EntityManager,
    org: OrgContext,
    sections: WorkspaceSectionEntity[],
    sel: Selection,
  ): Promise<SectionOut[]> {
    const existingAssets = sel.has('assetIds') ? await existingAssetIds(m, org.id, sections) : null;
    return sections.map((section) =>
      sel.project(toWorkspaceSectionResource(section, { urls: this.urls, existingAssets })),
    );
  }
}

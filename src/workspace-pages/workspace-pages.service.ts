import { Injectable } from '@nestjs/common';
import type { EntityManager, FindOptionsOrder } from 'typeorm';
import { findInOrg } from '../common/repository/find-in-org.js';
import type { Precondition } from '../common/http/if-match.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import type { Versioned } from '../common/http/versioned.js';
import { newId } from '../common/ids.js';
import { type ListQuery, type Page } from '../common/pagination/page-info.js';
import { presentPage } from '../common/repository/find-page.js';
import { pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { emitChange, emitDeleted } from '../events/emit-event.js';
import { requireBodyWorkspace } from '../workspace-core/referenced-workspace.js';
import { WorkspacePageEntity } from '../workspace-core/workspace-page.entity.js';
import type { CreateWorkspacePageDto, UpdateWorkspacePageDto } from './dto/workspace-page.dto.js';
import { PAGE_FILTERS } from './page-filters.js';
import { PAGE_ORDER, deletePage, insertPage, updatePage } from './workspace-page.repository.js';
import { WORKSPACE_PAGE_SHAPE, type WorkspacePageDoc, toWorkspacePageResource } from './workspace-page.resource.js';

type PageOut = Partial<WorkspacePageDoc>;

/**
 * A workspace's pages, in a compact order (PAGE_ORDER, under the workspace's row lock). Every change of the order
 * takes the lock before it reads a page, so positions read are current; a page's workspace never changes, so the
 * lock to take is known from a first read and the page is read again under it (PostgreSQL; SQLite writes are
 * serialized).
 */
@Injectable()
export class WorkspacePagesService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
  ) {}

  list(org: OrgContext, query: ListQuery): Promise<Page<PageOut>> {
    const sel = Selection.parse(WORKSPACE_PAGE_SHAPE, query.properties);
    const window = pageWindow(query);
    const { workspaceId } = PAGE_FILTERS.parse(query.filters);
    const where = { organizationId: org.id, ...(workspaceId && { workspaceId }) };
    // Within one workspace the page order is what a reader expects; across workspaces, newest first.
    const order: FindOptionsOrder<WorkspacePageEntity> =
      workspaceId === undefined ? { createdAt: 'DESC', id: 'DESC' } : { index: 'ASC', id: 'ASC' };
    return this.db.read((m) =>
      presentPage(m, { entity: WorkspacePageEntity, where, window, order }, (pages) =>
        pages.map((page) => sel.project(toWorkspacePageResource(page, this.urls))),
      ),
    );
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<PageOut>> {
    const sel = Selection.parse(WORKSPACE_PAGE_SHAPE, properties);
    return this.db.read(async (m) => {
      const page = await this.find(m, org, id);
      return versioned(sel.project(toWorkspacePageResource(page, this.urls)), page);
    });
  }

  create(org: OrgContext, dto: CreateWorkspacePageDto, properties?: string[]): Promise<PageOut> {
    const sel = Selection.parse(WORKSPACE_PAGE_SHAPE, properties);
    return this.db.write(async (m) => {
      const workspace = await requireBodyWorkspace(m, org.id, dto.workspaceId);
      await PAGE_ORDER.lock(m, workspace.id);
      const index = await PAGE_ORDER.insertAt(m, workspace.id, dto.index);
      const now = nowIso();
      const page = m.create(WorkspacePageEntity, {
        id: newId(),
        organizationId: org.id,
        workspaceId: workspace.id,
        title: dto.title,
        index,
        isHidden: dto.isHidden ?? false,
        totalViews: 0,
        uniqueViewers: 0,
        createdAt: now,
        updatedAt: now,
      });
      await insertPage(m, page);
      const render = () => toWorkspacePageResource(page, this.urls);
      return emitChange(m, { organizationId: org.id, type: 'workspacePage.created', sel, render });
    });
  }

  /**
   * Fields not sent keep their values; a body that changes nothing answers the page as it is (no event). `index`
   * moves the page, shifting the pages in between by one.
   */
  update(
    org: OrgContext,
    id: string,
    dto: UpdateWorkspacePageDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<PageOut>> {
    const sel = Selection.parse(WORKSPACE_PAGE_SHAPE, properties);
    return writeVersioned(this.db, { entity: WorkspacePageEntity, id }, async (m) => {
      const page = await this.findLocked(m, org, id);
      await requireVersion(m, { entity: WorkspacePageEntity, row: page, ifMatch });
      const changes: Partial<WorkspacePageEntity> = {};
      if (dto.title !== undefined && dto.title !== page.title) changes.title = dto.title;
      if (dto.isHidden !== undefined && dto.isHidden !== page.isHidden) changes.isHidden = dto.isHidden;
      if (dto.index !== undefined) {
        const index = await PAGE_ORDER.move(m, page.workspaceId, { from: page.index, to: dto.index });
        if (index !== page.index) changes.index = index;
      }
      if (Object.keys(changes).length === 0) return sel.project(toWorkspacePageResource(page, this.urls));
      Object.assign(page, changes, { updatedAt: nowIso() });
      await updatePage(m, page.id, { ...changes, updatedAt: page.updatedAt });
      const render = () => toWorkspacePageResource(page, this.urls);
      return emitChange(m, { organizationId: org.id, type: 'workspacePage.updated', sel, render });
    });
  }

  /**
   * The page and its sections (the foreign key cascades) in one transaction; the pages after it move up one. The
   * section order has the same lock (the workspace's row), so no section is being added to the page meanwhile.
   */
  remove(org: OrgContext, id: string, { ifMatch }: Precondition): Promise<{ id: string }> {
    return this.db.write(async (m) => {
      const page = await this.findLocked(m, org, id);
      await requireVersion(m, { entity: WorkspacePageEntity, row: page, ifMatch });
      await deletePage(m, page.id);
      await PAGE_ORDER.closeGap(m, page.workspaceId, page.index);
      await emitDeleted(m, {
        organizationId: org.id,
        type: 'workspacePage.deleted',
        resource: { id: page.id, object: 'workspacePage' },
        workspaceId: page.workspaceId,
      });
      return { id: page.id };
    });
  }

  /** The page read under its workspace's lock (see the class comment). */
  private async findLocked(m: EntityManager, org: OrgContext, id: string): Promise<WorkspacePageEntity> {
    const first = await this.find(m, org, id);
    await PAGE_ORDER.lock(m, first.workspaceId);
    return this.db.dialect.serialized ? first : this.find(m, org, id);
  }

  private find(m: EntityManager, org: OrgContext, id: string): Promise<WorkspacePageEntity> {
    return findInOrg(m, WorkspacePageEntity, { orgId: org.id, id, resource: 'workspacePage' });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { findInOrg } from '../common/find-in-org.js';
import type { EntityManager } from 'typeorm';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { type Page, buildPageInfo } from '../common/pagination/page-info.js';
import { type PageQuery, pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { loadWorkspaceEmbeds } from './workspace-embeds.query.js';
import { parseWorkspaceFilters } from './workspace-filters.js';
import { WorkspaceEntity } from './workspace.entity.js';
import { WORKSPACE_SHAPE, type WorkspaceDoc, toWorkspaceResource } from './workspace.resource.js';
import { filteredWorkspaces } from './workspaces.query.js';

type WorkspaceOut = Partial<WorkspaceDoc>;
type ListQuery = PageQuery & { properties?: string[]; filters?: unknown };

@Injectable()
export class WorkspacesService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  list(org: OrgContext, query: ListQuery): Promise<Page<WorkspaceOut>> {
    const sel = Selection.parse(WORKSPACE_SHAPE, query.properties);
    const window = pageWindow(query);
    const filters = parseWorkspaceFilters(query.filters);
    return this.db.read(async (m) => {
      const total = await filteredWorkspaces(m, org.id, filters).getCount();
      const workspaces =
        window.offset >= total
          ? []
          : await filteredWorkspaces(m, org.id, filters)
              .orderBy('w.created_at', 'DESC')
              .addOrderBy('w.id', 'DESC')
              .offset(window.offset)
              .limit(window.limit)
              .getMany();
      const items = await this.present(m, org, workspaces, sel);
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<WorkspaceOut> {
    const sel = Selection.parse(WORKSPACE_SHAPE, properties);
    return this.db.read(async (m) => {
      const workspace = await findInOrg(m, WorkspaceEntity, org.id, id, 'workspace');
      return (await this.present(m, org, [workspace], sel))[0];
    });
  }

  /** The wire shape of workspaces, with the embeds `sel` asks for loaded in a fixed number of queries. */
  async present(
    m: EntityManager,
    org: OrgContext,
    workspaces: WorkspaceEntity[],
    sel: Selection,
  ): Promise<WorkspaceOut[]> {
    const embeds = await loadWorkspaceEmbeds(m, this.urls, org.id, workspaces, sel);
    const ctx = {
      url: (id: string) => this.urls.of('workspaces', id),
      appBaseUrl: this.config.appBaseUrl,
      orgSlug: org.slug,
      now: new Date(),
    };
    return workspaces.map((workspace) => toWorkspaceResource(workspace, embeds.get(workspace.id) ?? {}, ctx, sel));
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { notFound } from '../common/http/app-error.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { type ListQuery, type Page, buildPageInfo } from '../common/pagination/page-info.js';
import { type PageWindow, pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { toCustomFieldDefinition } from '../custom-fields/custom-field-values.query.js';
import { Db } from '../database/db.service.js';
import { organizationTotal, organizationTotalSql } from '../organizations/organization-counts.js';
import { toWorkspaceEmbeds } from './workspace-embeds.query.js';
import { WORKSPACE_FILTERS } from './workspace-filters.js';
import {
  type WorkspaceRows,
  type WorkspaceRowsRead,
  readOrganizationWorkspaceRows,
  readWorkspaceRows,
} from './workspace-rows.query.js';
import { WORKSPACE_SHAPE, type WorkspaceDoc, toWorkspaceResource } from './workspace.resource.js';
import { countWorkspaces, filteredWorkspaces, workspaceById, workspaceCountSql } from './workspaces.query.js';
import { versioned } from '../common/row-version.js';
import type { Versioned } from '../common/http/versioned.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';

type WorkspaceOut = Partial<WorkspaceDoc>;

const ONE: PageWindow = { page: 1, limit: 1, offset: 0 };

/**
 * Reads of workspaces. The first page of a list is one statement (the page with every selected embed and the exact
 * total: the organization's counter, or COUNT(*) on the filtered base table); a later page two (the total first, which
 * picks the index end, then the page); a single workspace one; whatever the page size, filters and embeds.
 */
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
    const filters = WORKSPACE_FILTERS.parse(query.filters);
    return this.db.read(async (m) => {
      // Built only when filtered: the unfiltered statement is built once per process (readOrganizationWorkspaceRows).
      let filtered: SelectQueryBuilder<WorkspaceEntity> | undefined;
      const workspaces = () => (filtered ??= filteredWorkspaces(m, org.id, filters));
      // Prepared (plan cached per connection on PostgreSQL) unless filtered: a filter value's selectivity can change
      // the best plan, so filtered lists are planned for the values at hand. Unfiltered, the total is the counter's.
      const prepared = Object.values(filters).every((value) => value === undefined);
      const rowsOf = (read: WorkspaceRowsRead) =>
        prepared
          ? readOrganizationWorkspaceRows(m, org.id, read)
          : readWorkspaceRows(m, workspaces(), { ...read, prepared });
      if (window.offset === 0) {
        // The first page is planned without the total: one statement reads the page and counts.
        const count = prepared ? organizationTotalSql('workspace') : workspaceCountSql(workspaces());
        const read = await rowsOf({ window, sel, count });
        const items = this.present(org, read, sel);
        return { items, pageInfo: buildPageInfo(window, read.total ?? 0, items.length) };
      }
      const total = prepared ? await organizationTotal(m, org.id, 'workspace') : await countWorkspaces(m, workspaces());
      const items = window.offset >= total ? [] : this.present(org, await rowsOf({ window, sel, total }), sel);
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<WorkspaceOut>> {
    const sel = Selection.parse(WORKSPACE_SHAPE, properties);
    return this.db.read(async (m) => {
      const read = await readWorkspaceRows(m, workspaceById(m, org.id, id), { window: ONE, sel });
      const row = read.rows[0];
      if (!row) throw notFound('workspace', id);
      return versioned(this.present(org, read, sel)[0], row);
    });
  }

  /** A workspace just written in the transaction `m`, as the wire shows it; the same statement as `get`. */
  async render(m: EntityManager, org: OrgContext, id: string, sel: Selection): Promise<WorkspaceOut> {
    const [workspace] = this.present(
      org,
      await readWorkspaceRows(m, workspaceById(m, org.id, id), { window: ONE, sel }),
      sel,
    );
    if (!workspace) throw notFound('workspace', id);
    return workspace;
  }

  private present(org: OrgContext, { rows, fields }: WorkspaceRows, sel: Selection): WorkspaceOut[] {
    const definitions = fields && fields.map((field) => toCustomFieldDefinition(field, field.options, this.urls));
    const ctx = {
      url: (id: string) => this.urls.of('workspaces', id),
      appBaseUrl: this.config.appBaseUrl,
      orgSlug: org.slug,
      now: new Date(),
    };
    return rows.map((row) =>
      toWorkspaceResource(row, { embeds: toWorkspaceEmbeds(row, { definitions, urls: this.urls }), ctx, sel }),
    );
  }
}

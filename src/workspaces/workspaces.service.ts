import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { notFound } from '../common/http/app-error.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { JsonText } from '../common/http/json-text.js';
import { type ListQuery, type PageInfo, buildPageInfo } from '../common/pagination/page-info.js';
import { type PageWindow, pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { organizationTotal, organizationTotalSql } from '../organizations/organization-count.repository.js';
import { WORKSPACE_FILTERS } from './workspace-filters.js';
import {
  type WorkspaceContext,
  type WorkspaceRows,
  type WorkspaceRowsRead,
  readOrganizationWorkspaceRows,
  readWorkspaceRows,
} from './workspace.repository.js';
import { WORKSPACE_SHAPE, type WorkspaceDoc } from './workspace.resource.js';
import { countWorkspaces, filteredWorkspaces, workspaceById, workspaceCountSql } from './workspace.repository.js';
import type { Versioned } from '../common/http/versioned.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';

type WorkspaceOut = Partial<WorkspaceDoc>;

/**
 * Workspaces as answered: the JSON the database wrote (the whole selection, every embed), passed through as text,
 * or, when `properties` narrowed it, that JSON projected.
 */
export type WorkspacesOut = JsonText | WorkspaceOut[];

const ONE: PageWindow = { page: 1, limit: 1, offset: 0 };

/**
 * Reads of workspaces, as the wire JSON the database writes (workspace-wire.query.ts): the app neither maps nor
 * re-serialises the rows. The first page of a list is one statement (the page with every selected embed and the exact
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

  list(org: OrgContext, query: ListQuery): Promise<{ items: WorkspacesOut; pageInfo: PageInfo }> {
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
      const context = this.context(org);
      const rowsOf = (read: Omit<WorkspaceRowsRead, 'context'>) =>
        prepared
          ? readOrganizationWorkspaceRows(m, org.id, { ...read, context })
          : readWorkspaceRows(m, workspaces(), { ...read, context, prepared });
      if (window.offset === 0) {
        // The first page is planned without the total: one statement reads the page and counts.
        const count = prepared ? organizationTotalSql('workspace') : workspaceCountSql(workspaces());
        const read = await rowsOf({ window, sel, count });
        return { items: answered(read, sel), pageInfo: buildPageInfo(window, read.total ?? 0, read.count) };
      }
      const total = prepared ? await organizationTotal(m, org.id, 'workspace') : await countWorkspaces(m, workspaces());
      if (window.offset >= total) return { items: [], pageInfo: buildPageInfo(window, total, 0) };
      const read = await rowsOf({ window, sel, total });
      return { items: answered(read, sel), pageInfo: buildPageInfo(window, total, read.count) };
    });
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<JsonText | WorkspaceOut>> {
    const sel = Selection.parse(WORKSPACE_SHAPE, properties);
    return this.db.read(async (m) => {
      const read = await this.readOne(m, org, id, sel);
      if (read.version === undefined) throw notFound('workspace', id);
      return { value: sel.full ? new JsonText(only(read)) : projected(read, sel)[0], version: read.version };
    });
  }

  /** A workspace just written in the transaction `m`, as the wire shows it; the same statement as `get`. */
  async render(m: EntityManager, org: OrgContext, id: string, sel: Selection): Promise<WorkspaceOut> {
    const [workspace] = projected(await this.readOne(m, org, id, sel), sel);
    if (!workspace) throw notFound('workspace', id);
    return workspace;
  }

  private readOne(m: EntityManager, org: OrgContext, id: string, sel: Selection): Promise<WorkspaceRows> {
    const read = { window: ONE, sel, context: this.context(org), versioned: true };
    return readWorkspaceRows(m, workspaceById(m, org.id, id), read);
  }

  private context(org: OrgContext): WorkspaceContext {
    return {
      baseUrl: this.urls.base,
      appBaseUrl: this.config.appBaseUrl,
      orgSlug: org.slug,
      now: new Date().toISOString(),
    };
  }
}

/** The rows as the client gets them: the database's text, or projected when `properties` narrowed the selection. */
function answered(read: WorkspaceRows, sel: Selection): WorkspacesOut {
  return sel.full ? new JsonText(read.json) : projected(read, sel);
}

/** The rows as objects, projected on the selection: for a narrowed selection, and for what a write answers and emits. */
function projected(read: WorkspaceRows, sel: Selection): WorkspaceOut[] {
  return (JSON.parse(read.json) as WorkspaceDoc[]).map((workspace) => sel.project(workspace));
}

/** The one object of a read by id: its array's text without the brackets (the text is compact, see wire-json.ts). */
const only = (read: WorkspaceRows): string => read.json.slice(1, -1);

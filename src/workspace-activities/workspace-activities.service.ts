import { Injectable } from '@nestjs/common';
import { findInOrg } from '../common/repository/find-in-org.js';
import type { OrgContext } from '../common/http/request.js';
import type { Versioned } from '../common/http/versioned.js';
import { type ListQuery, type Page } from '../common/pagination/page-info.js';
import { presentPage } from '../common/repository/find-page.js';
import { pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { versioned } from '../common/repository/row-version.js';
import { Db } from '../database/db.service.js';
import { ACTIVITY_FILTERS } from './activity-filters.js';
import { WorkspaceActivityEntity } from './workspace-activity.entity.js';
import {
  WORKSPACE_ACTIVITY_SHAPE,
  type WorkspaceActivityDoc,
  toWorkspaceActivityResource,
} from './workspace-activity.resource.js';

type WorkspaceActivityOut = Partial<WorkspaceActivityDoc>;

/** Reads only: activities are written by contacts' visits (recordActivity), never through the API. */
@Injectable()
export class WorkspaceActivitiesService {
  constructor(private readonly db: Db) {}

  /**
   * Newest first (createdAt, then id, descending): the count and one page, two statements whatever the page size.
   * The (organization_id, created_at, id) and (workspace_id, created_at, id) indexes serve the order.
   */
  list(org: OrgContext, query: ListQuery): Promise<Page<WorkspaceActivityOut>> {
    const sel = Selection.parse(WORKSPACE_ACTIVITY_SHAPE, query.properties);
    const window = pageWindow(query);
    const where = { organizationId: org.id, ...ACTIVITY_FILTERS.parse(query.filters) };
    return this.db.read((m) =>
      presentPage(m, { entity: WorkspaceActivityEntity, where, window }, (activities) =>
        activities.map((activity) => sel.project(toWorkspaceActivityResource(activity))),
      ),
    );
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<WorkspaceActivityOut>> {
    const sel = Selection.parse(WORKSPACE_ACTIVITY_SHAPE, properties);
    return this.db.read(async (m) => {
      const activity = await findInOrg(m, WorkspaceActivityEntity, {
        orgId: org.id,
        id,
        resource: 'workspaceActivity',
      });
      return versioned(sel.project(toWorkspaceActivityResource(activity)), activity);
    });
  }
}

import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import {
  ListWorkspaceActivitiesQuery,
  WorkspaceActivityPropertiesQuery,
} from './dto/list-workspace-activities.query.js';
import { WorkspaceActivityDoc } from './workspace-activity.resource.js';
import { WorkspaceActivitiesService } from './workspace-activities.service.js';

const routes = resourceRoutes({ one: 'workspaceActivity', many: 'workspaceActivities', type: WorkspaceActivityDoc });

/** Read-only: an activity is written by a contact's visit to the published workspace, never through the API. */
@ApiTags('Workspace activities')
@ApiBearerAuth()
@Controller('v1/workspace-activities')
export class WorkspaceActivitiesController {
  constructor(private readonly activities: WorkspaceActivitiesService) {}

  @routes.list({
    summary: 'List workspace activities',
    description:
      'What signed-in contacts did on your published workspaces, one activity per act (a page viewed, a task ' +
      'completed, a link clicked, a file downloaded, an asset viewed or shared), newest first. ' +
      '`filters[workspaceId]` lists one workspace, `filters[userId]` one contact, `filters[type]` one kind of act. ' +
      "Your team's own previews are not recorded. Each activity is also an event of the same `type` " +
      '(`GET /v1/events`, webhooks). Activities are kept WORKSPACE_ACTIVITY_RETENTION_DAYS (365 by default); the ' +
      "workspace's totals (`totalViews`, `totalActions`) keep counting what was purged.",
  })
  async listWorkspaceActivities(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListWorkspaceActivitiesQuery) {
    return listed('workspaceActivities', await this.activities.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve a workspace activity',
    description: 'One act of a signed-in contact on a published workspace: what they did, where and when.',
  })
  async getWorkspaceActivity(@Target() t: RowTarget, @ParsedQuery() q: WorkspaceActivityPropertiesQuery) {
    return etagged('workspaceActivity', await this.activities.get(t.org, t.id, q.properties));
  }
}

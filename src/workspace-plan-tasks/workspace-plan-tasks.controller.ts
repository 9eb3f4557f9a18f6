import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { GetRoute, ListRoute, UpdateRoute } from '../common/http/routes.js';
import { etagged } from '../common/http/versioned.js';
import { IfMatch, type IfMatchValue } from '../common/http/if-match.js';
import type { OrgContext } from '../common/http/request.js';
import {
  ListWorkspacePlanTasksQuery,
  WorkspacePlanTaskPropertiesQuery,
} from './dto/list-workspace-plan-tasks.query.js';
import { UpdateWorkspacePlanTaskDto } from './dto/update-workspace-plan-task.dto.js';
import { WorkspacePlanTaskDoc } from './workspace-plan-task.resource.js';
import { WorkspacePlanTasksService } from './workspace-plan-tasks.service.js';

@ApiTags('Workspace plan tasks')
@ApiBearerAuth()
@Controller('v1/workspace-plan-tasks')
export class WorkspacePlanTasksController {
  constructor(private readonly tasks: WorkspacePlanTasksService) {}

  @ListRoute({
    summary: 'List workspace plan tasks',
    description:
      'With filters[workspaceId]: that workspace’s tasks in plan order (index); otherwise newest first. ' +
      'filters[status] narrows to one status; both filters combine.',
    returns: { key: 'workspacePlanTasks', type: WorkspacePlanTaskDoc },
  })
  async listWorkspacePlanTasks(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListWorkspacePlanTasksQuery) {
    const page = await this.tasks.list(org, query);
    return { workspacePlanTasks: page.items, pageInfo: page.pageInfo };
  }

  @GetRoute({
    summary: 'Retrieve a workspace plan task',
    returns: { key: 'workspacePlanTask', type: WorkspacePlanTaskDoc },
  })
  async getWorkspacePlanTask(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @ParsedQuery() query: WorkspacePlanTaskPropertiesQuery,
  ) {
    return etagged('workspacePlanTask', await this.tasks.get(org, id, query.properties));
  }

  @UpdateRoute({
    summary: 'Update a task',
    description:
      'Every field is optional; fields not sent keep their values, and a body that changes nothing answers the task ' +
      'unchanged. `completed: true` → Completed (completedAt = now, kept if already completed); `false` on a completed ' +
      'task → In Progress. `status` sets the status directly (Completed completes, leaving Completed clears ' +
      'completedAt); sent together, `completed` and `status` must agree. The workspace’s taskProgress changes in the ' +
      'same transaction.',
    returns: { key: 'workspacePlanTask', type: WorkspacePlanTaskDoc },
    errors: [403],
  })
  async updateWorkspacePlanTask(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @Body() dto: UpdateWorkspacePlanTaskDto,
    @ParsedQuery() query: WorkspacePlanTaskPropertiesQuery,
  ) {
    return etagged('workspacePlanTask', await this.tasks.update(org, id, dto, query.properties, { ifMatch }));
  }
}

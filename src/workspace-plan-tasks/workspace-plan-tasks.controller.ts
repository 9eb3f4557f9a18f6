import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
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

  @Get()
  @Endpoint({
    operationId: 'listWorkspacePlanTasks',
    summary: 'List workspace plan tasks',
    description:
      'With filters[workspaceId]: that workspace’s tasks in plan order (index); otherwise newest first. ' +
      'filters[status] narrows to one status; both filters combine.',
    returns: { key: 'workspacePlanTasks', type: WorkspacePlanTaskDoc, list: true },
  })
  async listWorkspacePlanTasks(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListWorkspacePlanTasksQuery) {
    const page = await this.tasks.list(org, query);
    return { workspacePlanTasks: page.items, pageInfo: page.pageInfo };
  }

  @Get(':id')
  @Endpoint({
    operationId: 'getWorkspacePlanTask',
    summary: 'Retrieve a workspace plan task',
    returns: { key: 'workspacePlanTask', type: WorkspacePlanTaskDoc },
    errors: [404],
  })
  async getWorkspacePlanTask(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @ParsedQuery() query: WorkspacePlanTaskPropertiesQuery,
  ) {
    return { workspacePlanTask: await this.tasks.get(org, id, query.properties) };
  }

  @Patch(':id')
  @Endpoint({
    operationId: 'updateWorkspacePlanTask',
    summary: 'Update a task',
    description:
      'Every field is optional; fields not sent keep their values, and a body that changes nothing answers the task ' +
      'unchanged. `completed: true` → Completed (completedAt = now, kept if already completed); `false` on a completed ' +
      'task → In Progress. `status` sets the status directly (Completed completes, leaving Completed clears ' +
      'completedAt); sent together, `completed` and `status` must agree. The workspace’s taskProgress changes in the ' +
      'same transaction.',
    returns: { key: 'workspacePlanTask', type: WorkspacePlanTaskDoc },
    errors: [403, 404, 413, 415],
  })
  async updateWorkspacePlanTask(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @Body() dto: UpdateWorkspacePlanTaskDto,
    @ParsedQuery() query: WorkspacePlanTaskPropertiesQuery,
  ) {
    return { workspacePlanTask: await this.tasks.update(org, id, dto, query.properties) };
  }
}

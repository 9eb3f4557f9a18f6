import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import type { OrgContext } from '../common/http/request.js';
import {
  ListWorkspacePlanTasksQuery,
  WorkspacePlanTaskPropertiesQuery,
} from './dto/list-workspace-plan-tasks.query.js';
import { UpdateWorkspacePlanTaskDto } from './dto/update-workspace-plan-task.dto.js';
import { WorkspacePlanTaskDoc } from './workspace-plan-task.resource.js';
import { WorkspacePlanTasksService } from './workspace-plan-tasks.service.js';

const routes = resourceRoutes({ one: 'workspacePlanTask', many: 'workspacePlanTasks', type: WorkspacePlanTaskDoc });

@ApiTags('Workspace plan tasks')
@ApiBearerAuth()
@Controller('v1/workspace-plan-tasks')
export class WorkspacePlanTasksController {
  constructor(private readonly tasks: WorkspacePlanTasksService) {}

  @routes.list({
    summary: 'List workspace plan tasks',
    description:
      'With filters[workspaceId]: that workspace’s tasks in plan order (index); otherwise newest first. ' +
      'filters[status] narrows to one status; both filters combine.',
  })
  async listWorkspacePlanTasks(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListWorkspacePlanTasksQuery) {
    return listed('workspacePlanTasks', await this.tasks.list(org, q));
  }

  @routes.get({ summary: 'Retrieve a workspace plan task' })
  async getWorkspacePlanTask(@Target() t: RowTarget, @ParsedQuery() q: WorkspacePlanTaskPropertiesQuery) {
    return etagged('workspacePlanTask', await this.tasks.get(t.org, t.id, q.properties));
  }

  @routes.update({
    summary: 'Update a task',
    description:
      'Every field is optional; fields not sent keep their values, and a body that changes nothing answers the task ' +
      'unchanged. `completed: true` → Completed (completedAt = now, kept if already completed); `false` on a completed ' +
      'task → In Progress. `status` sets the status directly (Completed completes, leaving Completed clears ' +
      'completedAt); sent together, `completed` and `status` must agree. The workspace’s taskProgress changes in the ' +
      'same transaction.',
    errors: [403],
  })
  async updateWorkspacePlanTask(
    @Target() t: RowTarget,
    @Body() dto: UpdateWorkspacePlanTaskDto,
    @ParsedQuery() q: WorkspacePlanTaskPropertiesQuery,
  ) {
    return etagged(
      'workspacePlanTask',
      await this.tasks.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }),
    );
  }
}

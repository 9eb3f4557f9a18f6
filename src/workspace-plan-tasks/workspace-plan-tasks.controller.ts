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
import { CreateWorkspacePlanTaskDto } from './dto/create-workspace-plan-task.dto.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { WorkspacePlanTaskWritesService } from './workspace-plan-task-writes.service.js';
import { WorkspacePlanTaskDoc } from './workspace-plan-task.resource.js';
import { WorkspacePlanTasksService } from './workspace-plan-tasks.service.js';

const routes = resourceRoutes({
  one: 'workspacePlanTask',
  many: 'workspacePlanTasks',
  type: WorkspacePlanTaskDoc,
  location: 'workspace-plan-tasks',
});

@ApiTags('Workspace plan tasks')
@ApiBearerAuth()
@Controller('v1/workspace-plan-tasks')
export class WorkspacePlanTasksController {
  constructor(
    private readonly tasks: WorkspacePlanTasksService,
    private readonly writes: WorkspacePlanTaskWritesService,
  ) {}

  @routes.list({
    summary: 'List workspace plan tasks',
    description:
      'With filters[workspacePlanId]: that plan’s tasks by index; with filters[workspaceId]: that workspace’s ' +
      'tasks by plan, then by index; otherwise newest first. filters[status] narrows to one status; filters combine.',
  })
  async listWorkspacePlanTasks(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListWorkspacePlanTasksQuery) {
    return listed('workspacePlanTasks', await this.tasks.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve a workspace plan task',
    description: 'With its status, start and due dates, action link and its place (`index`) in its plan.',
  })
  async getWorkspacePlanTask(@Target() t: RowTarget, @ParsedQuery() q: WorkspacePlanTaskPropertiesQuery) {
    return etagged('workspacePlanTask', await this.tasks.get(t.org, t.id, q.properties));
  }

  @routes.create({
    summary: 'Create a task',
    description:
      'Adds a task to a plan at `index` (default last; the tasks after it move down one). `completed: true` or ' +
      '`status: Completed` creates it completed. The workspace’s taskProgress changes in the same transaction. A plan holds at most 500 tasks (409).',
    errors: [409],
  })
  async createWorkspacePlanTask(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateWorkspacePlanTaskDto,
    @ParsedQuery() q: WorkspacePlanTaskPropertiesQuery,
  ) {
    return { workspacePlanTask: await this.writes.create(org, dto, q.properties) };
  }

  @routes.update({
    summary: 'Update a task',
    description:
      'Every field is optional; fields not sent keep their values, and a body that changes nothing answers the task ' +
      'unchanged. `completed: true` → Completed (completedAt = now, kept if already completed); `false` on a completed ' +
      'task → In Progress. `status` sets the status directly (Completed completes, leaving Completed clears ' +
      'completedAt); sent together, `completed` and `status` must agree. `index` moves the task within its plan; ' +
      '`workspacePlanId` moves it to another plan of the same workspace. The workspace’s taskProgress changes in ' +
      'the same transaction.',
    errors: [403, 409],
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

  @routes.remove({
    summary: 'Delete a task',
    description:
      'The tasks after it in its plan move up one; the workspace’s taskProgress changes in the same transaction.',
  })
  async deleteWorkspacePlanTask(@Target() t: RowTarget, @ParsedQuery() _q: EmptyQuery) {
    return this.writes.remove(t.org, t.id, { ifMatch: t.ifMatch });
  }
}

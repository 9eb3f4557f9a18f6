import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import { ListWorkspacePlansQuery, WorkspacePlanPropertiesQuery } from './dto/list-workspace-plans.query.js';
import { CreateWorkspacePlanDto, UpdateWorkspacePlanDto } from './dto/workspace-plan-write.dto.js';
import { WorkspacePlanDoc } from './workspace-plan.resource.js';
import { WorkspacePlansService } from './workspace-plans.service.js';

const routes = resourceRoutes({
  one: 'workspacePlan',
  many: 'workspacePlans',
  type: WorkspacePlanDoc,
  location: 'workspace-plans',
});

@ApiTags('Workspace plans')
@ApiBearerAuth()
@Controller('v1/workspace-plans')
export class WorkspacePlansController {
  constructor(private readonly plans: WorkspacePlansService) {}

  @routes.list({
    summary: 'List workspace plans',
    description: 'With filters[workspaceId]: that workspace’s plans by index; otherwise newest first.',
  })
  async listWorkspacePlans(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListWorkspacePlansQuery) {
    return listed('workspacePlans', await this.plans.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve a workspace plan',
    description:
      'Its title, view and place (`index`) among its workspace’s plans; list its tasks with `GET /v1/workspace-plan-tasks?filters[workspacePlanId]=…`.',
  })
  async getWorkspacePlan(@Target() t: RowTarget, @ParsedQuery() q: WorkspacePlanPropertiesQuery) {
    return etagged('workspacePlan', await this.plans.get(t.org, t.id, q.properties));
  }

  @routes.create({
    summary: 'Create a workspace plan',
    description:
      'A plan groups tasks in a workspace. `index` places it among the workspace’s plans (default last); the plans ' +
      'after it move down one; a workspace holds at most 50 plans (409).',
    errors: [409],
  })
  async createWorkspacePlan(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateWorkspacePlanDto,
    @ParsedQuery() q: WorkspacePlanPropertiesQuery,
  ) {
    return { workspacePlan: await this.plans.create(org, dto, q.properties) };
  }

  @routes.update({
    summary: 'Update a workspace plan',
    description:
      'Every field is optional; fields not sent keep their values. `index` moves the plan; the plans in between ' +
      'shift by one, so indexes stay 0 to n − 1.',
  })
  async updateWorkspacePlan(
    @Target() t: RowTarget,
    @Body() dto: UpdateWorkspacePlanDto,
    @ParsedQuery() q: WorkspacePlanPropertiesQuery,
  ) {
    return etagged('workspacePlan', await this.plans.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }));
  }

  @routes.remove({
    summary: 'Delete a workspace plan',
    description:
      'Deletes the plan and its tasks in one transaction and recounts the workspace’s taskProgress. Sections that ' +
      'showed the plan stay, with workspacePlanId null.',
  })
  async deleteWorkspacePlan(@Target() t: RowTarget, @ParsedQuery() _q: EmptyQuery) {
    return this.plans.remove(t.org, t.id, { ifMatch: t.ifMatch });
  }
}

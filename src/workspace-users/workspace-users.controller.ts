import { Body, Controller, Delete, Get, Param, Patch } from '@nestjs/common';
import { IdempotentPost } from '../common/idempotency/idempotency.interceptor.js';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { DeletedDoc, Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { CreateWorkspaceUserDto } from './dto/create-workspace-user.dto.js';
import { ListWorkspaceUsersQuery } from './dto/list-workspace-users.query.js';
import { UpdateWorkspaceUserDto } from './dto/update-workspace-user.dto.js';
import { WorkspaceUserPropertiesQuery } from './dto/workspace-user.query.js';
import { WorkspaceUserDoc } from './workspace-user.resource.js';
import { WorkspaceUsersService } from './workspace-users.service.js';

@ApiTags('Workspace users')
@ApiBearerAuth()
@Controller('v1/workspace-users')
export class WorkspaceUsersController {
  constructor(private readonly workspaceUsers: WorkspaceUsersService) {}

  @Get()
  @Endpoint({
    operationId: 'listWorkspaceUsers',
    summary: 'List workspace users',
    description: "Newest first. `filters[workspaceId]` lists one workspace's members, `filters[role]` one role.",
    returns: { key: 'workspaceUsers', type: WorkspaceUserDoc, list: true },
  })
  async listWorkspaceUsers(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListWorkspaceUsersQuery) {
    const page = await this.workspaceUsers.list(org, query);
    return { workspaceUsers: page.items, pageInfo: page.pageInfo };
  }

  @Get(':id')
  @Endpoint({
    operationId: 'getWorkspaceUser',
    summary: 'Retrieve a workspace user',
    returns: { key: 'workspaceUser', type: WorkspaceUserDoc },
    errors: [404],
  })
  async getWorkspaceUser(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @ParsedQuery() query: WorkspaceUserPropertiesQuery,
  ) {
    return { workspaceUser: await this.workspaceUsers.get(org, id, query.properties) };
  }

  @IdempotentPost()
  @Endpoint({
    operationId: 'createWorkspaceUser',
    summary: 'Create a workspace user',
    description:
      'Adds a user, found by e-mail in your organization or created, to a workspace. When the workspace is ' +
      'published, an invitation e-mail with `message` and the workspace address is sent. Answers 200 (as Dock does) ' +
      'with a Location header.',
    status: 200,
    location: 'workspace-users',
    returns: { key: 'workspaceUser', type: WorkspaceUserDoc },
    errors: [409, 413, 415],
  })
  async createWorkspaceUser(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateWorkspaceUserDto,
    @ParsedQuery() query: WorkspaceUserPropertiesQuery,
  ) {
    return { workspaceUser: await this.workspaceUsers.create(org, dto, query.properties) };
  }

  @Patch(':id')
  @Endpoint({
    operationId: 'updateWorkspaceUser',
    summary: "Change a workspace user's role",
    returns: { key: 'workspaceUser', type: WorkspaceUserDoc },
    errors: [404, 413, 415],
  })
  async updateWorkspaceUser(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @Body() dto: UpdateWorkspaceUserDto,
    @ParsedQuery() query: WorkspaceUserPropertiesQuery,
  ) {
    return { workspaceUser: await this.workspaceUsers.update(org, id, dto, query.properties) };
  }

  @Delete(':id')
  @Endpoint({
    operationId: 'deleteWorkspaceUser',
    summary: 'Remove a workspace user',
    description: 'Removes the user from the workspace; the user stays in your organization.',
    returns: { key: '', type: DeletedDoc },
    errors: [404],
  })
  async deleteWorkspaceUser(@CurrentOrg() org: OrgContext, @Param('id') id: string, @ParsedQuery() _query: EmptyQuery) {
    return this.workspaceUsers.remove(org, id);
  }
}

import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { CreateRoute, DeleteRoute, GetRoute, ListRoute, UpdateRoute } from '../common/http/routes.js';
import { etagged } from '../common/http/versioned.js';
import { IfMatch, type IfMatchValue } from '../common/http/if-match.js';
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

  @ListRoute({
    summary: 'List workspace users',
    description: "Newest first. `filters[workspaceId]` lists one workspace's members, `filters[role]` one role.",
    returns: { key: 'workspaceUsers', type: WorkspaceUserDoc },
  })
  async listWorkspaceUsers(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListWorkspaceUsersQuery) {
    const page = await this.workspaceUsers.list(org, query);
    return { workspaceUsers: page.items, pageInfo: page.pageInfo };
  }

  @GetRoute({
    summary: 'Retrieve a workspace user',
    returns: { key: 'workspaceUser', type: WorkspaceUserDoc },
  })
  async getWorkspaceUser(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @ParsedQuery() query: WorkspaceUserPropertiesQuery,
  ) {
    return etagged('workspaceUser', await this.workspaceUsers.get(org, id, query.properties));
  }

  @CreateRoute({
    summary: 'Create a workspace user',
    description:
      'Adds a user, found by e-mail in your organization or created, to a workspace. When the workspace is ' +
      'published, an invitation e-mail with `message` and the workspace address is sent. Answers 200 (as Dock does) ' +
      'with a Location header.',
    status: 200,
    location: 'workspace-users',
    returns: { key: 'workspaceUser', type: WorkspaceUserDoc },
    errors: [409],
  })
  async createWorkspaceUser(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateWorkspaceUserDto,
    @ParsedQuery() query: WorkspaceUserPropertiesQuery,
  ) {
    return { workspaceUser: await this.workspaceUsers.create(org, dto, query.properties) };
  }

  @UpdateRoute({
    summary: "Change a workspace user's role",
    returns: { key: 'workspaceUser', type: WorkspaceUserDoc },
  })
  async updateWorkspaceUser(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @Body() dto: UpdateWorkspaceUserDto,
    @ParsedQuery() query: WorkspaceUserPropertiesQuery,
  ) {
    return etagged('workspaceUser', await this.workspaceUsers.update(org, id, dto, query.properties, { ifMatch }));
  }

  @DeleteRoute({
    summary: 'Remove a workspace user',
    description: 'Removes the user from the workspace; the user stays in your organization.',
  })
  async deleteWorkspaceUser(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @ParsedQuery() _query: EmptyQuery,
  ) {
    return this.workspaceUsers.remove(org, id, { ifMatch });
  }
}

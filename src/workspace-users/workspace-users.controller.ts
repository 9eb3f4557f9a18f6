import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { CreateWorkspaceUserDto } from './dto/create-workspace-user.dto.js';
import { WorkspaceUserPropertiesQuery } from './dto/workspace-user.query.js';
import { WorkspaceUserDoc } from './workspace-user.resource.js';
import { WorkspaceUsersService } from './workspace-users.service.js';

@ApiTags('Workspace users')
@ApiBearerAuth()
@Controller('v1/workspace-users')
export class WorkspaceUsersController {
  constructor(private readonly workspaceUsers: WorkspaceUsersService) {}

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

  @Post()
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
}

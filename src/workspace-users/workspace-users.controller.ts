import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import type { OrgContext } from '../common/http/request.js';
import { CreateWorkspaceUserDto } from './dto/create-workspace-user.dto.js';
import { ListWorkspaceUsersQuery } from './dto/list-workspace-users.query.js';
import { UpdateWorkspaceUserDto } from './dto/update-workspace-user.dto.js';
import { WorkspaceUserPropertiesQuery } from './dto/workspace-user.query.js';
import { WorkspaceUserDoc } from './workspace-user.resource.js';
import { WorkspaceUsersService } from './workspace-users.service.js';

const routes = resourceRoutes({
  one: 'workspaceUser',
  many: 'workspaceUsers',
  type: WorkspaceUserDoc,
  location: 'workspace-users',
});

@ApiTags('Workspace users')
@ApiBearerAuth()
@Controller('v1/workspace-users')
export class WorkspaceUsersController {
  constructor(private readonly workspaceUsers: WorkspaceUsersService) {}

  @routes.list({
    summary: 'List workspace users',
    description: "Newest first. `filters[workspaceId]` lists one workspace's members, `filters[role]` one role.",
  })
  async listWorkspaceUsers(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListWorkspaceUsersQuery) {
    return listed('workspaceUsers', await this.workspaceUsers.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve a workspace user',
    description: 'A member of a workspace: the role, and the user with their profile.',
  })
  async getWorkspaceUser(@Target() t: RowTarget, @ParsedQuery() q: WorkspaceUserPropertiesQuery) {
    return etagged('workspaceUser', await this.workspaceUsers.get(t.org, t.id, q.properties));
  }

  @routes.create({
    summary: 'Create a workspace user',
    description:
      'Adds a user, found by e-mail in your organization or created, to a workspace. When the workspace is ' +
      'published, an invitation e-mail with `message` and the workspace address is sent. Answers 200 (as Dock does) ' +
      'with a Location header.',
    status: 200,
    errors: [409],
  })
  async createWorkspaceUser(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateWorkspaceUserDto,
    @ParsedQuery() q: WorkspaceUserPropertiesQuery,
  ) {
    return { workspaceUser: await this.workspaceUsers.create(org, dto, q.properties) };
  }

  @routes.update({
    summary: "Change a workspace user's role",
    description: "Only the role changes (the workspace's `updatedAt` moves with it); no e-mail is sent.",
  })
  async updateWorkspaceUser(
    @Target() t: RowTarget,
    @Body() dto: UpdateWorkspaceUserDto,
    @ParsedQuery() q: WorkspaceUserPropertiesQuery,
  ) {
    return etagged(
      'workspaceUser',
      await this.workspaceUsers.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }),
    );
  }

  @routes.remove({
    summary: 'Remove a workspace user',
    description: 'Removes the user from the workspace; the user stays in your organization.',
  })
  async deleteWorkspaceUser(@Target() t: RowTarget, @ParsedQuery() _q: EmptyQuery) {
    return this.workspaceUsers.remove(t.org, t.id, { ifMatch: t.ifMatch });
  }
}

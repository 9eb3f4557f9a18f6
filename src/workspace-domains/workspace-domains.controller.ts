import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import type { OrgContext } from '../common/http/request.js';
import { CreateWorkspaceDomainDto } from './dto/create-workspace-domain.dto.js';
import { ListWorkspaceDomainsQuery } from './dto/list-workspace-domains.query.js';
import { UpdateWorkspaceDomainDto } from './dto/update-workspace-domain.dto.js';
import { WorkspaceDomainPropertiesQuery } from './dto/workspace-domain.query.js';
import { WorkspaceDomainDoc } from './workspace-domain.resource.js';
import { WorkspaceDomainsService } from './workspace-domains.service.js';

const routes = resourceRoutes({
  one: 'workspaceDomain',
  many: 'workspaceDomains',
  type: WorkspaceDomainDoc,
  location: 'workspace-domains',
});

@ApiTags('Workspace domains')
@ApiBearerAuth()
@Controller('v1/workspace-domains')
export class WorkspaceDomainsController {
  constructor(private readonly workspaceDomains: WorkspaceDomainsService) {}

  @routes.list({
    summary: 'List workspace domains',
    description: "Newest first. `filters[workspaceId]` lists one workspace's domains, `filters[role]` one role.",
  })
  async listWorkspaceDomains(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListWorkspaceDomainsQuery) {
    return listed('workspaceDomains', await this.workspaceDomains.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve a workspace domain',
    description: 'An e-mail domain given a role on a workspace.',
  })
  async getWorkspaceDomain(@Target() t: RowTarget, @ParsedQuery() q: WorkspaceDomainPropertiesQuery) {
    return etagged('workspaceDomain', await this.workspaceDomains.get(t.org, t.id, q.properties));
  }

  @routes.create({
    summary: 'Create a workspace domain',
    description:
      'Gives everyone with an e-mail address at `domain` the `role` on the workspace. Answers 200 (as Dock does) ' +
      'with a Location header.',
    status: 200,
    errors: [409],
  })
  async createWorkspaceDomain(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateWorkspaceDomainDto,
    @ParsedQuery() q: WorkspaceDomainPropertiesQuery,
  ) {
    return { workspaceDomain: await this.workspaceDomains.create(org, dto, q.properties) };
  }

  @routes.update({
    summary: "Change a workspace domain's role",
    description:
      'Anyone at the domain who signs in from now on joins with the new role; those who already joined keep theirs.',
  })
  async updateWorkspaceDomain(
    @Target() t: RowTarget,
    @Body() dto: UpdateWorkspaceDomainDto,
    @ParsedQuery() q: WorkspaceDomainPropertiesQuery,
  ) {
    return etagged(
      'workspaceDomain',
      await this.workspaceDomains.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }),
    );
  }

  @routes.remove({
    summary: 'Remove a workspace domain',
    description:
      "People at the domain can no longer sign in through it; those who already did are the workspace's users and stay.",
  })
  async deleteWorkspaceDomain(@Target() t: RowTarget, @ParsedQuery() _q: EmptyQuery) {
    return this.workspaceDomains.remove(t.org, t.id, { ifMatch: t.ifMatch });
  }
}

import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { CreateRoute, DeleteRoute, GetRoute, ListRoute, UpdateRoute } from '../common/http/routes.js';
import { etagged } from '../common/http/versioned.js';
import { IfMatch, type IfMatchValue } from '../common/http/if-match.js';
import type { OrgContext } from '../common/http/request.js';
import { CreateWorkspaceDomainDto } from './dto/create-workspace-domain.dto.js';
import { ListWorkspaceDomainsQuery } from './dto/list-workspace-domains.query.js';
import { UpdateWorkspaceDomainDto } from './dto/update-workspace-domain.dto.js';
import { WorkspaceDomainPropertiesQuery } from './dto/workspace-domain.query.js';
import { WorkspaceDomainDoc } from './workspace-domain.resource.js';
import { WorkspaceDomainsService } from './workspace-domains.service.js';

@ApiTags('Workspace domains')
@ApiBearerAuth()
@Controller('v1/workspace-domains')
export class WorkspaceDomainsController {
  constructor(private readonly workspaceDomains: WorkspaceDomainsService) {}

  @ListRoute({
    summary: 'List workspace domains',
    description: "Newest first. `filters[workspaceId]` lists one workspace's domains, `filters[role]` one role.",
    returns: { key: 'workspaceDomains', type: WorkspaceDomainDoc },
  })
  async listWorkspaceDomains(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListWorkspaceDomainsQuery) {
    const page = await this.workspaceDomains.list(org, query);
    return { workspaceDomains: page.items, pageInfo: page.pageInfo };
  }

  @GetRoute({
    summary: 'Retrieve a workspace domain',
    returns: { key: 'workspaceDomain', type: WorkspaceDomainDoc },
  })
  async getWorkspaceDomain(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @ParsedQuery() query: WorkspaceDomainPropertiesQuery,
  ) {
    return etagged('workspaceDomain', await this.workspaceDomains.get(org, id, query.properties));
  }

  @CreateRoute({
    summary: 'Create a workspace domain',
    description:
      'Gives everyone with an e-mail address at `domain` the `role` on the workspace. Answers 200 (as Dock does) ' +
      'with a Location header.',
    status: 200,
    location: 'workspace-domains',
    returns: { key: 'workspaceDomain', type: WorkspaceDomainDoc },
    errors: [409],
  })
  async createWorkspaceDomain(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateWorkspaceDomainDto,
    @ParsedQuery() query: WorkspaceDomainPropertiesQuery,
  ) {
    return { workspaceDomain: await this.workspaceDomains.create(org, dto, query.properties) };
  }

  @UpdateRoute({
    summary: "Change a workspace domain's role",
    returns: { key: 'workspaceDomain', type: WorkspaceDomainDoc },
  })
  async updateWorkspaceDomain(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @Body() dto: UpdateWorkspaceDomainDto,
    @ParsedQuery() query: WorkspaceDomainPropertiesQuery,
  ) {
    return etagged('workspaceDomain', await this.workspaceDomains.update(org, id, dto, query.properties, { ifMatch }));
  }

  @DeleteRoute({
    summary: 'Remove a workspace domain',
  })
  async deleteWorkspaceDomain(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @ParsedQuery() _query: EmptyQuery,
  ) {
    return this.workspaceDomains.remove(org, id, { ifMatch });
  }
}

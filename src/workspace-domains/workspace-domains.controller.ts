import { Body, Controller, Delete, Get, Param, Patch } from '@nestjs/common';
import { IdempotentPost } from '../common/idempotency/idempotency.interceptor.js';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { DeletedDoc, Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
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

  @Get()
  @Endpoint({
    operationId: 'listWorkspaceDomains',
    summary: 'List workspace domains',
    description: "Newest first. `filters[workspaceId]` lists one workspace's domains, `filters[role]` one role.",
    returns: { key: 'workspaceDomains', type: WorkspaceDomainDoc, list: true },
  })
  async listWorkspaceDomains(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListWorkspaceDomainsQuery) {
    const page = await this.workspaceDomains.list(org, query);
    return { workspaceDomains: page.items, pageInfo: page.pageInfo };
  }

  @Get(':id')
  @Endpoint({
    operationId: 'getWorkspaceDomain',
    summary: 'Retrieve a workspace domain',
    returns: { key: 'workspaceDomain', type: WorkspaceDomainDoc },
    errors: [404],
  })
  async getWorkspaceDomain(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @ParsedQuery() query: WorkspaceDomainPropertiesQuery,
  ) {
    return { workspaceDomain: await this.workspaceDomains.get(org, id, query.properties) };
  }

  @IdempotentPost()
  @Endpoint({
    operationId: 'createWorkspaceDomain',
    summary: 'Create a workspace domain',
    description:
      'Gives everyone with an e-mail address at `domain` the `role` on the workspace. Answers 200 (as Dock does) ' +
      'with a Location header.',
    status: 200,
    location: 'workspace-domains',
    returns: { key: 'workspaceDomain', type: WorkspaceDomainDoc },
    errors: [409, 413, 415],
  })
  async createWorkspaceDomain(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateWorkspaceDomainDto,
    @ParsedQuery() query: WorkspaceDomainPropertiesQuery,
  ) {
    return { workspaceDomain: await this.workspaceDomains.create(org, dto, query.properties) };
  }

  @Patch(':id')
  @Endpoint({
    operationId: 'updateWorkspaceDomain',
    summary: "Change a workspace domain's role",
    returns: { key: 'workspaceDomain', type: WorkspaceDomainDoc },
    errors: [404, 413, 415],
  })
  async updateWorkspaceDomain(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @Body() dto: UpdateWorkspaceDomainDto,
    @ParsedQuery() query: WorkspaceDomainPropertiesQuery,
  ) {
    return { workspaceDomain: await this.workspaceDomains.update(org, id, dto, query.properties) };
  }

  @Delete(':id')
  @Endpoint({
    operationId: 'deleteWorkspaceDomain',
    summary: 'Remove a workspace domain',
    returns: { key: '', type: DeletedDoc },
    errors: [404],
  })
  async deleteWorkspaceDomain(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @ParsedQuery() _query: EmptyQuery,
  ) {
    return this.workspaceDomains.remove(org, id);
  }
}

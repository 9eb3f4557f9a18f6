import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { ListWorkspacesQuery, WorkspacePropertiesQuery } from './dto/list-workspaces.query.js';
import { WorkspaceDoc } from './workspace.resource.js';
import { WorkspacesService } from './workspaces.service.js';

@ApiTags('Workspaces')
@ApiBearerAuth()
@Controller('v1/workspaces')
export class WorkspacesController {
  constructor(private readonly workspaces: WorkspacesService) {}

  @Get()
  @Endpoint({
    operationId: 'listWorkspaces',
    summary: 'List workspaces',
    description: 'Newest first. `filters` narrows the list; an unknown key or a bad value is a 400.',
    returns: { key: 'workspaces', type: WorkspaceDoc, list: true },
  })
  async listWorkspaces(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListWorkspacesQuery) {
    const page = await this.workspaces.list(org, query);
    return { workspaces: page.items, pageInfo: page.pageInfo };
  }

  @Get(':id')
  @Endpoint({
    operationId: 'getWorkspace',
    summary: 'Retrieve a workspace',
    returns: { key: 'workspace', type: WorkspaceDoc },
    errors: [404],
  })
  async getWorkspace(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @ParsedQuery() query: WorkspacePropertiesQuery,
  ) {
    return { workspace: await this.workspaces.get(org, id, query.properties) };
  }
}

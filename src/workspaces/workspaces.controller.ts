import { Body, Controller, Delete, Get, Param, Patch } from '@nestjs/common';
import { IdempotentPost } from '../common/idempotency/idempotency.interceptor.js';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { DeletedDoc, Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { ListWorkspacesQuery, WorkspacePropertiesQuery } from './dto/list-workspaces.query.js';
import { WorkspaceDoc } from './workspace.resource.js';
import { CreateWorkspaceDto, UpdateWorkspaceDto, WorkspaceAccessDto } from './dto/workspace-write.dto.js';
import { WorkspaceWritesService } from './workspace-writes.service.js';
import { WorkspacesService } from './workspaces.service.js';

@ApiTags('Workspaces')
@ApiBearerAuth()
@Controller('v1/workspaces')
export class WorkspacesController {
  constructor(
    private readonly workspaces: WorkspacesService,
    private readonly writes: WorkspaceWritesService,
  ) {}

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

  @IdempotentPost()
  @Endpoint({
    operationId: 'createWorkspace',
    summary: 'Create a workspace from a template',
    description:
      "Copies the template's plan tasks (in order, dated from `startDate` and the template offsets), links the " +
      'account (`accountId`, or found or created by `crmAAccountId`/`crmBCompanyId`) and the deal, adds ' +
      '`workspaceUsers` and `workspaceDomains`. With `autoPublishWorkspace`, it is published at once and the people ' +
      'are e-mailed an invitation (unless `notifyPeople` is false). One transaction.',
    status: 201,
    location: 'workspaces',
    returns: { key: 'workspace', type: WorkspaceDoc },
    errors: [409, 413, 415],
  })
  async createWorkspace(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateWorkspaceDto,
    @ParsedQuery() query: WorkspacePropertiesQuery,
  ) {
    return { workspace: await this.writes.create(org, dto, query.properties) };
  }

  @Patch(':id')
  @Endpoint({
    operationId: 'updateWorkspace',
    summary: 'Update a workspace',
    description:
      'Fields not sent keep their values. `published: true` publishes it (`workspaceUrl` is set) and e-mails every ' +
      'member not yet notified, once (unless `notifyPeople` is false); `published: false` unpublishes it.',
    returns: { key: 'workspace', type: WorkspaceDoc },
    errors: [404, 413, 415],
  })
  async updateWorkspace(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @Body() dto: UpdateWorkspaceDto,
    @ParsedQuery() query: WorkspacePropertiesQuery,
  ) {
    return { workspace: await this.writes.update(org, id, dto, query.properties) };
  }

  @IdempotentPost(':id/access')
  @Endpoint({
    operationId: 'setWorkspaceAccess',
    summary: 'Replace who can access a workspace',
    description:
      'Each list sent replaces the current one: people missing are removed, roles change, new people are added ' +
      'and, on a published workspace, invited (unless `notifyPeople` is false). A list not sent stays as it is.',
    returns: { key: 'workspace', type: WorkspaceDoc },
    errors: [404, 413, 415],
  })
  async setWorkspaceAccess(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @Body() dto: WorkspaceAccessDto,
    @ParsedQuery() query: WorkspacePropertiesQuery,
  ) {
    return { workspace: await this.writes.access(org, id, dto, query.properties) };
  }

  @Delete(':id')
  @Endpoint({
    operationId: 'deleteWorkspace',
    summary: 'Delete a workspace',
    description: 'Removes it with its plan tasks, members, domains and custom field values.',
    returns: { key: '', type: DeletedDoc },
    errors: [404],
  })
  async deleteWorkspace(@CurrentOrg() org: OrgContext, @Param('id') id: string, @ParsedQuery() _query: EmptyQuery) {
    return this.writes.remove(org, id);
  }
}

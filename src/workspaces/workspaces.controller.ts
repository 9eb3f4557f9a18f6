import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { IdempotentPost } from '../common/idempotency/idempotency.interceptor.js';
import { CreateRoute, DeleteRoute, GetRoute, ListRoute, UpdateRoute } from '../common/http/routes.js';
import { etagged } from '../common/http/versioned.js';
import { IfMatch, type IfMatchValue } from '../common/http/if-match.js';
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

  @ListRoute({
    summary: 'List workspaces',
    description: 'Newest first. `filters` narrows the list; an unknown key or a bad value is a 400.',
    returns: { key: 'workspaces', type: WorkspaceDoc },
  })
  async listWorkspaces(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListWorkspacesQuery) {
    const page = await this.workspaces.list(org, query);
    return { workspaces: page.items, pageInfo: page.pageInfo };
  }

  @GetRoute({
    summary: 'Retrieve a workspace',
    returns: { key: 'workspace', type: WorkspaceDoc },
  })
  async getWorkspace(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @ParsedQuery() query: WorkspacePropertiesQuery,
  ) {
    return etagged('workspace', await this.workspaces.get(org, id, query.properties));
  }

  @CreateRoute({
    summary: 'Create a workspace from a template',
    description:
      "Copies the template's plan tasks (in order, dated from `startDate` and the template offsets), links the " +
      'account (`accountId`, or found or created by `crmAAccountId`/`crmBCompanyId`) and the deal, adds ' +
      '`workspaceUsers` and `workspaceDomains`. With `autoPublishWorkspace`, it is published at once and the people ' +
      'are e-mailed an invitation (unless `notifyPeople` is false). One transaction.',
    location: 'workspaces',
    returns: { key: 'workspace', type: WorkspaceDoc },
    errors: [409],
  })
  async createWorkspace(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateWorkspaceDto,
    @ParsedQuery() query: WorkspacePropertiesQuery,
  ) {
    return { workspace: await this.writes.create(org, dto, query.properties) };
  }

  @UpdateRoute({
    summary: 'Update a workspace',
    description:
      'Fields not sent keep their values. `published: true` publishes it (`workspaceUrl` is set) and e-mails every ' +
      'member not yet notified, once (unless `notifyPeople` is false); `published: false` unpublishes it.',
    returns: { key: 'workspace', type: WorkspaceDoc },
  })
  async updateWorkspace(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @Body() dto: UpdateWorkspaceDto,
    @ParsedQuery() query: WorkspacePropertiesQuery,
  ) {
    return etagged('workspace', await this.writes.update(org, id, dto, query.properties, { ifMatch }));
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

  @DeleteRoute({
    summary: 'Delete a workspace',
    description: 'Removes it with its plan tasks, members, domains and custom field values.',
  })
  async deleteWorkspace(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @ParsedQuery() _query: EmptyQuery,
  ) {
    return this.writes.remove(org, id, { ifMatch });
  }
}

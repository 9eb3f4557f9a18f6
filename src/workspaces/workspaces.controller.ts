import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import type { OrgContext } from '../common/http/request.js';
import { ListWorkspacesQuery, WorkspacePropertiesQuery } from './dto/list-workspaces.query.js';
import { WorkspaceDoc } from './workspace.resource.js';
import { CreateWorkspaceDto, UpdateWorkspaceDto, WorkspaceAccessDto } from './dto/workspace-write.dto.js';
import { DOCK_CREATE_WORKSPACE_EXAMPLE, DOCK_SET_ACCESS_EXAMPLE } from './dto/dock-examples.js';
import { WorkspaceWritesService } from './workspace-writes.service.js';
import { WorkspacesService } from './workspaces.service.js';

const routes = resourceRoutes({ one: 'workspace', many: 'workspaces', type: WorkspaceDoc, location: 'workspaces' });

@ApiTags('Workspaces')
@ApiBearerAuth()
@Controller('v1/workspaces')
export class WorkspacesController {
  constructor(
    private readonly workspaces: WorkspacesService,
    private readonly writes: WorkspaceWritesService,
  ) {}

  @routes.list({
    summary: 'List workspaces',
    description: 'Newest first. `filters` narrows the list; an unknown key or a bad value is a 400.',
  })
  async listWorkspaces(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListWorkspacesQuery) {
    return listed('workspaces', await this.workspaces.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve a workspace',
    description:
      'With its members (`workspaceUsers`), domains, account, deal and custom field values; `properties` narrows the fields, and embeds not selected are not loaded.',
  })
  async getWorkspace(@Target() t: RowTarget, @ParsedQuery() q: WorkspacePropertiesQuery) {
    return etagged('workspace', await this.workspaces.get(t.org, t.id, q.properties));
  }

  @routes.create({
    summary: 'Create a workspace from a template',
    description:
      "Copies the template's plan tasks (in order, dated from `startDate` and the template offsets), links the " +
      'account (`accountId`, or found or created by `crmAAccountId`/`crmBCompanyId`) and the deal (`dealId`, or ' +
      'found or created by `crmAOpportunityId`/`crmBDealId`), adds `workspaceUsers` (flat `{email, role}` or ' +
      "Dock's `{role, user: {email, …}}`) and `workspaceDomains`, and stores the sharing settings. With " +
      '`autoPublishWorkspace`, it is published at once and the people are e-mailed an invitation (unless ' +
      '`notifyPeople` is false). One transaction.',
    errors: [409],
  })
  @ApiBody({
    type: CreateWorkspaceDto,
    examples: { dock: { summary: "Dock's documented example", value: DOCK_CREATE_WORKSPACE_EXAMPLE } },
  })
  async createWorkspace(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateWorkspaceDto,
    @ParsedQuery() q: WorkspacePropertiesQuery,
  ) {
    return { workspace: await this.writes.create(org, dto, q.properties) };
  }

  @routes.update({
    summary: 'Update a workspace',
    description:
      'Fields not sent keep their values. `published: true` publishes it (`workspaceUrl` is set) and e-mails every ' +
      'member not yet notified, once (unless `notifyPeople` is false); `published: false` unpublishes it.',
  })
  async updateWorkspace(
    @Target() t: RowTarget,
    @Body() dto: UpdateWorkspaceDto,
    @ParsedQuery() q: WorkspacePropertiesQuery,
  ) {
    return etagged('workspace', await this.writes.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }));
  }

  @routes.action('access', {
    summary: 'Replace who can access a workspace',
    description:
      'Each list sent replaces the current one: people missing are removed, roles change, new people are added ' +
      'and, on a published workspace, invited (unless `notifyPeople` is false). A list not sent stays as it is. ' +
      "People are given flat (`{email, role}`) or in Dock's shape (`{role, user: {email, firstName, lastName, " +
      'avatar, name}}`), whose profile fields fill the empty fields of the user.',
    errors: [413, 415],
  })
  @ApiBody({
    type: WorkspaceAccessDto,
    examples: { dock: { summary: "Dock's documented example", value: DOCK_SET_ACCESS_EXAMPLE } },
  })
  async setWorkspaceAccess(
    @Target() t: RowTarget,
    @Body() dto: WorkspaceAccessDto,
    @ParsedQuery() q: WorkspacePropertiesQuery,
  ) {
    return { workspace: await this.writes.access(t.org, t.id, dto, q.properties) };
  }

  @routes.remove({
    summary: 'Delete a workspace',
    description: 'Removes it with its plan tasks, pages and their sections, members, domains and custom field values.',
  })
  async deleteWorkspace(@Target() t: RowTarget, @ParsedQuery() _q: EmptyQuery) {
    return this.writes.remove(t.org, t.id, { ifMatch: t.ifMatch });
  }
}

import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import { ListWorkspacePagesQuery, WorkspacePagePropertiesQuery } from './dto/list-workspace-pages.query.js';
import { CreateWorkspacePageDto, UpdateWorkspacePageDto } from './dto/workspace-page.dto.js';
import { WorkspacePageDoc } from './workspace-page.resource.js';
import { WorkspacePagesService } from './workspace-pages.service.js';

const routes = resourceRoutes({
  one: 'workspacePage',
  many: 'workspacePages',
  type: WorkspacePageDoc,
  location: 'workspace-pages',
});

@ApiTags('Workspace pages')
@ApiBearerAuth()
@Controller('v1/workspace-pages')
export class WorkspacePagesController {
  constructor(private readonly pages: WorkspacePagesService) {}

  @routes.list({
    summary: 'List workspace pages',
    description: 'With filters[workspaceId]: that workspace’s pages in order (index); otherwise newest first.',
  })
  async listWorkspacePages(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListWorkspacePagesQuery) {
    return listed('workspacePages', await this.pages.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve a workspace page',
    description:
      'Its title, place (`index`) and visibility; list its sections with `GET /v1/workspace-sections?filters[workspacePageId]=…`.',
  })
  async getWorkspacePage(@Target() t: RowTarget, @ParsedQuery() q: WorkspacePagePropertiesQuery) {
    return etagged('workspacePage', await this.pages.get(t.org, t.id, q.properties));
  }

  @routes.create({
    summary: 'Create a workspace page',
    description:
      'A page of a workspace of your organization (another organization’s or an unknown `workspaceId` → 400). ' +
      '`index` places it among the workspace’s pages (0 = first; past the end or omitted = last), shifting the ' +
      'pages after it.',
    errors: [403, 409],
  })
  async createWorkspacePage(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateWorkspacePageDto,
    @ParsedQuery() q: WorkspacePagePropertiesQuery,
  ) {
    return { workspacePage: await this.pages.create(org, dto, q.properties) };
  }

  @routes.update({
    summary: 'Update a workspace page',
    description:
      'Rename, hide or show (`isHidden`, Dock’s show/hide), or move it with `index` (the pages in between shift by ' +
      'one; past the end = last). Fields not sent keep their values; a body that changes nothing answers the page ' +
      'unchanged.',
    errors: [403],
  })
  async updateWorkspacePage(
    @Target() t: RowTarget,
    @Body() dto: UpdateWorkspacePageDto,
    @ParsedQuery() q: WorkspacePagePropertiesQuery,
  ) {
    return etagged('workspacePage', await this.pages.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }));
  }

  @routes.remove({
    summary: 'Delete a workspace page',
    description: 'Removes the page with its sections, in one transaction; the pages after it move up one.',
    errors: [403],
  })
  async deleteWorkspacePage(@Target() t: RowTarget, @ParsedQuery() _q: EmptyQuery) {
    return this.pages.remove(t.org, t.id, { ifMatch: t.ifMatch });
  }
}

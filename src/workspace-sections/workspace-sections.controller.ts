import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import { ListWorkspaceSectionsQuery, WorkspaceSectionPropertiesQuery } from './dto/list-workspace-sections.query.js';
import { CREATE_SECTION_EXAMPLES, UPDATE_SECTION_EXAMPLES } from './dto/section-examples.js';
import { CreateWorkspaceSectionDto, UpdateWorkspaceSectionDto } from './dto/workspace-section.dto.js';
import { WorkspaceSectionDoc } from './workspace-section.resource.js';
import { WorkspaceSectionsService } from './workspace-sections.service.js';

const routes = resourceRoutes({
  one: 'workspaceSection',
  many: 'workspaceSections',
  type: WorkspaceSectionDoc,
  location: 'workspace-sections',
});

const KINDS =
  'A section has one kind and the one content field of that kind: `text` (Markdown, up to 100,000 characters), ' +
  '`plan` → `workspacePlanId` (a plan of the same workspace), `assets` → `assetIds` (up to 100, in order), ' +
  '`link` → `linkUrl` (http or https), `file` → `fileId` (an uploaded file). A field of another kind sent with a ' +
  'value → 400 naming it (`text: not allowed for kind link`).';

@ApiTags('Workspace sections')
@ApiBearerAuth()
@Controller('v1/workspace-sections')
export class WorkspaceSectionsController {
  constructor(private readonly sections: WorkspaceSectionsService) {}

  @routes.list({
    summary: 'List workspace sections',
    description:
      'With filters[workspacePageId]: that page’s sections in order (index); with filters[workspaceId]: that ' +
      'workspace’s sections by page order, then index; otherwise newest first. Both filters combine.',
  })
  async listWorkspaceSections(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListWorkspaceSectionsQuery) {
    return listed('workspaceSections', await this.sections.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve a workspace section',
    description:
      'Its kind with that kind’s content (text, plan, assets, link or file) and its place (`index`) on its page.',
  })
  async getWorkspaceSection(@Target() t: RowTarget, @ParsedQuery() q: WorkspaceSectionPropertiesQuery) {
    return etagged('workspaceSection', await this.sections.get(t.org, t.id, q.properties));
  }

  @routes.create({
    summary: 'Create a workspace section',
    description:
      `${KINDS} The content field of the kind is required. The section goes on \`workspacePageId\` (another ` +
      'organization’s or an unknown page → 400) at `index` (past the end or omitted = last), shifting the sections ' +
      'after it.',
    errors: [403, 409],
  })
  @ApiBody({ type: CreateWorkspaceSectionDto, examples: CREATE_SECTION_EXAMPLES })
  async createWorkspaceSection(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateWorkspaceSectionDto,
    @ParsedQuery() q: WorkspaceSectionPropertiesQuery,
  ) {
    return { workspaceSection: await this.sections.create(org, dto, q.properties) };
  }

  @routes.update({
    summary: 'Update a workspace section',
    description:
      `${KINDS} Fields not sent keep their values. \`index\` moves the section in its page; \`workspacePageId\` ` +
      'moves it to another page of the same workspace (at `index`, else last). A new `kind` needs its content ' +
      'field in the same body, and the old kind’s content is cleared. A body that changes nothing answers the ' +
      'section unchanged.',
    errors: [403, 409],
  })
  @ApiBody({ type: UpdateWorkspaceSectionDto, examples: UPDATE_SECTION_EXAMPLES })
  async updateWorkspaceSection(
    @Target() t: RowTarget,
    @Body() dto: UpdateWorkspaceSectionDto,
    @ParsedQuery() q: WorkspaceSectionPropertiesQuery,
  ) {
    return etagged(
      'workspaceSection',
      await this.sections.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }),
    );
  }

  @routes.remove({
    summary: 'Delete a workspace section',
    description: 'The sections after it in its page move up one.',
    errors: [403],
  })
  async deleteWorkspaceSection(@Target() t: RowTarget, @ParsedQuery() _q: EmptyQuery) {
    return this.sections.remove(t.org, t.id, { ifMatch: t.ifMatch });
  }
}

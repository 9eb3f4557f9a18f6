import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import type { OrgContext } from '../common/http/request.js';
import { ListTemplatesQuery, TemplatePropertiesQuery } from './dto/list-templates.query.js';
import { CREATE_TEMPLATE_EXAMPLES, UPDATE_TEMPLATE_EXAMPLES } from './dto/template-examples.js';
import { CreateTemplateDto, UpdateTemplateDto } from './dto/template-write.dto.js';
import { TemplateDoc } from './template.resource.js';
import { TemplatesService } from './templates.service.js';

const routes = resourceRoutes({ one: 'template', many: 'templates', type: TemplateDoc, location: 'templates' });

@ApiTags('Templates')
@ApiBearerAuth()
@Controller('v1/templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @routes.list({
    summary: 'List templates',
    description:
      'Newest first. Each template carries its plans (with their tasks) and pages (with their sections), ordered by ' +
      'index, and `planTasks`, the first plan’s tasks. Select with `properties` (e.g. `plans.title`, ' +
      '`pages.sections.kind`): unselected embeds are not loaded.',
  })
  async listTemplates(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListTemplatesQuery) {
    return listed('templates', await this.templates.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve a template',
    description:
      'With its plans (each with its tasks) and pages (each with its sections), ordered by index, and `planTasks`, ' +
      'the first plan’s tasks. Unselected embeds are not loaded.',
  })
  async getTemplate(@Target() t: RowTarget, @ParsedQuery() q: TemplatePropertiesQuery) {
    return etagged('template', await this.templates.get(t.org, t.id, q.properties));
  }

  @routes.create({
    summary: 'Create a template',
    description:
      'With its ordered plans and their tasks (`plans`, or only the first plan’s tasks as `planTasks`, not both) and ' +
      'its ordered pages and their sections, which every workspace created from it copies. A section’s content ' +
      'must fit its kind; a `plan` section names a plan by its place in `plans` (`planIndex`).',
  })
  @ApiBody({ type: CreateTemplateDto, examples: CREATE_TEMPLATE_EXAMPLES })
  async createTemplate(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateTemplateDto,
    @ParsedQuery() q: TemplatePropertiesQuery,
  ) {
    return { template: await this.templates.create(org, dto, q.properties) };
  }

  @routes.update({
    summary: 'Update a template',
    description:
      'Fields not sent keep their values. `planTasks` (the first plan’s tasks), `plans` and `pages`, when sent, ' +
      'each replace the ordered list: items with an `id` are kept and changed (and moved to their new position), ' +
      'items without one are added, the others removed. A kept plan or page sent without `tasks` or `sections` ' +
      'keeps them. Removing plans must leave no `plan` section pointing past the last one. Workspaces already ' +
      'created keep their own copies.',
  })
  @ApiBody({ type: UpdateTemplateDto, examples: UPDATE_TEMPLATE_EXAMPLES })
  async updateTemplate(
    @Target() t: RowTarget,
    @Body() dto: UpdateTemplateDto,
    @ParsedQuery() q: TemplatePropertiesQuery,
  ) {
    return etagged('template', await this.templates.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }));
  }
}

import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import type { OrgContext } from '../common/http/request.js';
import { ListTemplatesQuery, TemplatePropertiesQuery } from './dto/list-templates.query.js';
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
    description: 'Newest first. Each template carries its plan tasks ordered by index.',
  })
  async listTemplates(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListTemplatesQuery) {
    return listed('templates', await this.templates.list(org, q));
  }

  @routes.get({ summary: 'Retrieve a template' })
  async getTemplate(@Target() t: RowTarget, @ParsedQuery() q: TemplatePropertiesQuery) {
    return etagged('template', await this.templates.get(t.org, t.id, q.properties));
  }

  @routes.create({
    summary: 'Create a template',
    description: 'With its ordered plan tasks, which workspaces created from it copy.',
  })
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
      'Fields not sent keep their values. `planTasks` replaces the ordered task list: tasks with an `id` are kept ' +
      'and changed (and moved to their new position), tasks without one are added, the others removed. Workspaces ' +
      'already created keep their own tasks.',
  })
  async updateTemplate(
    @Target() t: RowTarget,
    @Body() dto: UpdateTemplateDto,
    @ParsedQuery() q: TemplatePropertiesQuery,
  ) {
    return etagged('template', await this.templates.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }));
  }
}

import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { CreateRoute, GetRoute, ListRoute, UpdateRoute } from '../common/http/routes.js';
import { etagged } from '../common/http/versioned.js';
import { IfMatch, type IfMatchValue } from '../common/http/if-match.js';
import type { OrgContext } from '../common/http/request.js';
import { ListTemplatesQuery, TemplatePropertiesQuery } from './dto/list-templates.query.js';
import { CreateTemplateDto, UpdateTemplateDto } from './dto/template-write.dto.js';
import { TemplateDoc } from './template.resource.js';
import { TemplatesService } from './templates.service.js';

@ApiTags('Templates')
@ApiBearerAuth()
@Controller('v1/templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @ListRoute({
    summary: 'List templates',
    description: 'Newest first. Each template carries its plan tasks ordered by index.',
    returns: { key: 'templates', type: TemplateDoc },
  })
  async listTemplates(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListTemplatesQuery) {
    const page = await this.templates.list(org, query);
    return { templates: page.items, pageInfo: page.pageInfo };
  }

  @GetRoute({
    summary: 'Retrieve a template',
    returns: { key: 'template', type: TemplateDoc },
  })
  async getTemplate(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @ParsedQuery() query: TemplatePropertiesQuery,
  ) {
    return etagged('template', await this.templates.get(org, id, query.properties));
  }

  @CreateRoute({
    summary: 'Create a template',
    description: 'With its ordered plan tasks, which workspaces created from it copy.',
    location: 'templates',
    returns: { key: 'template', type: TemplateDoc },
  })
  async createTemplate(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateTemplateDto,
    @ParsedQuery() query: TemplatePropertiesQuery,
  ) {
    return { template: await this.templates.create(org, dto, query.properties) };
  }

  @UpdateRoute({
    summary: 'Update a template',
    description:
      'Fields not sent keep their values. `planTasks` replaces the ordered task list: tasks with an `id` are kept ' +
      'and changed (and moved to their new position), tasks without one are added, the others removed. Workspaces ' +
      'already created keep their own tasks.',
    returns: { key: 'template', type: TemplateDoc },
  })
  async updateTemplate(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @Body() dto: UpdateTemplateDto,
    @ParsedQuery() query: TemplatePropertiesQuery,
  ) {
    return etagged('template', await this.templates.update(org, id, dto, query.properties, { ifMatch }));
  }
}

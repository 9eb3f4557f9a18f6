import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { IdempotentPost } from '../common/idempotency/idempotency.interceptor.js';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
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

  @Get()
  @Endpoint({
    operationId: 'listTemplates',
    summary: 'List templates',
    description: 'Newest first. Each template carries its plan tasks ordered by index.',
    returns: { key: 'templates', type: TemplateDoc, list: true },
  })
  async listTemplates(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListTemplatesQuery) {
    const page = await this.templates.list(org, query);
    return { templates: page.items, pageInfo: page.pageInfo };
  }

  @Get(':id')
  @Endpoint({
    operationId: 'getTemplate',
    summary: 'Retrieve a template',
    returns: { key: 'template', type: TemplateDoc },
    errors: [404],
  })
  async getTemplate(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @ParsedQuery() query: TemplatePropertiesQuery,
  ) {
    return { template: await this.templates.get(org, id, query.properties) };
  }

  @IdempotentPost()
  @Endpoint({
    operationId: 'createTemplate',
    summary: 'Create a template',
    description: 'With its ordered plan tasks, which workspaces created from it copy.',
    status: 201,
    location: 'templates',
    returns: { key: 'template', type: TemplateDoc },
    errors: [413, 415],
  })
  async createTemplate(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateTemplateDto,
    @ParsedQuery() query: TemplatePropertiesQuery,
  ) {
    return { template: await this.templates.create(org, dto, query.properties) };
  }

  @Patch(':id')
  @Endpoint({
    operationId: 'updateTemplate',
    summary: 'Update a template',
    description:
      'Fields not sent keep their values. `planTasks` replaces the ordered task list: tasks with an `id` are kept ' +
      'and changed (and moved to their new position), tasks without one are added, the others removed. Workspaces ' +
      'already created keep their own tasks.',
    returns: { key: 'template', type: TemplateDoc },
    errors: [404, 413, 415],
  })
  async updateTemplate(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @Body() dto: UpdateTemplateDto,
    @ParsedQuery() query: TemplatePropertiesQuery,
  ) {
    return { template: await this.templates.update(org, id, dto, query.properties) };
  }
}

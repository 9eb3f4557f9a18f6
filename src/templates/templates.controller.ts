import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { ListTemplatesQuery, TemplatePropertiesQuery } from './dto/list-templates.query.js';
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
}

import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { CustomFieldDoc } from './custom-field.resource.js';
import { CustomFieldsService } from './custom-fields.service.js';
import { CustomFieldPropertiesQuery, ListCustomFieldsQuery } from './dto/list-custom-fields.query.js';

@ApiTags('Custom fields')
@ApiBearerAuth()
@Controller('v1/custom-fields')
export class CustomFieldsController {
  constructor(private readonly customFields: CustomFieldsService) {}

  @Get()
  @Endpoint({
    operationId: 'listCustomFields',
    summary: 'List custom fields',
    description: 'Newest first. `object` restricts the list to custom fields of one object type.',
    returns: { key: 'customFields', type: CustomFieldDoc, list: true },
  })
  async listCustomFields(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListCustomFieldsQuery) {
    const page = await this.customFields.list(org, query);
    return { customFields: page.items, pageInfo: page.pageInfo };
  }

  @Get(':id')
  @Endpoint({
    operationId: 'getCustomField',
    summary: 'Retrieve a custom field',
    returns: { key: 'customField', type: CustomFieldDoc },
    errors: [404],
  })
  async getCustomField(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @ParsedQuery() query: CustomFieldPropertiesQuery,
  ) {
    return { customField: await this.customFields.get(org, id, query.properties) };
  }
}

import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { IdempotentPost } from '../common/idempotency/idempotency.interceptor.js';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { CustomFieldDoc } from './custom-field.resource.js';
import { CustomFieldsService } from './custom-fields.service.js';
import { CreateCustomFieldDto, UpdateCustomFieldDto } from './dto/custom-field-write.dto.js';
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

  @IdempotentPost()
  @Endpoint({
    operationId: 'createCustomField',
    summary: 'Create a custom field',
    description: 'Select types need `options`. Every record of `objectType` then embeds the field (value null).',
    status: 201,
    location: 'custom-fields',
    returns: { key: 'customField', type: CustomFieldDoc },
    errors: [409, 413, 415],
  })
  async createCustomField(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateCustomFieldDto,
    @ParsedQuery() query: CustomFieldPropertiesQuery,
  ) {
    return { customField: await this.customFields.create(org, dto, query.properties) };
  }

  @Patch(':id')
  @Endpoint({
    operationId: 'updateCustomField',
    summary: 'Update a custom field',
    description:
      'Rename it, change its variable name, or replace its options (matched by `value`). `type` and `objectType` ' +
      'cannot change.',
    returns: { key: 'customField', type: CustomFieldDoc },
    errors: [404, 409, 413, 415],
  })
  async updateCustomField(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @Body() dto: UpdateCustomFieldDto,
    @ParsedQuery() query: CustomFieldPropertiesQuery,
  ) {
    return { customField: await this.customFields.update(org, id, dto, query.properties) };
  }
}

import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { CreateRoute, GetRoute, ListRoute, UpdateRoute } from '../common/http/routes.js';
import { etagged } from '../common/http/versioned.js';
import { IfMatch, type IfMatchValue } from '../common/http/if-match.js';
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

  @ListRoute({
    summary: 'List custom fields',
    description: 'Newest first. `object` restricts the list to custom fields of one object type.',
    returns: { key: 'customFields', type: CustomFieldDoc },
  })
  async listCustomFields(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListCustomFieldsQuery) {
    const page = await this.customFields.list(org, query);
    return { customFields: page.items, pageInfo: page.pageInfo };
  }

  @GetRoute({
    summary: 'Retrieve a custom field',
    returns: { key: 'customField', type: CustomFieldDoc },
  })
  async getCustomField(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @ParsedQuery() query: CustomFieldPropertiesQuery,
  ) {
    return etagged('customField', await this.customFields.get(org, id, query.properties));
  }

  @CreateRoute({
    summary: 'Create a custom field',
    description: 'Select types need `options`. Every record of `objectType` then embeds the field (value null).',
    location: 'custom-fields',
    returns: { key: 'customField', type: CustomFieldDoc },
    errors: [409],
  })
  async createCustomField(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateCustomFieldDto,
    @ParsedQuery() query: CustomFieldPropertiesQuery,
  ) {
    return { customField: await this.customFields.create(org, dto, query.properties) };
  }

  @UpdateRoute({
    summary: 'Update a custom field',
    description:
      'Rename it, change its variable name, or replace its options (matched by `value`). `type` and `objectType` ' +
      'cannot change.',
    returns: { key: 'customField', type: CustomFieldDoc },
    errors: [409],
  })
  async updateCustomField(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @Body() dto: UpdateCustomFieldDto,
    @ParsedQuery() query: CustomFieldPropertiesQuery,
  ) {
    return etagged('customField', await this.customFields.update(org, id, dto, query.properties, { ifMatch }));
  }
}

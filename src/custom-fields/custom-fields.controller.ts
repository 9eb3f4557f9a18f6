import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import type { OrgContext } from '../common/http/request.js';
import { CustomFieldDoc } from './custom-field.resource.js';
import { CustomFieldsService } from './custom-fields.service.js';
import { CreateCustomFieldDto, UpdateCustomFieldDto } from './dto/custom-field-write.dto.js';
import { CustomFieldPropertiesQuery, ListCustomFieldsQuery } from './dto/list-custom-fields.query.js';

const routes = resourceRoutes({
  one: 'customField',
  many: 'customFields',
  type: CustomFieldDoc,
  location: 'custom-fields',
});

@ApiTags('Custom fields')
@ApiBearerAuth()
@Controller('v1/custom-fields')
export class CustomFieldsController {
  constructor(private readonly customFields: CustomFieldsService) {}

  @routes.list({
    summary: 'List custom fields',
    description: 'Newest first. `object` restricts the list to custom fields of one object type.',
  })
  async listCustomFields(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListCustomFieldsQuery) {
    return listed('customFields', await this.customFields.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve a custom field',
    description: 'Its type, object type, variable name and, for select types, its options in order.',
  })
  async getCustomField(@Target() t: RowTarget, @ParsedQuery() q: CustomFieldPropertiesQuery) {
    return etagged('customField', await this.customFields.get(t.org, t.id, q.properties));
  }

  @routes.create({
    summary: 'Create a custom field',
    description: 'Select types need `options`. Every record of `objectType` then embeds the field (value null).',
    errors: [409],
  })
  async createCustomField(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateCustomFieldDto,
    @ParsedQuery() q: CustomFieldPropertiesQuery,
  ) {
    return { customField: await this.customFields.create(org, dto, q.properties) };
  }

  @routes.update({
    summary: 'Update a custom field',
    description:
      'Rename it, change its variable name, or replace its options (matched by `value`). `type` and `objectType` ' +
      'cannot change.',
    errors: [409],
  })
  async updateCustomField(
    @Target() t: RowTarget,
    @Body() dto: UpdateCustomFieldDto,
    @ParsedQuery() q: CustomFieldPropertiesQuery,
  ) {
    return etagged(
      'customField',
      await this.customFields.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }),
    );
  }
}

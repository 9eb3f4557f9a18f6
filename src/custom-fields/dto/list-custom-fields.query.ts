import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { EnumField } from '../../common/validation/fields.js';
import { CUSTOM_FIELD_OBJECTS, type CustomFieldObject } from '../custom-field.entity.js';
import { CUSTOM_FIELD_SHAPE } from '../custom-field.resource.js';

export class ListCustomFieldsQuery extends PageQuery {
  @PropertiesField(CUSTOM_FIELD_SHAPE)
  properties?: string[];

  @EnumField(CUSTOM_FIELD_OBJECTS, { optional: true, description: 'Only custom fields of this object type.' })
  object?: CustomFieldObject;
}

export class CustomFieldPropertiesQuery {
  @PropertiesField(CUSTOM_FIELD_SHAPE)
  properties?: string[];
}

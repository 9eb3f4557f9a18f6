import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { TEMPLATE_SHAPE } from '../template.resource.js';

export class ListTemplatesQuery extends PageQuery {
  @PropertiesField(TEMPLATE_SHAPE)
  properties?: string[];
}

export class TemplatePropertiesQuery {
  @PropertiesField(TEMPLATE_SHAPE)
  properties?: string[];
}

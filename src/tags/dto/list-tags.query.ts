import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { TAG_SHAPE } from '../tag.resource.js';

export class ListTagsQuery extends PageQuery {
  @PropertiesField(TAG_SHAPE)
  properties?: string[];
}

export class TagPropertiesQuery {
  @PropertiesField(TAG_SHAPE)
  properties?: string[];
}

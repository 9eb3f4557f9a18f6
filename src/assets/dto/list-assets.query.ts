import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { ASSET_SHAPE } from '../asset.resource.js';

export class ListAssetsQuery extends PageQuery {
  @PropertiesField(ASSET_SHAPE)
  properties?: string[];
}

export class AssetPropertiesQuery {
  @PropertiesField(ASSET_SHAPE)
  properties?: string[];
}

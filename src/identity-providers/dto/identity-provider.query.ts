import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { IDENTITY_PROVIDER_SHAPE } from '../identity-provider.resource.js';

export class ListIdentityProvidersQuery extends PageQuery {
  @PropertiesField(IDENTITY_PROVIDER_SHAPE)
  properties?: string[];
}

export class IdentityProviderPropertiesQuery {
  @PropertiesField(IDENTITY_PROVIDER_SHAPE)
  properties?: string[];
}

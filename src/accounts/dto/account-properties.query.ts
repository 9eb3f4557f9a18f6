import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { ACCOUNT_SHAPE } from '../account.resource.js';

export class AccountPropertiesQuery {
  @PropertiesField(ACCOUNT_SHAPE)
  properties?: string[];
}

export class ListAccountsQuery extends PageQuery {
  @PropertiesField(ACCOUNT_SHAPE)
  properties?: string[];
}

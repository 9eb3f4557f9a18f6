import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { MEMBERSHIP_FILTER_KEYS, MEMBERSHIP_FILTERS_DESCRIPTION } from '../../workspace-users/membership-filters.js';
import { FiltersField } from '../../workspaces/dto/filters.field.js';
import { WORKSPACE_DOMAIN_SHAPE } from '../workspace-domain.resource.js';

export class ListWorkspaceDomainsQuery extends PageQuery {
  @PropertiesField(WORKSPACE_DOMAIN_SHAPE)
  properties?: string[];

  @FiltersField(MEMBERSHIP_FILTER_KEYS, MEMBERSHIP_FILTERS_DESCRIPTION)
  filters?: string | Record<string, unknown>;
}

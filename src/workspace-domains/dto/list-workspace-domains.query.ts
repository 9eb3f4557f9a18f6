import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { FiltersField } from '../../common/filters/filters.field.js';
import { MEMBERSHIP_FILTERS } from '../../workspace-core/membership-filters.js';
import { WORKSPACE_DOMAIN_SHAPE } from '../workspace-domain.resource.js';

export class ListWorkspaceDomainsQuery extends PageQuery {
  @PropertiesField(WORKSPACE_DOMAIN_SHAPE)
  properties?: string[];

  @FiltersField(MEMBERSHIP_FILTERS)
  filters?: string | Record<string, unknown>;
}

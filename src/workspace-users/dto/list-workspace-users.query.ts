import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { FiltersField } from '../../common/filters/filters.field.js';
import { MEMBERSHIP_FILTERS } from '../../workspace-core/membership-filters.js';
import { WORKSPACE_USER_SHAPE } from '../workspace-user.resource.js';

export class ListWorkspaceUsersQuery extends PageQuery {
  @PropertiesField(WORKSPACE_USER_SHAPE)
  properties?: string[];

  @FiltersField(MEMBERSHIP_FILTERS)
  filters?: string | Record<string, unknown>;
}

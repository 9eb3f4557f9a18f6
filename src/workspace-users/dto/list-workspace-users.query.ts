import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { FiltersField } from '../../workspaces/dto/filters.field.js';
import { MEMBERSHIP_FILTER_KEYS, MEMBERSHIP_FILTERS_DESCRIPTION } from '../membership-filters.js';
import { WORKSPACE_USER_SHAPE } from '../workspace-user.resource.js';

export class ListWorkspaceUsersQuery extends PageQuery {
  @PropertiesField(WORKSPACE_USER_SHAPE)
  properties?: string[];

  @FiltersField(MEMBERSHIP_FILTER_KEYS, MEMBERSHIP_FILTERS_DESCRIPTION)
  filters?: string | Record<string, unknown>;
}

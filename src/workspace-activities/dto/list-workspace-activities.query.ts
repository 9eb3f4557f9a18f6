import { FiltersField } from '../../common/filters/filters.field.js';
import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { ACTIVITY_FILTERS } from '../activity-filters.js';
import { WORKSPACE_ACTIVITY_SHAPE } from '../workspace-activity.resource.js';

export class ListWorkspaceActivitiesQuery extends PageQuery {
  @PropertiesField(WORKSPACE_ACTIVITY_SHAPE)
  properties?: string[];

  @FiltersField(ACTIVITY_FILTERS)
  filters?: string | Record<string, unknown>;
}

export class WorkspaceActivityPropertiesQuery {
  @PropertiesField(WORKSPACE_ACTIVITY_SHAPE)
  properties?: string[];
}

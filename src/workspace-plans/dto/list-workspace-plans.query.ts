import { FiltersField } from '../../common/filters/filters.field.js';
import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { PLAN_FILTERS } from '../plan-filters.js';
import { WORKSPACE_PLAN_SHAPE } from '../workspace-plan.resource.js';

export class ListWorkspacePlansQuery extends PageQuery {
  @PropertiesField(WORKSPACE_PLAN_SHAPE)
  properties?: string[];

  @FiltersField(PLAN_FILTERS)
  filters?: string | Record<string, unknown>;
}

export class WorkspacePlanPropertiesQuery {
  @PropertiesField(WORKSPACE_PLAN_SHAPE)
  properties?: string[];
}

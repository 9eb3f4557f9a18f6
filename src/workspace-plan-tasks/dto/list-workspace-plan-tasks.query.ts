import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { FiltersField } from '../../common/filters/filters.field.js';
import { PLAN_TASK_FILTERS } from '../plan-task-filters.js';
import { WORKSPACE_PLAN_TASK_SHAPE } from '../workspace-plan-task.resource.js';

export class ListWorkspacePlanTasksQuery extends PageQuery {
  @PropertiesField(WORKSPACE_PLAN_TASK_SHAPE)
  properties?: string[];

  @FiltersField(PLAN_TASK_FILTERS)
  filters?: string | Record<string, unknown>;
}

export class WorkspacePlanTaskPropertiesQuery {
  @PropertiesField(WORKSPACE_PLAN_TASK_SHAPE)
  properties?: string[];
}

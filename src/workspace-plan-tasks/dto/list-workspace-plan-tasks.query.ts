import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { FiltersField } from '../../workspaces/dto/filters.field.js';
import { PLAN_TASK_FILTERS_DESCRIPTION, PLAN_TASK_FILTER_KEYS } from '../plan-task-filters.js';
import { WORKSPACE_PLAN_TASK_SHAPE } from '../workspace-plan-task.resource.js';

export class ListWorkspacePlanTasksQuery extends PageQuery {
  @PropertiesField(WORKSPACE_PLAN_TASK_SHAPE)
  properties?: string[];

  @FiltersField(PLAN_TASK_FILTER_KEYS, PLAN_TASK_FILTERS_DESCRIPTION)
  filters?: string | Record<string, unknown>;
}

export class WorkspacePlanTaskPropertiesQuery {
  @PropertiesField(WORKSPACE_PLAN_TASK_SHAPE)
  properties?: string[];
}

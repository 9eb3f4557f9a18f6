import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { FiltersField } from '../../workspaces/dto/filters.field.js';
import { WORKSPACE_PLAN_TASK_SHAPE } from '../workspace-plan-task.resource.js';

export const PLAN_TASK_FILTER_KEYS = ['workspaceId', 'status'] as const;

export class ListWorkspacePlanTasksQuery extends PageQuery {
  @PropertiesField(WORKSPACE_PLAN_TASK_SHAPE)
  properties?: string[];

  @FiltersField(
    PLAN_TASK_FILTER_KEYS,
    'workspaceId restricts the list to one workspace, ordered by index; status to Not Started, In Progress or Completed.',
  )
  filters?: string | Record<string, unknown>;
}

export class WorkspacePlanTaskPropertiesQuery {
  @PropertiesField(WORKSPACE_PLAN_TASK_SHAPE)
  properties?: string[];
}

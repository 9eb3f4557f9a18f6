import { invalidField } from '../common/http/app-error.js';
import { ID_PATTERN } from '../common/ids.js';
import { readFilters } from '../workspaces/filter-input.js';
import { TASK_STATUSES, type TaskStatus } from './workspace-plan-task.entity.js';

export const PLAN_TASK_FILTER_KEYS = ['workspaceId', 'status'] as const;

export const PLAN_TASK_FILTERS_DESCRIPTION =
  'workspaceId: one workspace of your organization (its tasks in plan order); status: one of ' +
  `${TASK_STATUSES.join(', ')}. Combinable.`;

export interface PlanTaskFilters {
  workspaceId?: string;
  status?: TaskStatus;
}

/** `filters` of GET /workspace-plan-tasks in either syntax; an unknown key or a bad value → 400 naming it. */
export function readPlanTaskFilters(raw: unknown): PlanTaskFilters {
  const { workspaceId, status } = readFilters(raw, PLAN_TASK_FILTER_KEYS);
  if (workspaceId !== undefined && !ID_PATTERN.test(workspaceId)) {
    throw invalidField('filters.workspaceId', 'must be an id string');
  }
  if (status !== undefined && !(TASK_STATUSES as readonly string[]).includes(status)) {
    throw invalidField('filters.status', `must be one of: ${TASK_STATUSES.join(', ')}`);
  }
  return { ...(workspaceId && { workspaceId }), ...(status && { status: status as TaskStatus }) };
}

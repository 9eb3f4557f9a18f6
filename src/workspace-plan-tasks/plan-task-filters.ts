import { ListFilters, filterKinds as kind } from '../common/filters/list-filters.js';
import { TASK_STATUSES } from './workspace-plan-task.entity.js';

/** The `filters` of GET /workspace-plan-tasks. */
export const PLAN_TASK_FILTERS = new ListFilters(
  {
    workspaceId: kind.id(),
    workspacePlanId: kind.id(),
    status: kind.oneOf(TASK_STATUSES),
    assigneeId: kind.id(),
    assigneeEmail: kind.email(),
  },
  {
    description:
      'workspaceId: one workspace of your organization (its tasks by plan, then by index); workspacePlanId: one ' +
      'plan (its tasks by index); status: one of ' +
      `${TASK_STATUSES.join(', ')}; assigneeId: tasks this user owns; assigneeEmail: tasks the user with this ` +
      'e-mail (case-insensitive) owns. Combinable.',
    firstProblemOnly: true,
  },
);

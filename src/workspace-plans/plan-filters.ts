import { ListFilters, filterKinds as kind } from '../common/filters/list-filters.js';

/** The `filters` of GET /workspace-plans. */
export const PLAN_FILTERS = new ListFilters(
  { workspaceId: kind.id() },
  {
    description: 'workspaceId: one workspace of your organization (its plans by index; without it, newest first).',
    firstProblemOnly: true,
  },
);

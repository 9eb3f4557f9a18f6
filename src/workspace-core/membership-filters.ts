import { ListFilters, type ParsedFilters, filterKinds as kind } from '../common/filters/list-filters.js';
import { WORKSPACE_ROLES } from './workspace-roles.js';

/** The `filters` of the workspace user and workspace domain lists: one workspace, one role. */
export const MEMBERSHIP_FILTERS = new ListFilters(
  { workspaceId: kind.id(), role: kind.oneOf(WORKSPACE_ROLES) },
  {
    description: 'workspaceId: one workspace of your organization; role: one of ' + WORKSPACE_ROLES.join(', ') + '.',
    firstProblemOnly: true,
  },
);

export type MembershipFilters = ParsedFilters<typeof MEMBERSHIP_FILTERS>;

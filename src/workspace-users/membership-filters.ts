import { invalidField } from '../common/http/app-error.js';
import { ID_PATTERN } from '../common/ids.js';
import { readFilters } from '../workspaces/filter-input.js';
import { WORKSPACE_ROLES, type WorkspaceRole } from './workspace-user.entity.js';

/** Filters shared by the workspace user and workspace domain lists. */
export const MEMBERSHIP_FILTER_KEYS = ['workspaceId', 'role'] as const;

export const MEMBERSHIP_FILTERS_DESCRIPTION =
  'workspaceId: one workspace of your organization; role: one of ' + WORKSPACE_ROLES.join(', ') + '.';

export interface MembershipFilters {
  workspaceId?: string;
  role?: WorkspaceRole;
}

export function readMembershipFilters(raw: unknown): MembershipFilters {
  const { workspaceId, role } = readFilters(raw, MEMBERSHIP_FILTER_KEYS);
  if (workspaceId !== undefined && !ID_PATTERN.test(workspaceId)) {
    throw invalidField('filters.workspaceId', 'must be an id string');
  }
  if (role !== undefined && !(WORKSPACE_ROLES as readonly string[]).includes(role)) {
    throw invalidField('filters.role', `must be one of: ${WORKSPACE_ROLES.join(', ')}`);
  }
  return { ...(workspaceId && { workspaceId }), ...(role && { role: role as WorkspaceRole }) };
}

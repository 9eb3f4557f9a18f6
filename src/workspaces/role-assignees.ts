import type { EntityManager } from 'typeorm';
import { storedEmail } from '../common/validation/fields.js';
import { addAssignments } from '../task-assignees/task-assignee.repository.js';
import type { AssigneeRole } from '../templates/template-plan-task.entity.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { memberRoles } from '../workspace-users/workspace-user.repository.js';
import type { RoleTask } from './template-copy.js';

/**
 * Gives the tasks a template named by role their owner, once the new workspace has its members: `owner` is its first
 * member with role owner, `contact` its first member who is not an owner, first in the order the request listed them
 * (members added in one request share their creation time, and their ids are random). A role nobody holds leaves the
 * task without an owner. One read, one insert.
 */
export async function assignByRole(
  m: EntityManager,
  {
    workspace,
    roleTasks,
    requested,
    now,
  }: {
    workspace: WorkspaceEntity;
    roleTasks: readonly RoleTask[];
    /** The members' addresses as the request listed them. */
    requested: readonly string[];
    now: string;
  },
): Promise<void> {
  if (roleTasks.length === 0) return;
  const members = await memberRoles(m, workspace.id);
  const place = new Map(requested.map((email, i) => [storedEmail(email), i] as const));
  const rank = (email: string) => place.get(email) ?? Number.MAX_SAFE_INTEGER;
  members.sort((a, b) => rank(a.email) - rank(b.email) || a.userId.localeCompare(b.userId));
  const holder: Record<AssigneeRole, string | undefined> = {
    owner: members.find((member) => member.role === 'owner')?.userId,
    contact: members.find((member) => member.role !== 'owner')?.userId,
  };
  const pairs = roleTasks.flatMap(({ taskId, role }) => {
    const userId = holder[role];
    return userId === undefined ? [] : [{ taskId, userId }];
  });
  await addAssignments(m, { orgId: workspace.organizationId, now, pairs });
}

import type { EntityManager } from 'typeorm';
import { addAssignments } from '../task-assignees/task-assignees.js';
import type { AssigneeRole } from '../templates/template-plan-task.entity.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { WorkspaceUserEntity } from '../workspace-users/workspace-user.entity.js';
import type { RoleTask } from './template-copy.js';

/**
 * Gives the tasks a template named by role their owner, once the new workspace has its members: `owner` is its first
 * member with role owner, `contact` its first member who is not an owner, first as workspace users are listed
 * (oldest, then by id). A role nobody holds leaves the task without an owner. One read, one insert.
 */
export async function assignByRole(
  m: EntityManager,
  { workspace, roleTasks, now }: { workspace: WorkspaceEntity; roleTasks: readonly RoleTask[]; now: string },
): Promise<void> {
  if (roleTasks.length === 0) return;
  const members = await m.find(WorkspaceUserEntity, {
    select: { userId: true, role: true },
    where: { workspaceId: workspace.id },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
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

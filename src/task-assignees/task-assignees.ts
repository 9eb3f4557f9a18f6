import { type EntityManager, type FindOperator, Raw } from 'typeorm';
import { invalidField } from '../common/http/app-error.js';
import { loadGrouped } from '../common/repository/load-grouped.js';
import type { UserEntity } from '../users/user.entity.js';
import { deleteAssignees, findOrganizationUsers, insertAssignees, moveAssignee } from './task-assignee.repository.js';
import { TaskAssigneeEntity } from './task-assignee.entity.js';

/** How many people one task may name: an owner or a few, never a distribution list. */
export const MAX_ASSIGNEES = 20;

/** What a new `assigneeIds` did to a task: the whole list after it, and who joined and left. */
export interface AssigneeChange {
  assignees: UserEntity[];
  added: UserEntity[];
  removed: UserEntity[];
  changed: boolean;
}

/**
 * The organization's users named by `ids`, in that order; a repeated id or one that is not a user of the
 * organization (another organization's users included) is a 400 naming `assigneeIds`.
 */
export async function requireAssignees(m: EntityManager, orgId: string, ids: readonly string[]): Promise<UserEntity[]> {
  const repeated = ids.find((id, at) => ids.indexOf(id) !== at);
  if (repeated !== undefined) throw invalidField('assigneeIds', `names ${repeated} twice`);
  if (ids.length === 0) return [];
  const users = await findOrganizationUsers(m, orgId, ids);
  const byId = new Map(users.map((user) => [user.id, user]));
  const unknown = ids.find((id) => !byId.has(id));
  if (unknown !== undefined) throw invalidField('assigneeIds', `${unknown} is not a user of your organization`);
  return ids.map((id) => byId.get(id) as UserEntity);
}

/**
 * Replaces a task's assignees by `users` (a complete list, in its order), in the caller's transaction. Rows of people
 * who stay are kept (their `createdAt` says since when they own the task); only their position moves.
 * `changed` is false when the list is the one the task had, order included.
 */
export async function assignTask(
  m: EntityManager,
  { orgId, taskId, users, now }: { orgId: string; taskId: string; users: readonly UserEntity[]; now: string },
): Promise<AssigneeChange> {
  const before = (await loadAssignees(m, [taskId])).get(taskId) ?? [];
  const wanted = new Set(users.map((user) => user.id));
  const had = new Set(before.map((user) => user.id));
  const removed = before.filter((user) => !wanted.has(user.id));
  const added = users.filter((user) => !had.has(user.id));
  if (removed.length > 0) {
    await deleteAssignees(m, { taskId, userIds: removed.map((user) => user.id) });
  }
  // Positions are rewritten only for those who stay at another place; newcomers are inserted at theirs.
  for (const [position, user] of users.entries()) {
    if (had.has(user.id) && before[position]?.id !== user.id) {
      await moveAssignee(m, { taskId, userId: user.id, position });
    }
  }
  if (added.length > 0) {
    await insertAssignees(
      m,
      added.map((user) => ({
        taskId,
        userId: user.id,
        organizationId: orgId,
        position: users.indexOf(user),
        createdAt: now,
      })),
    );
  }
  const changed = added.length > 0 || removed.length > 0 || users.some((user, at) => before[at]?.id !== user.id);
  return { assignees: [...users], added, removed, changed };
}

/** The assignees of many tasks in one statement, each task's in its list order (tasks without any map to []). */
export function loadAssignees(m: EntityManager, taskIds: readonly string[]): Promise<Map<string, UserEntity[]>> {
  return loadGrouped(m, TaskAssigneeEntity, {
    ids: taskIds,
    key: 'taskId',
    relations: { user: true },
    order: { position: 'ASC' },
    pick: (row) => row.user,
  });
}

/** `filters[assigneeId]` / `filters[assigneeEmail]`: tasks one user of the organization owns: a
 * condition on the task's id. */
export function assignedTo(
  orgId: string,
  { assigneeId, assigneeEmail }: { assigneeId?: string; assigneeEmail?: string },
): FindOperator<string> | undefined {
  if (assigneeId === undefined && assigneeEmail === undefined) return undefined;
  const clauses = ['a.organization_id = :assigneeOrg'];
  if (assigneeId !== undefined) clauses.push('a.user_id = :assigneeId');
  if (assigneeEmail !== undefined) clauses.push('u.email = :assigneeEmail');
  return Raw(
    (id) =>
      `${id} IN (SELECT a.task_id FROM workspace_plan_task_assignee a JOIN app_user u ON u.id = a.user_id ` +
      `WHERE ${clauses.join(' AND ')})`,
    { assigneeOrg: orgId, ...(assigneeId && { assigneeId }), ...(assigneeEmail && { assigneeEmail }) },
  );
}

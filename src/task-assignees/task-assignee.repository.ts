import { type EntityManager, In } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { TaskAssigneeEntity } from './task-assignee.entity.js';

/** The statements of task assignees: who may be named, and the rows of a task's list. */

/** The organization's users among `ids`, in no particular order (unknown ids and other organizations' are left out). */
export function findOrganizationUsers(m: EntityManager, orgId: string, ids: readonly string[]): Promise<UserEntity[]> {
  return m.findBy(UserEntity, { organizationId: orgId, id: In([...ids]) });
}

/** Removes these people from the task's list. */
export async function deleteAssignees(
  m: EntityManager,
  { taskId, userIds }: { taskId: string; userIds: readonly string[] },
): Promise<void> {
  await m.delete(TaskAssigneeEntity, { taskId, userId: In([...userIds]) });
}

/** Moves one person who stays on the task's list to `position`. */
export async function moveAssignee(
  m: EntityManager,
  { taskId, userId, position }: { taskId: string; userId: string; position: number },
): Promise<void> {
  await m.update(TaskAssigneeEntity, { taskId, userId }, { position });
}

export type NewAssignee = Pick<TaskAssigneeEntity, 'taskId' | 'userId' | 'organizationId' | 'position' | 'createdAt'>;

/** Adds people to tasks' lists, in one insert. */
export async function insertAssignees(m: EntityManager, rows: NewAssignee[]): Promise<void> {
  await m.insert(TaskAssigneeEntity, rows);
}

/** First owners of new tasks (each task's first and only assignee), in one insert: a workspace made from a template. */
export async function addAssignments(
  m: EntityManager,
  { orgId, now, pairs }: { orgId: string; now: string; pairs: readonly { taskId: string; userId: string }[] },
): Promise<void> {
  if (pairs.length === 0) return;
  await insertAssignees(
    m,
    pairs.map(({ taskId, userId }) => ({ taskId, userId, organizationId: orgId, position: 0, createdAt: now })),
  );
}

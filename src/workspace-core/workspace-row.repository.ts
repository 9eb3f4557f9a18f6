import type { EntityManager, UpdateQueryBuilder } from 'typeorm';
import { dialectOf } from '../database/dialects.js';
import { WorkspaceEntity } from './workspace.entity.js';

/**
 * The statements every part of a workspace runs on the workspace's own row: the row a body names, its lock, and the
 * `updatedAt` (and `contactsCount`) a change of its collaborators moves. Final SQL in workspace-row.repository.sql/.
 */

/** A workspace by the id a row of one of its parts holds (no organization check: the row already belongs to it). */
export function workspaceRowById(m: EntityManager, id: string): Promise<WorkspaceEntity | null> {
  return m.findOneBy(WorkspaceEntity, { id });
}

/** The same, for a part whose row proves the workspace exists (its foreign key). */
export function existingWorkspaceRow(m: EntityManager, id: string): Promise<WorkspaceEntity> {
  return m.findOneByOrFail(WorkspaceEntity, { id });
}

/**
 * The organization's workspace by id, or null. On PostgreSQL with the row lock a publish also takes: a concurrent
 * publish either sees a member added under it or waits for it, so no member added while publishing misses the
 * invitation.
 */
export function findWorkspaceForUpdate(
  m: EntityManager,
  { orgId, id }: { orgId: string; id: string },
): Promise<WorkspaceEntity | null> {
  return m.findOne(WorkspaceEntity, { where: { id, organizationId: orgId }, ...dialectOf(m.connection).forUpdate });
}

/**
 * PostgreSQL's row lock on one workspace until the transaction ends (SQLite serializes every write already). Deleting
 * the workspace takes it first, so writes to its parts that take it first never deadlock with the deletion's cascade.
 * `orgId`, when given, confines it to the caller's organization (an id from a path).
 */
export async function lockWorkspaceRow(m: EntityManager, { id, orgId }: { id: string; orgId?: string }): Promise<void> {
  const dialect = dialectOf(m.connection);
  if (dialect.serialized) return;
  await m.findOne(WorkspaceEntity, {
    select: { id: true },
    where: { id, ...(orgId !== undefined && { organizationId: orgId }) },
    ...dialect.forUpdate,
  });
}

/** What touchWorkspace changes: the workspace's `updatedAt`, and `contactsCount` by `contactsDelta` when given. */
export interface WorkspaceTouch {
  workspaceId: string;
  now: string;
  contactsDelta?: number;
}

export function touchWorkspaceQuery(
  m: EntityManager,
  { workspaceId, now, contactsDelta = 0 }: WorkspaceTouch,
): UpdateQueryBuilder<WorkspaceEntity> {
  const delta = Math.trunc(contactsDelta);
  const set = delta === 0 ? { updatedAt: now } : { updatedAt: now, contactsCount: () => `contacts_count + (${delta})` };
  return m.createQueryBuilder().update(WorkspaceEntity).set(set).where('id = :id', { id: workspaceId });
}

/** Collaborator changes are changes of the workspace: its `updatedAt` moves, and `contactsCount` when given. */
export async function touchWorkspace(m: EntityManager, touch: WorkspaceTouch): Promise<void> {
  await touchWorkspaceQuery(m, touch).execute();
}

import type { EntityManager } from 'typeorm';
import { invalidField } from '../common/http/app-error.js';
import { dialectOf } from '../database/dialects.js';
import { WorkspaceEntity } from './workspace.entity.js';

/** The workspace a body names in `workspaceId`; another organization's or an unknown id is a 400, not a 404. */
export async function requireBodyWorkspace(
  manager: EntityManager,
  orgId: string,
  id: string,
): Promise<WorkspaceEntity> {
  // On PostgreSQL the row lock a publish also takes: a concurrent publish either sees this member or waits for it,
  // so no member added while publishing misses the invitation. (The write updates this row anyway.)
  const workspace = await manager.findOne(WorkspaceEntity, {
    where: { id, organizationId: orgId },
    ...dialectOf(manager.connection).forUpdate,
  });
  if (!workspace) throw invalidField('workspaceId', `workspace ${id} does not exist`);
  return workspace;
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

/** Collaborator changes are changes of the workspace: its `updatedAt` moves, and `contactsCount` when given. */
export async function touchWorkspace(
  manager: EntityManager,
  { workspaceId, now, contactsDelta = 0 }: { workspaceId: string; now: string; contactsDelta?: number },
): Promise<void> {
  const delta = Math.trunc(contactsDelta);
  const set = delta === 0 ? { updatedAt: now } : { updatedAt: now, contactsCount: () => `contacts_count + (${delta})` };
  await manager.createQueryBuilder().update(WorkspaceEntity).set(set).where('id = :id', { id: workspaceId }).execute();
}

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

/** Collaborator changes are changes of the workspace: its `updatedAt` moves, and `contactsCount` when given. */
export async function touchWorkspace(
  manager: EntityManager,
  { workspaceId, now, contactsDelta = 0 }: { workspaceId: string; now: string; contactsDelta?: number },
): Promise<void> {
  const delta = Math.trunc(contactsDelta);
  const set = delta === 0 ? { updatedAt: now } : { updatedAt: now, contactsCount: () => `contacts_count + (${delta})` };
  await manager.createQueryBuilder().update(WorkspaceEntity).set(set).where('id = :id', { id: workspaceId }).execute();
}

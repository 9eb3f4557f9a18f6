import type { EntityManager } from 'typeorm';
import { WorkspaceMessageEntity } from './workspace-message.entity.js';

/**
 * The thread's own statements (those it shares with comments are conversation.repository.ts): each is one entity
 * call, so there is no SQL snapshot.
 */

/** A message of the workspace's thread, or null. */
export function findThreadMessage(
  m: EntityManager,
  { id, workspaceId }: { id: string; workspaceId: string },
): Promise<WorkspaceMessageEntity | null> {
  return m.findOne(WorkspaceMessageEntity, { where: { id, workspaceId } });
}

/** A message the contact wrote in the workspace's thread, or null. */
export function findContactMessage(
  m: EntityManager,
  { id, workspaceId, userId }: { id: string; workspaceId: string; userId: string },
): Promise<WorkspaceMessageEntity | null> {
  return m.findOne(WorkspaceMessageEntity, {
    where: { id, workspaceId, authorKind: 'contact', authorUserId: userId },
  });
}

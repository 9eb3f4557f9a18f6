import type { EntityManager } from 'typeorm';
import { invalidField } from '../common/http/app-error.js';
import type { PublicUrls } from '../common/http/public-urls.js';
import { type ConversationTable, authorsOf, requireRoom, topOf } from './conversation-rules.js';
import { WorkspaceMessageEntity } from './workspace-message.entity.js';
import { findThreadMessage } from './workspace-message.repository.js';
import { type WorkspaceMessageDoc, toWorkspaceMessageResource } from './workspace-message.resource.js';

export { requireAuthor, requireNotDeleted, requireOrgUser, requireThreadOpen } from './conversation-rules.js';

/** Messages a workspace's thread may hold, tombstones included (docs/configuration.md, limits). */
export const MESSAGES_PER_WORKSPACE_MAX = 5_000;

/** The thread's table, for the rules it shares with comments. */
export const MESSAGES: ConversationTable<WorkspaceMessageEntity> = {
  entity: WorkspaceMessageEntity,
  noun: 'message',
  max: MESSAGES_PER_WORKSPACE_MAX,
};

/** 409 once the workspace holds MESSAGES_PER_WORKSPACE_MAX messages. */
export const requireThreadRoom = (m: EntityManager, workspaceId: string): Promise<void> =>
  requireRoom(m, MESSAGES, workspaceId);

/**
 * The message a reply belongs under: `parentId`'s own parent when it is a reply itself (threads are one level deep).
 * A parent of another workspace, unknown or deleted is a 400 naming `parentId`.
 */
export async function resolveParent(
  m: EntityManager,
  { workspaceId, parentId }: { workspaceId: string; parentId: string },
): Promise<WorkspaceMessageEntity> {
  const named = await findThreadMessage(m, { id: parentId, workspaceId });
  if (!named) throw invalidField('parentId', `message ${parentId} is not a message of workspace ${workspaceId}`);
  return topOf(m, MESSAGES, named);
}

/** The wire form of messages, their authors read in one query. */
export async function renderMessages(
  m: EntityManager,
  { orgId, messages, urls }: { orgId: string; messages: WorkspaceMessageEntity[]; urls: PublicUrls },
): Promise<WorkspaceMessageDoc[]> {
  const authors = await authorsOf(m, { orgId, rows: messages });
  return messages.map((message) => toWorkspaceMessageResource(message, authors.get(message.authorUserId), urls));
}

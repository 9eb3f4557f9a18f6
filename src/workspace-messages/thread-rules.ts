import { type EntityManager, In } from 'typeorm';
import { conflict, forbidden, invalidField } from '../common/http/app-error.js';
import type { PublicUrls } from '../common/http/public-urls.js';
import { USER_COLUMNS, type UserFields } from '../users/user.resource.js';
import { UserEntity } from '../users/user.entity.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { WorkspaceMessageEntity } from './workspace-message.entity.js';
import { type WorkspaceMessageDoc, toWorkspaceMessageResource } from './workspace-message.resource.js';

/** Messages a workspace's thread may hold, tombstones included (docs/configuration.md, limits). */
export const MESSAGES_PER_WORKSPACE_MAX = 5_000;

/** A thread closed by `messagesEnabled: false` takes no message, from the API or the page. */
export function requireThreadOpen(workspace: WorkspaceEntity): void {
  if (!workspace.messagesEnabled) {
    throw conflict(`workspace ${workspace.id} has messagesEnabled off`, [
      { field: 'messagesEnabled', message: 'is false on this workspace: its thread takes no messages' },
    ]);
  }
}

/** 409 once the workspace holds MESSAGES_PER_WORKSPACE_MAX messages. */
export async function requireThreadRoom(m: EntityManager, workspaceId: string): Promise<void> {
  const count = await m.count(WorkspaceMessageEntity, { where: { workspaceId } });
  if (count >= MESSAGES_PER_WORKSPACE_MAX) {
    throw conflict(`workspace ${workspaceId} holds ${MESSAGES_PER_WORKSPACE_MAX} messages, the most it may`);
  }
}

/**
 * The message a reply belongs under: `parentId`'s own parent when it is a reply itself (threads are one level deep).
 * A parent of another workspace, unknown or deleted is a 400 naming `parentId`.
 */
export async function resolveParent(
  m: EntityManager,
  { workspaceId, parentId }: { workspaceId: string; parentId: string },
): Promise<WorkspaceMessageEntity> {
  const named = await m.findOne(WorkspaceMessageEntity, { where: { id: parentId, workspaceId } });
  if (!named) throw invalidField('parentId', `message ${parentId} is not a message of workspace ${workspaceId}`);
  const parent = named.parentId
    ? await m.findOneOrFail(WorkspaceMessageEntity, { where: { id: named.parentId } })
    : named;
  if (parent.deletedAt) throw invalidField('parentId', `message ${parent.id} is deleted`);
  return parent;
}

/**
 * The new message's `createdAt`: now, or a millisecond after the thread's latest when that is not earlier. Messages of
 * a workspace then have distinct, increasing stamps in commit order (the caller holds the workspace's row lock), so
 * "oldest first" is the order they were written and `filters[createdAfter]` with the last one seen misses none.
 */
export async function nextMessageStamp(
  m: EntityManager,
  { workspaceId, now }: { workspaceId: string; now: string },
): Promise<string> {
  const latest = await m.findOne(WorkspaceMessageEntity, {
    select: { id: true, createdAt: true },
    where: { workspaceId },
    order: { createdAt: 'DESC', id: 'DESC' },
  });
  if (!latest || latest.createdAt < now) return now;
  return new Date(Date.parse(latest.createdAt) + 1).toISOString();
}

/** People change only what they wrote; the team, unnamed, only what the team wrote. */
export function requireAuthor(message: WorkspaceMessageEntity, userId: string | undefined): void {
  if (userId === undefined) {
    if (message.authorKind !== 'team') throw forbidden(`message ${message.id} was written by a contact`);
  } else if (message.authorUserId !== userId) {
    throw forbidden(`user ${userId} is not the author of message ${message.id}`);
  }
}

/** A `userId` a body names must be a user of the organization (400 naming it otherwise). */
export async function requireOrgUser(
  m: EntityManager,
  { orgId, userId }: { orgId: string; userId: string },
): Promise<void> {
  if (!(await m.exists(UserEntity, { where: { id: userId, organizationId: orgId } }))) {
    throw invalidField('userId', `user ${userId} does not exist`);
  }
}

/** A deleted message keeps its place but not its text: it cannot be edited. */
export function requireNotDeleted(message: WorkspaceMessageEntity): void {
  if (message.deletedAt) {
    throw conflict(`message ${message.id} is deleted`, [
      { field: 'deletedAt', message: 'is set: the message is deleted' },
    ]);
  }
}

/** The wire form of messages, their authors read in one query. */
export async function renderMessages(
  m: EntityManager,
  { orgId, messages, urls }: { orgId: string; messages: WorkspaceMessageEntity[]; urls: PublicUrls },
): Promise<WorkspaceMessageDoc[]> {
  const ids = [...new Set(messages.map((message) => message.authorUserId))];
  const users: UserFields[] =
    ids.length === 0
      ? []
      : await m.find(UserEntity, {
          select: Object.fromEntries(USER_COLUMNS.map((column) => [column, true])),
          where: { organizationId: orgId, id: In(ids) },
        });
  const byId = new Map(users.map((user) => [user.id, user]));
  return messages.map((message) => toWorkspaceMessageResource(message, byId.get(message.authorUserId), urls));
}

import type { EntityManager, EntityTarget } from 'typeorm';
import { newId } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import type { AuthorKind } from './message-author.js';
import { conflict, forbidden, invalidField } from '../common/http/app-error.js';
import type { UserFields } from '../users/user.resource.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import type { ConversationColumns } from './conversation-columns.js';
import {
  countInWorkspace,
  countReply,
  findRowOrFail,
  insertRow,
  latestInWorkspace,
  orgUserExists,
  updateBody,
  updateTombstone,
  usersByIds,
} from './conversation.repository.js';

/**
 * The rules messages and comments share, for either table. `noun` ("message", "comment") names the row in errors.
 */
export interface ConversationTable<E extends ConversationColumns> {
  entity: EntityTarget<E>;
  noun: string;
  /** Rows a workspace may hold, tombstones included (docs/configuration.md, limits). */
  max: number;
}

/** `messagesEnabled: false` closes a workspace's conversations: no message and no comment, from the API or the page. */
export function requireThreadOpen(workspace: WorkspaceEntity): void {
  if (!workspace.messagesEnabled) {
    throw conflict(`workspace ${workspace.id} has messagesEnabled off`, [
      { field: 'messagesEnabled', message: 'is false on this workspace: it takes no messages or comments' },
    ]);
  }
}

/** 409 once the workspace holds `table.max` rows. */
export async function requireRoom<E extends ConversationColumns>(
  m: EntityManager,
  table: ConversationTable<E>,
  workspaceId: string,
): Promise<void> {
  const count = await countInWorkspace(m, table.entity, workspaceId);
  if (count >= table.max) {
    throw conflict(`workspace ${workspaceId} holds ${table.max} ${table.noun}s, the most it may`);
  }
}

/**
 * The new row's `createdAt`: now, or a millisecond after the workspace's latest when that is not earlier. Rows of a
 * workspace then have distinct, increasing stamps in commit order (the caller holds the workspace's row lock), so
 * "oldest first" is the order they were written and `filters[createdAfter]` with the last one seen misses none.
 */
export async function nextStamp<E extends ConversationColumns>(
  m: EntityManager,
  table: ConversationTable<E>,
  { workspaceId, now }: { workspaceId: string; now: string },
): Promise<string> {
  const latest = await latestInWorkspace(m, table.entity, workspaceId);
  if (!latest || latest.createdAt < now) return now;
  return new Date(Date.parse(latest.createdAt) + 1).toISOString();
}

/**
 * The row a reply belongs under: `named`'s own parent when it is a reply itself (one level deep). A deleted parent is
 * a 400 naming `parentId`.
 */
export async function topOf<E extends ConversationColumns>(
  m: EntityManager,
  table: ConversationTable<E>,
  named: E,
): Promise<E> {
  const parent = named.parentId ? await findRowOrFail(m, table.entity, named.parentId) : named;
  if (parent.deletedAt) throw invalidField('parentId', `${table.noun} ${parent.id} is deleted`);
  return parent;
}

/** People change only what they wrote; the team, unnamed, only what the team wrote. */
export function requireAuthor(row: ConversationColumns, userId: string | undefined, noun = 'message'): void {
  if (userId === undefined) {
    if (row.authorKind !== 'team') throw forbidden(`${noun} ${row.id} was written by a contact`);
  } else if (row.authorUserId !== userId) {
    throw forbidden(`user ${userId} is not the author of ${noun} ${row.id}`);
  }
}

/** A deleted row keeps its place but not its text: it cannot be edited. */
export function requireNotDeleted(row: ConversationColumns, noun = 'message'): void {
  if (row.deletedAt) {
    throw conflict(`${noun} ${row.id} is deleted`, [{ field: 'deletedAt', message: `is set: the ${noun} is deleted` }]);
  }
}

/** A `userId` a body names must be a user of the organization (400 naming it otherwise). */
export async function requireOrgUser(
  m: EntityManager,
  { orgId, userId }: { orgId: string; userId: string },
): Promise<void> {
  if (!(await orgUserExists(m, { orgId, userId }))) {
    throw invalidField('userId', `user ${userId} does not exist`);
  }
}

/** The authors of `rows`, by id, read in one query. */
export async function authorsOf(
  m: EntityManager,
  { orgId, rows }: { orgId: string; rows: readonly ConversationColumns[] },
): Promise<Map<string, UserFields>> {
  const ids = [...new Set(rows.map((row) => row.authorUserId))];
  const users = ids.length === 0 ? [] : await usersByIds(m, { orgId, ids });
  return new Map(users.map((user) => [user.id, user]));
}

/** Sets a new body and `editedAt` on `row` and its table's row; false (and nothing written) when the body is the same. */
export async function changeBody<E extends ConversationColumns>(
  m: EntityManager,
  table: ConversationTable<E>,
  { row, body }: { row: E; body: string },
): Promise<boolean> {
  if (row.body === body) return false;
  const now = nowIso();
  const change = { body, editedAt: now, updatedAt: now };
  await updateBody(m, table.entity, { id: row.id, change });
  Object.assign(row, change);
  return true;
}

/**
 * Leaves a tombstone of `row`: the text goes, its place stays, its parent counts one reply less. False (and nothing
 * written) when it already is one.
 */
export async function leaveTombstone<E extends ConversationColumns>(
  m: EntityManager,
  table: ConversationTable<E>,
  row: E,
): Promise<boolean> {
  if (row.deletedAt) return false;
  const now = nowIso();
  const tombstone = { body: null, deletedAt: now, updatedAt: now };
  await updateTombstone(m, table.entity, { id: row.id, tombstone });
  if (row.parentId) await countReply(m, table.entity, { parentId: row.parentId, by: -1 });
  Object.assign(row, tombstone);
  return true;
}

/** What a new message or comment says and where, beyond what its table adds (a comment's subject: `more`). */
export interface NewEntry {
  organizationId: string;
  workspaceId: string;
  /** The top row it replies to (see topOf), or null. */
  parent: ConversationColumns | null;
  body: string;
  author: { kind: AuthorKind; userId: string };
}

/**
 * Inserts a message or comment, stamped by nextStamp (the caller holds the workspace's row lock), and counts it among
 * its parent's replies.
 */
export async function insertEntry<E extends ConversationColumns>(
  m: EntityManager,
  table: ConversationTable<E>,
  { entry, more = {} }: { entry: NewEntry; more?: Partial<E> },
): Promise<E> {
  const now = await nextStamp(m, table, { workspaceId: entry.workspaceId, now: nowIso() });
  const fields: ConversationColumns = {
    id: newId(),
    organizationId: entry.organizationId,
    workspaceId: entry.workspaceId,
    parentId: entry.parent?.id ?? null,
    body: entry.body,
    authorKind: entry.author.kind,
    authorUserId: entry.author.userId,
    replyCount: 0,
    editedAt: null,
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const row = m.create(table.entity, { ...fields, ...more } as E);
  await insertRow(m, table.entity, row);
  if (entry.parent) await countReply(m, table.entity, { parentId: entry.parent.id, by: 1 });
  return row;
}

import {
  type EntityManager,
  type EntityTarget,
  type FindOptionsOrder,
  type FindOptionsSelect,
  type FindOptionsWhere,
  In,
  IsNull,
} from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { AccountEntity } from '../accounts/account.entity.js';
import { USER_COLUMNS, type UserFields } from '../users/user.resource.js';
import { UserEntity } from '../users/user.entity.js';
import type { ConversationColumns } from './conversation-columns.js';

/**
 * The statements messages and comments share, for either table (conversation-rules.ts applies the rules): each is one
 * entity call, so there is no SQL snapshot.
 */

const where = <E extends ConversationColumns>(fields: Partial<ConversationColumns>) => fields as FindOptionsWhere<E>;
// TypeORM types an update's values by the concrete entity; these columns are every conversation table's.
const values = <E extends ConversationColumns>(fields: Partial<ConversationColumns>) =>
  fields as unknown as QueryDeepPartialEntity<E>;

/** The rows a workspace holds, tombstones included. */
export function countInWorkspace<E extends ConversationColumns>(
  m: EntityManager,
  entity: EntityTarget<E>,
  workspaceId: string,
): Promise<number> {
  return m.count(entity, { where: where<E>({ workspaceId }) });
}

/** The workspace's latest row (its id and createdAt), or null. */
export function latestInWorkspace<E extends ConversationColumns>(
  m: EntityManager,
  entity: EntityTarget<E>,
  workspaceId: string,
): Promise<E | null> {
  return m.findOne(entity, {
    select: { id: true, createdAt: true } as FindOptionsSelect<E>,
    where: where<E>({ workspaceId }),
    order: { createdAt: 'DESC', id: 'DESC' } as FindOptionsOrder<E>,
  });
}

/** A row that must exist (a parent, which its foreign key keeps). */
export function findRowOrFail<E extends ConversationColumns>(
  m: EntityManager,
  entity: EntityTarget<E>,
  id: string,
): Promise<E> {
  return m.findOneOrFail(entity, { where: where<E>({ id }) });
}

export async function insertRow<E extends ConversationColumns>(
  m: EntityManager,
  entity: EntityTarget<E>,
  row: E,
): Promise<void> {
  await m.insert(entity, values<E>(row));
}

export async function updateBody<E extends ConversationColumns>(
  m: EntityManager,
  entity: EntityTarget<E>,
  { id, change }: { id: string; change: Pick<ConversationColumns, 'body' | 'editedAt' | 'updatedAt'> },
): Promise<void> {
  await m.update(entity, where<E>({ id }), values<E>(change));
}

/** Leaves the tombstone on the row unless it already is one. */
export async function updateTombstone<E extends ConversationColumns>(
  m: EntityManager,
  entity: EntityTarget<E>,
  { id, tombstone }: { id: string; tombstone: Pick<ConversationColumns, 'body' | 'deletedAt' | 'updatedAt'> },
): Promise<void> {
  await m.update(entity, { id, deletedAt: IsNull() } as FindOptionsWhere<E>, values<E>(tombstone));
}

/** Moves a parent's count of live replies by `by` (1 or -1). */
export async function countReply<E extends ConversationColumns>(
  m: EntityManager,
  entity: EntityTarget<E>,
  { parentId, by }: { parentId: string; by: 1 | -1 },
): Promise<void> {
  if (by === 1) await m.increment(entity, where<E>({ id: parentId }), 'replyCount', 1);
  else await m.decrement(entity, where<E>({ id: parentId }), 'replyCount', 1);
}

export function orgUserExists(
  m: EntityManager,
  { orgId, userId }: { orgId: string; userId: string },
): Promise<boolean> {
  return m.exists(UserEntity, { where: { id: userId, organizationId: orgId } });
}

/** The users of the organization among `ids`, with the columns an author shows. */
export function usersByIds(
  m: EntityManager,
  { orgId, ids }: { orgId: string; ids: readonly string[] },
): Promise<UserFields[]> {
  return m.find(UserEntity, {
    select: Object.fromEntries(USER_COLUMNS.map((column) => [column, true])),
    where: { organizationId: orgId, id: In([...ids]) },
  });
}

/** The account a conversation event names, or null. */
export function accountName(m: EntityManager, id: string): Promise<Pick<AccountEntity, 'id' | 'name'> | null> {
  return m.findOne(AccountEntity, { select: { id: true, name: true }, where: { id } });
}

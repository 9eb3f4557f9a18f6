import { type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { dialectOf } from '../database/dialects.js';
import { NotificationItemEntity } from './notification.entities.js';

/** People with items due at `now`, at most `limit` (exported for its SQL snapshot). */
export function dueUsersQuery(
  m: EntityManager,
  { now, limit }: { now: string; limit: number },
): SelectQueryBuilder<NotificationItemEntity> {
  return m
    .createQueryBuilder(NotificationItemEntity, 'i')
    .select('DISTINCT i.user_id', 'userId')
    .where('i.due_at <= :now', { now })
    .limit(limit);
}

/** People with items due at `now`, at most `limit`: a plain read, so an idle instance opens no write transaction. */
export function usersWithDueItems(
  m: EntityManager,
  opts: { now: string; limit: number },
): Promise<{ userId: string }[]> {
  return dueUsersQuery(m, opts).getRawMany<{ userId: string }>();
}

/**
 * The person's items due at `now`, oldest first, locked (PostgreSQL: skipped by another instance that has them)
 * (exported for its SQL snapshot).
 */
export function dueItemsQuery(
  m: EntityManager,
  { userId, now }: { userId: string; now: string },
): SelectQueryBuilder<NotificationItemEntity> {
  return dialectOf(m.connection)
    .skipLocked(
      m
        .createQueryBuilder(NotificationItemEntity, 'i')
        .where('i.user_id = :userId AND i.due_at <= :now', { userId, now }),
    )
    .orderBy('i.created_at', 'ASC');
}

/** Takes the person's due items: read locked here, deleted by the caller in the same transaction. */
export function dueItems(m: EntityManager, opts: { userId: string; now: string }): Promise<NotificationItemEntity[]> {
  return dueItemsQuery(m, opts).getMany();
}

export async function deleteItems(m: EntityManager, ids: readonly string[]): Promise<void> {
  await m.delete(NotificationItemEntity, { id: In([...ids]) });
}

/** What was still to tell the person about the workspace (they muted it). */
export async function deleteItemsAbout(
  m: EntityManager,
  { userId, workspaceId }: { userId: string; workspaceId: string },
): Promise<void> {
  await m.delete(NotificationItemEntity, { userId, workspaceId });
}

/** What was still to tell the person about any of the workspaces (an unsubscribe link). */
export async function deleteItemsAboutAny(
  m: EntityManager,
  { userId, workspaceIds }: { userId: string; workspaceIds: readonly string[] },
): Promise<void> {
  await m.delete(NotificationItemEntity, { userId, workspaceId: In([...workspaceIds]) });
}

/**
 * When each person's oldest pending instant item is due, for those who have one (exported for its SQL snapshot).
 */
export function batchEndsQuery(
  m: EntityManager,
  { userIds, now }: { userIds: readonly string[]; now: string },
): SelectQueryBuilder<NotificationItemEntity> {
  return m
    .createQueryBuilder(NotificationItemEntity, 'i')
    .select('i.user_id', 'userId')
    .addSelect('MIN(i.due_at)', 'dueAt')
    .where('i.user_id IN (:...userIds) AND i.daily = :daily AND i.due_at > :now', { userIds, daily: false, now })
    .groupBy('i.user_id');
}

/** When each person's oldest pending instant item is due, for those who have one (one statement). */
export function pendingBatchEnds(
  m: EntityManager,
  opts: { userIds: readonly string[]; now: string },
): Promise<{ userId: string; dueAt: string }[]> {
  return batchEndsQuery(m, opts).getRawMany<{ userId: string; dueAt: string }>();
}

export async function insertItems(m: EntityManager, items: NotificationItemEntity[]): Promise<void> {
  await m.insert(NotificationItemEntity, items);
}

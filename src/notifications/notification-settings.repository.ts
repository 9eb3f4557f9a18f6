import { type EntityManager, In, type InsertQueryBuilder } from 'typeorm';
import { NotificationMuteEntity, NotificationSettingEntity } from './notification.entities.js';

/** The person's settings row; null while they never changed them (the defaults). */
export function settingsRowOf(m: EntityManager, userId: string): Promise<NotificationSettingEntity | null> {
  return m.findOne(NotificationSettingEntity, { where: { userId } });
}

/** Writes the person's settings row, created on the first change. */
export async function upsertSettingsRow(m: EntityManager, row: NotificationSettingEntity): Promise<void> {
  await m.upsert(NotificationSettingEntity, row, ['userId']);
}

/** The settings rows of those of `userIds` who have one. */
export function settingsRowsOf(m: EntityManager, userIds: readonly string[]): Promise<NotificationSettingEntity[]> {
  return m.find(NotificationSettingEntity, { where: { userId: In([...userIds]) } });
}

/** The workspaces the person muted, in the order they muted them. */
export async function mutedWorkspaceIds(m: EntityManager, userId: string): Promise<string[]> {
  const mutes = await m.find(NotificationMuteEntity, {
    select: { workspaceId: true },
    where: { userId },
    order: { createdAt: 'ASC', workspaceId: 'ASC' },
  });
  return mutes.map((mute) => mute.workspaceId);
}

/** Those of `userIds` who muted the workspace. */
export async function mutedAmong(
  m: EntityManager,
  { workspaceId, userIds }: { workspaceId: string; userIds: readonly string[] },
): Promise<string[]> {
  const mutes = await m.find(NotificationMuteEntity, {
    select: { userId: true },
    where: { workspaceId, userId: In([...userIds]) },
  });
  return mutes.map((mute) => mute.userId);
}

/** Mutes a workspace for a person; muted already, nothing changes (exported for its SQL snapshot). */
export function insertMuteQuery(
  m: EntityManager,
  mute: NotificationMuteEntity,
): InsertQueryBuilder<NotificationMuteEntity> {
  return m.createQueryBuilder().insert().into(NotificationMuteEntity).values(mute).orIgnore();
}

export async function insertMute(m: EntityManager, mute: NotificationMuteEntity): Promise<void> {
  await insertMuteQuery(m, mute).execute();
}

export async function deleteMute(
  m: EntityManager,
  { userId, workspaceId }: { userId: string; workspaceId: string },
): Promise<void> {
  await m.delete(NotificationMuteEntity, { userId, workspaceId });
}

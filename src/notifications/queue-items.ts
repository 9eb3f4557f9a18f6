import type { EntityManager } from 'typeorm';
import { newId } from '../common/ids.js';
import type { NotificationsConfig } from '../config/notifications-config.js';
import type { NotificationItemEntity } from './notification.entities.js';
import { insertItems, pendingBatchEnds } from './notification-item.repository.js';
import { mutedAmong, settingsRowsOf } from './notification-settings.repository.js';
import { settingsFrom } from './notification-kinds.js';
import type { Told } from './notification-lines.js';
import type { Recipient } from './notification-recipients.repository.js';

const MINUTE_MS = 60_000;

/** The next daily e-mail's moment: today's `hour` UTC if it is still ahead, else tomorrow's. */
export function nextDaily(now: string, hour: number): string {
  const at = new Date(now);
  at.setUTCHours(hour, 0, 0, 0);
  if (at.toISOString() <= now) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString();
}

/**
 * Writes one item per recipient who wants this kind of news and has not unsubscribed from the workspace, due with the
 * person's current batch (their oldest pending instant item's moment, else `batchMinutes` from now) or with their
 * next daily e-mail. At most four statements, whatever the number of recipients.
 */
export async function queueItems(
  m: EntityManager,
  config: NotificationsConfig,
  {
    organizationId,
    workspaceId,
    recipients,
    told,
    now,
  }: { organizationId: string; workspaceId: string; recipients: Recipient[]; told: Told; now: string },
): Promise<void> {
  if (recipients.length === 0) return;
  const ids = [...new Set(recipients.map((r) => r.userId))];
  const [settings, mutes] = await Promise.all([settingsRowsOf(m, ids), mutedAmong(m, { workspaceId, userIds: ids })]);
  const modes = new Map(settings.map((row) => [row.userId, settingsFrom(row.settings)[told.kind]]));
  const muted = new Set(mutes);
  const toTell = ids.filter((userId) => (modes.get(userId) ?? 'instant') !== 'off' && !muted.has(userId));
  const instant = toTell.filter((userId) => (modes.get(userId) ?? 'instant') === 'instant');
  const batchEnds = await batchEndsOf(m, { userIds: instant, now, config });
  const items: NotificationItemEntity[] = toTell.map((userId) => {
    const daily = modes.get(userId) === 'daily';
    return {
      id: newId(),
      organizationId,
      workspaceId,
      userId,
      ...told,
      threadId: told.threadId ?? null,
      daily,
      createdAt: now,
      dueAt: daily ? nextDaily(now, config.dailyHourUtc) : batchEnds.get(userId)!,
    };
  });
  if (items.length > 0) await insertItems(m, items);
}

/**
 * The end of each person's current batch, in one statement: when their oldest pending instant item is due, else a
 * window from now.
 */
async function batchEndsOf(
  m: EntityManager,
  { userIds, now, config }: { userIds: string[]; now: string; config: NotificationsConfig },
): Promise<Map<string, string>> {
  const fresh = new Date(Date.parse(now) + config.batchMinutes * MINUTE_MS).toISOString();
  const ends = new Map(userIds.map((userId) => [userId, fresh]));
  if (userIds.length === 0) return ends;
  const pending = await pendingBatchEnds(m, { userIds, now });
  for (const row of pending) ends.set(row.userId, row.dueAt);
  return ends;
}

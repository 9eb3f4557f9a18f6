import { type EntityManager, In } from 'typeorm';
import { newId } from '../common/ids.js';
import type { NotificationsConfig } from '../config/notifications-config.js';
import { NotificationItemEntity, NotificationMuteEntity, NotificationSettingEntity } from './notification.entities.js';
import { settingsFrom } from './notification-kinds.js';
import type { Told } from './notification-lines.js';
import type { Recipient } from './notification-recipients.js';

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
 * next daily e-mail. Three statements for any number of recipients, plus one per instant recipient.
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
  const [settings, mutes] = await Promise.all([
    m.find(NotificationSettingEntity, { where: { userId: In(ids) } }),
    m.find(NotificationMuteEntity, { select: { userId: true }, where: { workspaceId, userId: In(ids) } }),
  ]);
  const modes = new Map(settings.map((row) => [row.userId, settingsFrom(row.settings)[told.kind]]));
  const muted = new Set(mutes.map((row) => row.userId));
  const items: NotificationItemEntity[] = [];
  for (const userId of ids) {
    const mode = modes.get(userId) ?? 'instant';
    if (mode === 'off' || muted.has(userId)) continue;
    const dueAt = mode === 'daily' ? nextDaily(now, config.dailyHourUtc) : await batchEnd(m, { userId, now, config });
    items.push({
      id: newId(),
      organizationId,
      workspaceId,
      userId,
      ...told,
      threadId: told.threadId ?? null,
      daily: mode === 'daily',
      createdAt: now,
      dueAt,
    });
  }
  if (items.length > 0) await m.insert(NotificationItemEntity, items);
}

/** The end of the person's current batch: when their oldest pending instant item is due, else a window from now. */
async function batchEnd(
  m: EntityManager,
  { userId, now, config }: { userId: string; now: string; config: NotificationsConfig },
): Promise<string> {
  const pending = await m.findOne(NotificationItemEntity, {
    select: { id: true, dueAt: true },
    where: { userId, daily: false },
    order: { dueAt: 'ASC' },
  });
  if (pending && pending.dueAt > now) return pending.dueAt;
  return new Date(Date.parse(now) + config.batchMinutes * MINUTE_MS).toISOString();
}

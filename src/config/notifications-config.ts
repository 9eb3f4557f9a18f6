import { type Env, int } from './env-values.js';

/** E-mail notifications of what happens in workspaces (docs/notifications.md). */
export interface NotificationsConfig {
  /** Minutes a person's instant notifications gather before their e-mail goes: one e-mail per batch. */
  readonly batchMinutes: number;
  /** The hour (UTC) of the daily e-mail of those who chose `daily`. */
  readonly dailyHourUtc: number;
  /** How often each instance looks for notifications due (they are sent once whichever instance finds them). */
  readonly pollMs: number;
  /** Notification e-mails one organization may send per hour; more wait in the outbox, up to a day. */
  readonly perOrgPerHour: number;
  /** Notification e-mails one person may get from one organization per day; past it, none is queued. */
  readonly perRecipientPerDay: number;
}

export function notificationsConfig(env: Env): NotificationsConfig {
  return {
    batchMinutes: int(env, 'NOTIFY_BATCH_MINUTES', { fallback: 5, min: 1, max: 24 * 60 }),
    dailyHourUtc: int(env, 'NOTIFY_DAILY_HOUR_UTC', { fallback: 8, min: 0, max: 23 }),
    pollMs: int(env, 'NOTIFY_POLL_MS', { fallback: 30_000, min: 10, max: 3_600_000 }),
    perOrgPerHour: int(env, 'NOTIFICATIONS_PER_ORG_PER_HOUR', { fallback: 2000, min: 1, max: 1_000_000 }),
    perRecipientPerDay: int(env, 'NOTIFICATIONS_PER_RECIPIENT_PER_DAY', { fallback: 50, min: 1, max: 10_000 }),
  };
}

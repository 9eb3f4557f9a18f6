import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from './reminder-schedule.js';
import type { TaskReminderSettingsEntity } from './task-reminder-settings.entity.js';

/** A stored row as settings; `daysBefore` is kept largest first. */
export function fromRow(row: TaskReminderSettingsEntity | null): ReminderSettings {
  if (!row) return DEFAULT_REMINDER_SETTINGS;
  return {
    daysBefore: row.daysBefore === '' ? [] : row.daysBefore.split(',').map(Number),
    overdue: Boolean(row.overdue),
    hour: row.hour,
    timeZone: row.timeZone,
  };
}

/** The stored form of `daysBefore`: distinct, largest first, comma-separated. */
export const storedDaysBefore = (days: readonly number[]): string => [...new Set(days)].sort((a, b) => b - a).join(',');

import { DAY_MS } from '../common/time.js';

/** An organization's reminder settings as the scheduler uses them (see task-reminder-settings.entity.ts). */
export interface ReminderSettings {
  /** Days before the due date a reminder goes, each once; `[]` sends none before. */
  daysBefore: readonly number[];
  /** One reminder the day after the due date when the task is still open. */
  overdue: boolean;
  /** The local hour (0–23) from which the day's reminders go. */
  hour: number;
  /** The IANA time zone the due dates and the hour are read in. */
  timeZone: string;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { daysBefore: [1], overdue: true, hour: 8, timeZone: 'UTC' };

/** The largest `daysBefore` accepted: the scheduler reads tasks due within this many days (and as long overdue). */
export const MAX_DAYS_BEFORE = 30;

/** What one reminder is about: `before-<days>` (the offset it answers to) or `overdue`. */
export type ReminderStage = `before-${number}` | 'overdue';

/** The calendar day (YYYY-MM-DD) and the hour at `at` in `timeZone`. */
export function localTime(at: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** Whether `name` is a time zone this runtime knows (the setting is refused otherwise). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Whole days from the calendar day `from` to the calendar day `to` (both YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The calendar day `days` after `day` (YYYY-MM-DD). */
export function dayPlus(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The reminder a task due on `dueDate` is owed on the local day `today`, or null. Before the due date (the due day
 * included) it is the closest offset whose day has come: with `[3, 1]`, days 3 and 2 before answer `before-3`, the
 * day before and the due day `before-1`; so a reminder missed (the task was assigned late, the service was down) goes
 * at the next chance, and each offset at most once (the stage is recorded when sent). After the due date: `overdue`,
 * while the task is at most MAX_DAYS_BEFORE days late.
 */
export function stageOn(
  dueDate: string,
  today: string,
  settings: Pick<ReminderSettings, 'daysBefore' | 'overdue'>,
): ReminderStage | null {
  const ahead = daysBetween(today, dueDate);
  if (ahead < 0) return settings.overdue && -ahead <= MAX_DAYS_BEFORE ? 'overdue' : null;
  const reached = settings.daysBefore.filter((days) => days >= ahead);
  return reached.length === 0 ? null : `before-${Math.min(...reached)}`;
}

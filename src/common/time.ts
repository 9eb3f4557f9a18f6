/**
 * The one place dates and times are parsed, checked and computed. Every date the API accepts or computes is a real
 * calendar date in the years 0001–9999: four-digit years keep the stored ISO strings fixed-width, so they sort and
 * compare lexicographically on both databases and fit their columns (`YYYY-MM-DDTHH:mm:ss.sssZ` is 24 characters;
 * JavaScript writes years past 9999 or before 0 as `+010000`/`-000001`, which would break both).
 */
export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;
export const DATE_RANGE = '0001-01-01 to 9999-12-31';

export const DAY_MS = 86_400_000;

/**
 * Timestamps are stored as ISO 8601 UTC strings with milliseconds (fixed width, so they sort and compare
 * lexicographically on both SQLite and PostgreSQL) and leave the API without any per-row conversion.
 */
export function nowIso(): string {
  return new Date().toISOString();
}

// The rule has a SQL form too, so it lives with the database's computed fields.
export { withoutMillis } from '../database/without-millis.computed.js';

/**
 * Milliseconds since the epoch of 00:00Z on a calendar day. `Date.UTC` maps years 0–99 to 1900–1999;
 * `setUTCFullYear` takes the year as given.
 */
function dayStartMs(year: number, month: number, day: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

const inYearRange = (ms: number): boolean => {
  const year = new Date(ms).getUTCFullYear();
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

/** A real calendar day (no 02-30, no month 13) in 0001–9999: its start in ms, else null. */
function calendarDay(year: number, month: number, day: number): number | null {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return null;
  const ms = dayStartMs(year, month, day);
  // A day past the month's end rolls into the next month: the month read back differs.
  return new Date(ms).getUTCMonth() === month - 1 ? ms : null;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` → its 00:00Z in ms, or null when it is not a real date in 0001–9999. */
function dateOnlyMs(value: string): number | null {
  const m = DATE_ONLY.exec(value);
  return m ? calendarDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** True for a real calendar date written as YYYY-MM-DD in the years 0001–9999 (refuses 2026-02-30, 0000-01-01). */
export function isDateOnly(value: string): boolean {
  return dateOnlyMs(value) !== null;
}

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

/** An ISO 8601 / RFC 3339 timestamp with every field in range, as ms since the epoch; null otherwise. */
function timestampMs(value: string): number | null {
  const m = INSTANT.exec(value);
  if (!m) return null;
  const day = calendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (day === null || hour > 23 || minute > 59 || second > 59) return null;
  let offsetMinutes = 0;
  if (!m[8]) {
    const [offsetHour, offsetMinute] = [Number(m[10]), Number(m[11])];
    if (offsetHour > 23 || offsetMinute > 59) return null;
    offsetMinutes = (m[9] === '-' ? -1 : 1) * (offsetHour * 60 + offsetMinute);
  }
  // Precision beyond milliseconds is dropped, as the stored form has three fraction digits.
  const millis = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  const ms = day + ((hour * 60 + minute - offsetMinutes) * 60 + second) * 1000 + millis;
  // In UTC the time must still fall in 0001–9999 (`9999-12-31T23:00-05:00` is in the year 10000).
  return inYearRange(ms) ? ms : null;
}

/**
 * Parses a time given as an ISO timestamp or a date-only value (meaning 00:00:00Z). Returns the canonical stored
 * form (`YYYY-MM-DDTHH:mm:ss.sssZ`), or null when the value is not a real time in the years 0001–9999.
 */
export function parseInstant(value: string): string | null {
  const ms = dateOnlyMs(value) ?? timestampMs(value);
  return ms === null ? null : new Date(ms).toISOString();
}

/** Whole days from a YYYY-MM-DD date (or an ISO timestamp) until `now`, never negative. */
export function wholeDaysSince(start: string, now: Date = new Date()): number {
  const startMs = Date.parse(start.length === 10 ? `${start}T00:00:00Z` : start);
  return Math.max(0, Math.floor((now.getTime() - startMs) / DAY_MS));
}

/** `YYYY-MM-DD` plus `days` (negative goes back), in UTC; null when the input is not a date or the result leaves 0001–9999. */
export function addDays(date: string, days: number): string | null {
  const start = dateOnlyMs(date);
  if (start === null || !Number.isInteger(days)) return null;
  const ms = start + days * DAY_MS;
  return inYearRange(ms) ? new Date(ms).toISOString().slice(0, 10) : null;
}

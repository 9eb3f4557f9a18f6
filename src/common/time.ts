/**
 * Timestamps are stored as ISO 8601 UTC strings with milliseconds (fixed width, so they sort and compare
 * lexicographically on both SQLite and PostgreSQL) and leave the API without any per-row conversion.
 */
export function nowIso(): string {
  return new Date().toISOString();
}

/** `2026-01-02T03:04:05.678Z` → `2026-01-02T03:04:05Z` for the fields the contract gives without milliseconds. */
export function withoutMillis(iso: string | null): string | null {
  return iso === null ? null : `${iso.slice(0, 19)}Z`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written as YYYY-MM-DD (rejects 2026-02-30). */
export function isDateOnly(value: string): boolean {
  const m = DATE_ONLY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Whole days from a YYYY-MM-DD date (or an ISO timestamp) until `now`, never negative. */
export function wholeDaysSince(start: string, now: Date = new Date()): number {
  const startMs = Date.parse(start.length === 10 ? `${start}T00:00:00Z` : start);
  return Math.max(0, Math.floor((now.getTime() - startMs) / 86_400_000));
}

/**
 * Parses a filter bound: an ISO timestamp or a date-only value (meaning 00:00:00Z). Returns the canonical stored
 * form, or null when the value is not a valid time.
 */
export function parseInstant(value: string): string | null {
  if (isDateOnly(value)) return `${value}T00:00:00.000Z`;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** `YYYY-MM-DD` plus `days` (negative goes back), in UTC. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

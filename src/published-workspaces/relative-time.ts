const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const DATE = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const FULL = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When something was written, as people say it: "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago",
 * then the date. The server draws it (the page works without JavaScript); a live refresh draws it again.
 */
export function relativeTime(iso: string, now: number): string {
  const ago = Math.max(0, now - Date.parse(iso));
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return RELATIVE.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return RELATIVE.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return RELATIVE.format(-Math.floor(ago / DAY), 'day');
  return DATE.format(new Date(iso));
}

/** The exact moment, for the `<time>` element's title: "28 November 2026 at 14:05 UTC". */
export function fullTime(iso: string): string {
  return `${FULL.format(new Date(iso))} UTC`;
}

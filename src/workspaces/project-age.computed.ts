import type { ComputedField } from '../database/computed-field.js';
import { wholeDaysSince } from '../common/time.js';

/** A workspace's `projectAge`: whole days since its start date, else since its creation, until now; never negative. */
export function projectAge({ startDate, createdAt, now }: { startDate: string | null; createdAt: string; now: Date }) {
  return wholeDaysSince(startDate ?? createdAt, now);
}

type AgeInputs = Record<'startDate' | 'createdAt' | 'now', string>;

/** projectAge() in both forms (see ComputedField); `now` is a text expression of an ISO timestamp. */
export const PROJECT_AGE: ComputedField<typeof projectAge, AgeInputs> = {
  js: projectAge,
  sql: {
    postgres: ({ startDate, createdAt, now }) =>
      `GREATEST(0, floor(extract(epoch FROM (CAST(${now} AS timestamp) - CAST(COALESCE(${startDate}, ${createdAt}) AS timestamp))) / 86400))::integer`,
    // SQLite counts in exact milliseconds (julianday's double is precise to well under one, so rounding gives the
    // exact difference).
    sqlite: ({ startDate, createdAt, now }) =>
      `max(0, CAST(round((julianday(CAST(${now} AS TEXT)) - julianday(COALESCE(${startDate}, ${createdAt}))) * 86400000) AS INTEGER) / 86400000)`,
  },
};

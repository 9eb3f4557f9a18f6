import { type ComputedField, inEachDialect } from './computed-field.js';

/** `2026-01-02T03:04:05.678Z` → `2026-01-02T03:04:05Z` for the fields the contract gives without milliseconds. */
export function withoutMillis(iso: string | null): string | null {
  return iso === null ? null : `${iso.slice(0, 19)}Z`;
}

/** withoutMillis() of a stored timestamp, in both forms (see ComputedField); NULL stays NULL. */
export const WITHOUT_MILLIS: ComputedField<(input: { value: string | null }) => string | null, { value: string }> = {
  js: ({ value }) => withoutMillis(value),
  sql: inEachDialect(({ value }) => `(substr(${value}, 1, 19) || 'Z')`),
};

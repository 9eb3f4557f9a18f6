import type Database from 'better-sqlite3';
import type { ComputedField } from './computed-field.js';

/**
 * Lower-case, ASCII, hyphen-separated slug for human-readable addresses (an organization's slug, a published
 * workspace's `workspaceUrl`). It sits with the database because the database writes it too, in a workspace's wire
 * JSON; see ComputedField.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'workspace';
}

/** The name SQLite knows slugify() by on every connection (registerSlugOnSqlite). */
const SQLITE_FUNCTION = 'app_slug';

export const SLUG: ComputedField<typeof slugify, { text: string }> = {
  js: slugify,
  sql: {
    // Only ASCII letters and digits survive the replacement, so lowering A–Z (translate) is lower() in any locale
    // (no letter outside ASCII lowers into it once NFKD has decomposed İ and the Kelvin sign).
    postgres: ({ text }) =>
      `COALESCE(NULLIF(rtrim(left(btrim(regexp_replace(translate(regexp_replace(normalize(${text}, NFKD), ` +
      `'[\\u0300-\\u036f]', '', 'g'), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), '[^a-z0-9]+', '-', 'g'), ` +
      `'-'), 60), '-'), ''), 'workspace')`,
    // SQLite has no Unicode normalization: it calls slugify() itself, registered on the connection.
    sqlite: ({ text }) => `${SQLITE_FUNCTION}(${text})`,
  },
};

/** Gives a SQLite connection SLUG's SQL function (data-source-options.ts, on every connection it opens). */
export function registerSlugOnSqlite(db: Database.Database): void {
  db.function(SQLITE_FUNCTION, { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? slugify(text) : null,
  );
}

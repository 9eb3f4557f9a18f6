import type { QueryRunner } from 'typeorm';
import { codePointLength, foldedKey } from '../../common/validation/text-key.js';

interface TagRow {
  id: string;
  organization_id: string;
  title: string;
  title_key: string;
}

const KEY_MAX = 255;

/**
 * Recomputes every tag's title_key with the key the service now computes (trimmed, NFC title → foldedKey), in JS, so
 * both dialects and the service agree exactly. Titles that were distinct before and now share a key (`Café` in NFC
 * and NFD) keep their rows: the oldest gets the key, each later one gets `<key>\u0001<id>`, a key no title can have
 * (the text policy refuses U+0001), so both stay readable and the title is taken. A key past the column (possible
 * only on SQLite, which never enforced the length) is cut and made unique the same way. `placeholder(n)` is the
 * dialect's n-th bound parameter (`?` or `$n`).
 */
export function rekeyTagTitles(queryRunner: QueryRunner, placeholder: (n: number) => string): Promise<void> {
  return rekey(queryRunner, placeholder, (title) => foldedKey(title.trim().normalize('NFC')));
}

/** Back to the previous key (trimmed, lower-cased), under the same rules for collisions and length. */
export function lowerTagTitleKeys(queryRunner: QueryRunner, placeholder: (n: number) => string): Promise<void> {
  return rekey(queryRunner, placeholder, (title) => title.trim().toLowerCase());
}

async function rekey(
  queryRunner: QueryRunner,
  placeholder: (n: number) => string,
  keyOf: (title: string) => string,
): Promise<void> {
  const rows: TagRow[] = await queryRunner.query(
    `SELECT "id", "organization_id", "title", "title_key" FROM "tag" ORDER BY "organization_id", "created_at", "id"`,
  );
  const taken = new Set<string>();
  const wanted = new Map<string, string>();
  for (const row of rows) {
    const key = keyOf(row.title);
    const scoped = `${row.organization_id}/${key}`;
    const fits = codePointLength(key) <= KEY_MAX;
    const next = fits && !taken.has(scoped) ? key : `${[...key].slice(0, KEY_MAX - 13).join('')}\u0001${row.id}`;
    taken.add(scoped);
    if (next !== row.title_key) wanted.set(row.id, next);
  }
  const update = `UPDATE "tag" SET "title_key" = ${placeholder(1)} WHERE "id" = ${placeholder(2)}`;
  // Two passes: a row's new key may still be another row's old key until that row is rekeyed too.
  for (const id of wanted.keys()) await queryRunner.query(update, [`\u0001${id}`, id]);
  for (const [id, key] of wanted) await queryRunner.query(update, [key, id]);
}

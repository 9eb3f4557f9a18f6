import { withoutMillis } from '../common/time.js';
import type { ApiKeyEntity } from '../organizations/api-key.entity.js';

const HEADERS = ['ID', 'ORGANIZATION', 'NAME', 'PREFIX', 'SCOPE', 'CREATED', 'LAST USED', 'EXPIRES', 'REVOKED'];

const time = (iso: string | null): string => withoutMillis(iso) ?? '-';

/**
 * The `key list` table. Built only from stored columns: the secret is never stored, so it cannot be printed; the
 * hash is left out too (it identifies the key as well as the key does for anyone with the database).
 */
export function keyTable(keys: readonly ApiKeyEntity[], orgNames: ReadonlyMap<string, string>): string {
  const rows = keys.map((key) => [
    key.id,
    orgNames.get(key.organizationId) ?? key.organizationId,
    key.name,
    key.prefix,
    key.scope,
    time(key.createdAt),
    time(key.lastUsedAt),
    time(key.expiresAt),
    time(key.revokedAt),
  ]);
  const widths = HEADERS.map((header, i) => Math.max(header.length, ...rows.map((row) => [...row[i]].length)));
  const line = (cells: string[]): string =>
    cells
      .map((cell, i) => cell + ' '.repeat(widths[i] - [...cell].length))
      .join('  ')
      .trimEnd();
  return [line(HEADERS), ...rows.map(line)].join('\n') + '\n';
}

import { ConfigError, type Env, int } from './env-values.js';

export const MIB = 1024 * 1024;

export interface FilesConfig {
  /** Largest file one upload may store (413 past it). */
  readonly maxBytes: number;
  /** Bytes of files one organization may hold in all, uploads in progress included (413 past it). */
  readonly maxBytesPerOrg: number;
  /** Seconds a signed download link is valid. */
  readonly urlTtlS: number;
  /**
   * The key download links are signed with. Null: a key generated once and kept in the database (`server_secret`), so
   * every instance sharing the database signs and verifies with the same one.
   */
  readonly urlSecret: string | null;
}

/**
 * A secret short enough to guess, or one with characters a shell or a process manager could mangle, would be worse
 * than the generated one kept in the database.
 */
function urlSecret(env: Env): string | null {
  const raw = env.FILE_URL_SECRET;
  if (raw === undefined || raw === '') return null;
  if (!/^[\x21-\x7e]{32,256}$/.test(raw)) {
    throw new ConfigError('FILE_URL_SECRET must be 32 to 256 visible ASCII characters (e.g. openssl rand -hex 32)');
  }
  return raw;
}

export function filesConfig(env: Env): FilesConfig {
  // The size column is a 32-bit integer on PostgreSQL: 1 GiB keeps far below it.
  const maxBytes = int(env, 'FILES_MAX_BYTES', { fallback: 25 * MIB, min: 1, max: 1024 * MIB });
  const maxBytesPerOrg = int(env, 'FILES_MAX_BYTES_PER_ORG', {
    fallback: 1024 * MIB,
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
  });
  return {
    maxBytes,
    maxBytesPerOrg,
    urlTtlS: int(env, 'FILE_URL_TTL_S', { fallback: 3600, min: 1, max: 7 * 24 * 3600 }),
    urlSecret: urlSecret(env),
  };
}

import { ConfigError, type Env } from './env-values.js';

/**
 * SECRETS_KEY: the key that encrypts secrets the API stores for tenants (identity providers' client secrets), 32
 * random bytes as 64 hex digits (`openssl rand -hex 32`). It is kept out of the database on purpose: a copy of the
 * database (a backup, a replica, a dump handed to support) then holds no usable secret. Unset, nothing secret can be
 * stored and the routes that would store one answer 503.
 */
export function secretsKey(env: Env): Buffer | null {
  const raw = env.SECRETS_KEY;
  if (raw === undefined || raw === '') return null;
  if (!/^[0-9a-fA-F]{64}$/.test(raw)) {
    throw new ConfigError('SECRETS_KEY must be 64 hexadecimal digits (32 bytes: openssl rand -hex 32)');
  }
  return Buffer.from(raw, 'hex');
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { randomBase62 } from '../ids.js';

export const KEY_PREFIX = 'wsk_';

/** A new API key: `wsk_` + 32 base62 characters (~190 bits). Shown once, stored only as its hash. */
export function generateApiKey(): string {
  return `${KEY_PREFIX}${randomBase62(32)}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function looksLikeApiKey(token: string): boolean {
  return /^wsk_[0-9A-Za-z]{32}$/.test(token);
}

/** Constant-time comparison of two hex digests of equal length. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

import { hash, timingSafeEqual } from 'node:crypto';
import { randomBase62 } from '../ids.js';

export const KEY_PREFIX = 'wsk_';

/** A new API key: `wsk_` + 32 base62 characters (~190 bits). Shown once, stored only as its hash. */
export function generateApiKey(): string {
  return `${KEY_PREFIX}${randomBase62(32)}`;
}

/** SHA-256, hex. The one-shot `crypto.hash` (no Hash object per call): it runs on every authenticated request. */
export function hashApiKey(key: string): string {
  return hash('sha256', key, 'hex');
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

/** The PostgreSQL channel a key revocation is announced on, so running instances drop their cached keys at once. */
export const KEY_CHANGES_CHANNEL = 'wsapi_api_keys';

const localKeyChangeListeners = new Set<() => void>();

/**
 * Key changes made by this process itself (the key CLI run in-process, tests): SQLite's change counter only sees
 * other connections' commits, so they are announced here as well.
 */
export const localKeyChanges = {
  subscribe(listener: () => void): () => void {
    localKeyChangeListeners.add(listener);
    return () => localKeyChangeListeners.delete(listener);
  },
  announce(): void {
    for (const listener of localKeyChangeListeners) listener();
  },
};

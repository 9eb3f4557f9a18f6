import { ApiKeyCache, type KeyRecord } from './api-key-cache.js';

const record = (hash: string, overrides: Partial<KeyRecord> = {}): KeyRecord => ({
  id: `id-${hash}`,
  hash,
  scope: 'write',
  expiresAt: null,
  revokedAt: null,
  orgId: 'org',
  orgSlug: 'org',
  orgName: 'Org',
  ...overrides,
});

describe('ApiKeyCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('returns a cached key until its TTL has passed, then forgets it', () => {
    const cache = new ApiKeyCache(100, 10, clock);
    cache.set(record('a'));
    now += 99;
    expect(cache.get('a')?.id).toBe('id-a');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps a revoked key', () => {
    const cache = new ApiKeyCache(100, 10, clock);
    cache.set(record('a', { revokedAt: '2026-01-01T00:00:00.000Z' }));
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing when disabled with a TTL of 0', () => {
    const cache = new ApiKeyCache(0, 10, clock);
    cache.set(record('a'));
    expect([cache.enabled, cache.get('a'), cache.size]).toEqual([false, undefined, 0]);
  });

  it('holds at most maxEntries keys, dropping the one added longest ago', () => {
    const cache = new ApiKeyCache(100, 2, clock);
    cache.set(record('a'));
    cache.set(record('b'));
    cache.set(record('a'));
    cache.set(record('c'));
    expect([cache.get('a')?.id, cache.get('b'), cache.get('c')?.id]).toEqual(['id-a', undefined, 'id-c']);
  });

  it('clear forgets every key', () => {
    const cache = new ApiKeyCache(100, 10, clock);
    cache.set(record('a'));
    cache.set(record('b'));
    cache.clear();
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
  });
});

/** What the guard needs of a key and its organization: the row of the key lookup. */
export interface KeyRecord {
  id: string;
  hash: string;
  scope: 'read' | 'write';
  expiresAt: string | null;
  revokedAt: string | null;
  orgId: string;
  orgSlug: string;
  orgName: string;
}

interface Entry {
  record: KeyRecord;
  /** Date.now() after which the entry is looked up again. */
  staleAt: number;
}

/**
 * Usable keys by hash, for `ttlMs`: the lookup every authenticated request would otherwise make is the most frequent
 * statement the service runs. Only keys that authenticated are kept (an unknown or revoked key always costs its
 * lookup, so random keys cannot fill the cache); expiry is checked on every hit from the cached `expiresAt`.
 * Revocation clears it at once through the key change feed (key-changes.ts); the TTL bounds staleness when a change
 * is missed. Bounded: past `maxEntries` the least recently added key is dropped.
 */
export class ApiKeyCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(hash: string): KeyRecord | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.staleAt <= this.now()) {
      this.entries.delete(hash);
      return undefined;
    }
    return entry.record;
  }

  set(record: KeyRecord): void {
    if (!this.enabled || record.revokedAt) return;
    this.entries.delete(record.hash);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(record.hash, { record, staleAt: this.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}

import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import type { ChangeFeed } from '../../database/change-feed.js';
import { Db } from '../../database/db.service.js';
import { ApiKeyCache, type KeyRecord } from './api-key-cache.js';
import { ApiKeyStore } from './api-key-store.js';
import { localKeyChanges } from './keys.js';
import { keyChanges } from './key-changes.js';

/**
 * Finds the key a request presents: from the cache while the change feed is live (API_KEY_CACHE_TTL_MS, 0 = off),
 * else with one statement (ApiKeyStore.find).
 */
@Injectable()
export class ApiKeyLookup implements OnModuleInit, OnApplicationShutdown {
  private readonly cache: ApiKeyCache;
  private readonly changes: ChangeFeed | null;
  /** Bumped on every change, so a lookup that raced a revocation does not cache what it read before it. */
  private generation = 0;
  private readonly unsubscribeLocal: () => void;

  constructor(
    db: Db,
    private readonly store: ApiKeyStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cache = new ApiKeyCache(config.apiKeyCacheTtlMs);
    this.changes = this.cache.enabled ? keyChanges(db, this.forget) : null;
    this.unsubscribeLocal = localKeyChanges.subscribe(this.forget);
  }

  private readonly forget = (): void => {
    this.generation++;
    this.cache.clear();
  };

  async onModuleInit(): Promise<void> {
    await this.changes?.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.unsubscribeLocal();
    await this.changes?.stop();
  }

  /** The key if it is cached (authenticated recently, and the change feed is live): no statement either way. */
  cached(hash: string): KeyRecord | undefined {
    return this.changes?.live() ? this.cache.get(hash) : undefined;
  }

  async find(hash: string): Promise<KeyRecord | undefined> {
    const cacheable = this.changes?.live() ?? false;
    if (cacheable) {
      const hit = this.cache.get(hash);
      if (hit) return hit;
    }
    const generation = this.generation;
    const found = await this.store.find(hash);
    if (found && cacheable && generation === this.generation) this.cache.set(found);
    return found;
  }
}

import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

/**
 * The one Redis connection of this process (REDIS_URL), shared by the counters kept there (OrgRateLimiter,
 * AuthFailures); null without REDIS_URL. Connected before the first request, so no early request is counted by the
 * per-instance fallback alone.
 */
@Injectable()
export class SharedRedis implements OnModuleInit, OnModuleDestroy {
  readonly client: Redis | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.redisUrl) {
      this.client = null;
      return;
    }
    const logger = new Logger('Redis');
    this.client = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    this.client.on('error', (error: Error) =>
      logger.warn(`Redis unavailable, limiting per instance: ${error.message}`),
    );
  }

  async onModuleInit(): Promise<void> {
    // Unreachable at start: logged by the error handler; ioredis keeps reconnecting in the background.
    await this.client?.connect().catch(() => undefined);
  }

  onModuleDestroy(): void {
    this.client?.disconnect();
  }
}

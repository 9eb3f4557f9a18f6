import type { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config/config.js';

export interface LimiterStore {
  limiter: RateLimiterMemory | RateLimiterRedis;
  /** The connection to connect at start and close at shutdown; null in memory. */
  redis: Redis | null;
}

/**
 * A fixed-window counter: in memory, or with REDIS_URL in Redis shared by every instance. When Redis is unreachable
 * the in-memory insurance limiter takes over (the limit then holds per instance) instead of failing requests.
 */
export function createLimiterStore(
  config: AppConfig,
  options: { points: number; durationSeconds: number; keyPrefix: string; logger: Logger },
): LimiterStore {
  const counting = { points: options.points, duration: options.durationSeconds, keyPrefix: options.keyPrefix };
  if (!config.redisUrl) return { limiter: new RateLimiterMemory(counting), redis: null };
  const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', (error: Error) =>
    options.logger.warn(`Redis unavailable, limiting per instance: ${error.message}`),
  );
  const limiter = new RateLimiterRedis({
    ...counting,
    storeClient: redis,
    insuranceLimiter: new RateLimiterMemory(counting),
  });
  return { limiter, redis };
}

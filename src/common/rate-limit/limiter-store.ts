import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

/**
 * A fixed-window counter: in memory, or given the shared Redis connection (SharedRedis) in Redis shared by every
 * instance. When Redis is unreachable the in-memory insurance limiter takes over (the limit then holds per instance)
 * instead of failing requests.
 */
export function createLimiter(
  redis: Redis | null,
  options: { points: number; durationSeconds: number; keyPrefix: string },
): RateLimiterMemory | RateLimiterRedis {
  const counting = { points: options.points, duration: options.durationSeconds, keyPrefix: options.keyPrefix };
  if (!redis) return new RateLimiterMemory(counting);
  return new RateLimiterRedis({ ...counting, storeClient: redis, insuranceLimiter: new RateLimiterMemory(counting) });
}

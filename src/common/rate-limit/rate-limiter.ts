import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the current window ends. */
  resetSeconds: number;
}

const WINDOW_SECONDS = 60;

/**
 * Fixed one-minute windows per organization. With REDIS_URL every instance counts in the same Redis keys; when
 * Redis is unreachable the in-memory insurance limiter takes over (the limit then holds per instance) instead of
 * failing requests.
 */
@Injectable()
export class OrgRateLimiter implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RateLimit');
  private readonly limiter: RateLimiterMemory | RateLimiterRedis;
  private readonly redis: Redis | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const options = {
      points: config.rateLimitPerMinute,
      duration: WINDOW_SECONDS,
      keyPrefix: `${config.redisKeyPrefix}:rl`,
    };
    if (!config.redisUrl) {
      this.redis = null;
      this.limiter = new RateLimiterMemory(options);
      return;
    }
    this.redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    this.redis.on('error', (error: Error) =>
      this.logger.warn(`Redis unavailable, limiting per instance: ${error.message}`),
    );
    this.limiter = new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }

  /** Connected before the first request, so no early request is counted by the per-instance fallback alone. */
  async onModuleInit(): Promise<void> {
    // Unreachable at start: logged by the error handler; ioredis keeps reconnecting in the background.
    await this.redis?.connect().catch(() => undefined);
  }

  async consume(orgId: string): Promise<RateDecision> {
    const limit = this.config.rateLimitPerMinute;
    try {
      const res = await this.limiter.consume(orgId);
      return { allowed: true, limit, remaining: res.remainingPoints, resetSeconds: Math.ceil(res.msBeforeNext / 1000) };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return {
        allowed: false,
        limit,
        remaining: 0,
        resetSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      };
    }
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }
}

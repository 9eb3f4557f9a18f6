import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { type RateLimiterMemory, type RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { createLimiterStore } from './limiter-store.js';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the current window ends. */
  resetSeconds: number;
}

const WINDOW_SECONDS = 60;

/** Fixed one-minute windows per organization, in memory or shared through Redis (createLimiterStore). */
@Injectable()
export class OrgRateLimiter implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RateLimit');
  private readonly limiter: RateLimiterMemory | RateLimiterRedis;
  private readonly redis: Redis | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    ({ limiter: this.limiter, redis: this.redis } = createLimiterStore(config, {
      points: config.rateLimitPerMinute,
      durationSeconds: WINDOW_SECONDS,
      keyPrefix: `${config.redisKeyPrefix}:rl`,
      logger: this.logger,
    }));
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

import { Inject, Injectable } from '@nestjs/common';
import { type RateLimiterMemory, type RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { createLimiter } from './limiter-store.js';
import { SharedRedis } from './shared-redis.js';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the current window ends. */
  resetSeconds: number;
}

const WINDOW_SECONDS = 60;

/** Fixed one-minute windows per organization, in memory or shared through Redis (createLimiter). */
@Injectable()
export class OrgRateLimiter {
  private readonly limiter: RateLimiterMemory | RateLimiterRedis;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    redis: SharedRedis,
  ) {
    this.limiter = createLimiter(redis.client, {
      points: config.rateLimitPerMinute,
      durationSeconds: WINDOW_SECONDS,
      keyPrefix: `${config.redisKeyPrefix}:rl`,
    });
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
}

import { Inject, Injectable } from '@nestjs/common';
import { type RateLimiterMemory, type RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { AppError } from '../http/app-error.js';
import { createLimiter } from '../rate-limit/limiter-store.js';
import { RateLimitRejections } from '../rate-limit/rejections.js';
import { SharedRedis } from '../rate-limit/shared-redis.js';

const WINDOW_SECONDS = 60;
/** Blocked addresses remembered in memory at most; past it the longest-known are forgotten (and counted anew). */
const MAX_BLOCKED = 100_000;

/** The credential of `Authorization: Bearer <credential>`, or null when the header uses another scheme or form. */
export function bearerCredential(header: string): string | null {
  return /^bearer[ \t]+(\S+)[ \t]*$/i.exec(header)?.[1] ?? null;
}

function tooManyFailures(seconds: number): AppError {
  return new AppError(429, `Too many failed authentications from this address; retry in ${seconds} s`, [], {
    'Retry-After': String(seconds),
  });
}

/**
 * Failed authentications per client address, in fixed one-minute windows (AUTH_FAILURES_PER_MINUTE), counted in
 * memory or in Redis shared by every instance. Only failures count. Once an address is over its budget, the block
 * is remembered here in memory until its window ends, so refusing a blocked address costs no Redis round trip and
 * no key lookup.
 */
@Injectable()
export class AuthFailures {
  private readonly limiter: RateLimiterMemory | RateLimiterRedis;
  /** Address → Date.now() at which its block ends. */
  private readonly blockedUntil = new Map<string, number>();
  /** When the last block ends: past it no address is blocked, whatever entries the map still holds. */
  private latestUntil = 0;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    redis: SharedRedis,
    private readonly rejections: RateLimitRejections,
  ) {
    this.limiter = createLimiter(redis.client, {
      points: config.http.authFailuresPerMinute,
      durationSeconds: WINDOW_SECONDS,
      keyPrefix: `${config.redisKeyPrefix}:authfail`,
    });
  }

  /** Whether any address is blocked: while none is, an authenticated request need not work out its address. */
  anyBlocked(): boolean {
    if (this.blockedUntil.size === 0) return false;
    if (Date.now() < this.latestUntil) return true;
    this.blockedUntil.clear();
    return false;
  }

  /** Seconds before `address` may try again, or 0 when it is not blocked. */
  blockedFor(address: string): number {
    const until = this.blockedUntil.get(address);
    if (until === undefined) return 0;
    const left = until - Date.now();
    if (left > 0) return Math.ceil(left / 1000);
    this.blockedUntil.delete(address);
    return 0;
  }

  /**
   * A failed authentication from `address` (a wrong API key, a wrong metrics token): counted, and the 429 to answer
   * instead of the 401 once the address is past its budget (then counted no further), else null.
   */
  async failed(address: string): Promise<AppError | null> {
    const wait = this.blockedFor(address) || (await this.record(address));
    return wait > 0 ? this.refusal(wait) : null;
  }

  /** The 429 of an address blocked for `seconds` more, counted as a rate-limit rejection. */
  refusal(seconds: number): AppError {
    this.rejections.record('auth_failures');
    return tooManyFailures(seconds);
  }

  /** Counts a failure of `address`: the seconds it must now wait when this one was past its budget, else 0. */
  async record(address: string): Promise<number> {
    try {
      await this.limiter.consume(address);
      return 0;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const ms = Math.max(1000, rejection.msBeforeNext);
      this.blockedUntil.delete(address);
      if (this.blockedUntil.size >= MAX_BLOCKED) this.blockedUntil.delete(this.blockedUntil.keys().next().value!);
      this.blockedUntil.set(address, Date.now() + ms);
      this.latestUntil = Math.max(this.latestUntil, Date.now() + ms);
      return Math.ceil(ms / 1000);
    }
  }
}

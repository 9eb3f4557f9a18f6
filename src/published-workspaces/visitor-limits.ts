import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type RateLimiterMemory, type RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../common/http/app-error.js';
import { createLimiter } from '../common/rate-limit/limiter-store.js';
import { RateLimitRejections } from '../common/rate-limit/rejections.js';
import { SharedRedis } from '../common/rate-limit/shared-redis.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

const HOUR_S = 3600;
/**
 * Drafts a contact's page saves as they type (forms' autosave, debounced to one every few seconds): apart from their
 * writes, so that typing never spends the budget their messages and submissions need.
 */
export const DRAFTS_PER_CONTACT_PER_MINUTE = 60;

const tooMany = (message: string, seconds: number): AppError =>
  new AppError(429, message, [], { 'Retry-After': String(Math.max(1, seconds)) });

/**
 * What an anonymous internet can make the published workspace do, bounded per client address and per e-mail address,
 * across instances when Redis is configured (the API's own limits are per organization and key).
 */
@Injectable()
export class VisitorLimits {
  private readonly requests: RateLimiterMemory | RateLimiterRedis;
  private readonly signInsPerClient: RateLimiterMemory | RateLimiterRedis;
  private readonly emailsPerAddress: RateLimiterMemory | RateLimiterRedis;
  private readonly writesPerContact: RateLimiterMemory | RateLimiterRedis;
  private readonly writesPerOrg: RateLimiterMemory | RateLimiterRedis;
  private readonly draftsPerContact: RateLimiterMemory | RateLimiterRedis;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    redis: SharedRedis,
    private readonly rejections: RateLimitRejections,
  ) {
    const prefix = `${config.redisKeyPrefix}:visitors`;
    const limits = config.visitors;
    this.requests = createLimiter(redis.client, {
      points: limits.requestsPerClientPerMinute,
      durationSeconds: 60,
      keyPrefix: `${prefix}:requests`,
    });
    this.signInsPerClient = createLimiter(redis.client, {
      points: limits.signInRequestsPerClientPerHour,
      durationSeconds: HOUR_S,
      keyPrefix: `${prefix}:sign-ins`,
    });
    this.emailsPerAddress = createLimiter(redis.client, {
      points: limits.signInEmailsPerAddressPerHour,
      durationSeconds: HOUR_S,
      keyPrefix: `${prefix}:emails`,
    });
    this.writesPerContact = createLimiter(redis.client, {
      points: limits.writesPerContactPerMinute,
      durationSeconds: 60,
      keyPrefix: `${prefix}:writes`,
    });
    this.writesPerOrg = createLimiter(redis.client, {
      points: limits.writesPerOrgPerMinute,
      durationSeconds: 60,
      keyPrefix: `${prefix}:org-writes`,
    });
    this.draftsPerContact = createLimiter(redis.client, {
      points: DRAFTS_PER_CONTACT_PER_MINUTE,
      durationSeconds: 60,
      keyPrefix: `${prefix}:drafts`,
    });
  }

  /** Every visitor request: 429 past VISITOR_REQUESTS_PER_MINUTE from one client address. */
  async request(clientAddress: string): Promise<void> {
    const wait = await spend(this.requests, clientAddress);
    if (wait === 0) return;
    this.rejections.record('visitor_requests');
    throw tooMany('Too many requests from your address; try again in a minute', wait);
  }

  /** A sign-in form sent: 429 past SIGN_IN_REQUESTS_PER_CLIENT_PER_HOUR from one client address. */
  async signIn(clientAddress: string): Promise<void> {
    const wait = await spend(this.signInsPerClient, clientAddress);
    if (wait === 0) return;
    this.rejections.record('visitor_sign_ins');
    throw tooMany('Too many sign-in requests from your address; try again later', wait);
  }

  /**
   * A message or comment a contact posts from the page: 429 past VISITOR_WRITES_PER_MINUTE for this person (keyed by
   * user id, so a second browser or address does not reset it), or past VISITOR_WRITES_PER_ORG_PER_MINUTE for all the
   * organization's contacts together.
   */
  async write({ userId, organizationId }: { userId: string; organizationId: string }): Promise<void> {
    const wait = await spend(this.writesPerContact, userId);
    if (wait > 0) {
      this.rejections.record('visitor_writes');
      throw tooMany('You are posting too fast; wait a minute and try again', wait);
    }
    const orgWait = await spend(this.writesPerOrg, organizationId);
    if (orgWait === 0) return;
    this.rejections.record('visitor_writes_per_org');
    throw tooMany('This workspace is receiving too many messages; try again in a minute', orgWait);
  }

  /** A form's draft saved by the page's script: 429 past DRAFTS_PER_CONTACT_PER_MINUTE for this person. */
  async draft({ userId }: { userId: string }): Promise<void> {
    const wait = await spend(this.draftsPerContact, userId);
    if (wait === 0) return;
    this.rejections.record('visitor_drafts');
    throw tooMany('Your draft is being saved too often; it will be saved again in a moment', wait);
  }

  /** Whether one more sign-in e-mail may go to this address now (SIGN_IN_EMAILS_PER_ADDRESS_PER_HOUR). */
  async emailAllowed(email: string): Promise<boolean> {
    // Keyed by a hash: the shared store holds no e-mail address.
    const wait = await spend(this.emailsPerAddress, createHash('sha256').update(email).digest('base64url'));
    if (wait > 0) this.rejections.record('sign_in_emails_per_address');
    return wait === 0;
  }
}

/** Spends one point: 0 when allowed, else the seconds until the window frees one. */
async function spend(limiter: RateLimiterMemory | RateLimiterRedis, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return Math.ceil(rejection.msBeforeNext / 1000);
  }
}

import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { AppError } from '../http/app-error.js';
import type { ApiRequest } from '../http/request.js';
import { OrgRateLimiter } from './rate-limiter.js';
import { RateLimitRejections } from './rejections.js';

/**
 * Counts every authenticated request against its organization's budget and answers the standard and the X- headers
 * on every response. A guard registered after the key guard: it runs once the key is checked (so an attacker
 * without a key cannot spend a customer's budget) and before the interceptors (a refused request claims no
 * idempotency key), without wrapping the handler's result.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: OrgRateLimiter,
    private readonly rejections: RateLimitRejections,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<ApiRequest>();
    if (!req.org) return true;
    const res = context.switchToHttp().getResponse<Response>();
    const decision = await this.limiter.consume(req.org.id);
    const resetAt = Math.ceil(Date.now() / 1000) + decision.resetSeconds;
    res.setHeader('RateLimit-Limit', String(decision.limit));
    res.setHeader('RateLimit-Remaining', String(decision.remaining));
    res.setHeader('RateLimit-Reset', String(decision.resetSeconds));
    res.setHeader('X-RateLimit-Limit', String(decision.limit));
    res.setHeader('X-RateLimit-Remaining', String(decision.remaining));
    res.setHeader('X-RateLimit-Reset', String(resetAt));
    if (!decision.allowed) {
      this.rejections.record('api');
      throw new AppError(
        429,
        `Rate limit of ${decision.limit} requests per minute exceeded; retry in ${decision.resetSeconds} s`,
        [],
        { 'Retry-After': String(decision.resetSeconds) },
      );
    }
    return true;
  }
}

import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { type Observable, from, mergeMap } from 'rxjs';
import { AppError } from '../http/app-error.js';
import type { ApiRequest } from '../http/request.js';
import { OrgRateLimiter } from './rate-limiter.js';

/**
 * Counts every authenticated request against its organization's budget (after the key check, so an attacker
 * without a key cannot spend a customer's budget) and answers the standard and the X- headers on every response.
 */
@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(private readonly limiter: OrgRateLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<ApiRequest>();
    if (!req.org) return next.handle();
    const res = context.switchToHttp().getResponse<Response>();
    return from(this.limiter.consume(req.org.id)).pipe(
      mergeMap((decision) => {
        const resetAt = Math.ceil(Date.now() / 1000) + decision.resetSeconds;
        res.setHeader('RateLimit-Limit', String(decision.limit));
        res.setHeader('RateLimit-Remaining', String(decision.remaining));
        res.setHeader('RateLimit-Reset', String(decision.resetSeconds));
        res.setHeader('X-RateLimit-Limit', String(decision.limit));
        res.setHeader('X-RateLimit-Remaining', String(decision.remaining));
        res.setHeader('X-RateLimit-Reset', String(resetAt));
        if (!decision.allowed) {
          throw new AppError(
            429,
            `Rate limit of ${decision.limit} requests per minute exceeded; retry in ${decision.resetSeconds} s`,
            [],
            { 'Retry-After': String(decision.resetSeconds) },
          );
        }
        return next.handle();
      }),
    );
  }
}

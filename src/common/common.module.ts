import { Global, Module } from '@nestjs/common';
import { ApiKeyGuard } from './auth/api-key.guard.js';
import { ApiKeyLookup } from './auth/api-key-lookup.js';
import { AuthFailures } from './auth/auth-failures.js';
import { PublicUrls } from './http/public-urls.js';
import { IdempotencyStore } from './idempotency/idempotency.repository.js';
import { IdempotencySweeper } from './idempotency/idempotency.sweeper.js';
import { IdempotentUploads } from './idempotency/idempotent-upload.js';
import { OrgRateLimiter } from './rate-limit/rate-limiter.js';
import { RateLimitRejections } from './rate-limit/rejections.js';
import { SharedRedis } from './rate-limit/shared-redis.js';

@Global()
@Module({
  providers: [
    ApiKeyGuard,
    ApiKeyLookup,
    AuthFailures,
    PublicUrls,
    SharedRedis,
    OrgRateLimiter,
    RateLimitRejections,
    IdempotencyStore,
    IdempotencySweeper,
    IdempotentUploads,
  ],
  exports: [
    ApiKeyGuard,
    ApiKeyLookup,
    AuthFailures,
    PublicUrls,
    SharedRedis,
    OrgRateLimiter,
    RateLimitRejections,
    IdempotencyStore,
    IdempotentUploads,
  ],
})
export class CommonModule {}

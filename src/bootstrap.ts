import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { answerClientErrors } from './common/http/client-error.js';
import { endJsonWithNewline } from './common/http/json-newline.js';
import { requestLogger } from './common/http/request-log.js';
import { requestScope } from './common/http/request-scope.js';
import { securityHeaders } from './common/http/security-headers.js';
import { applyServerLimits } from './common/http/server-limits.js';
import type { AppConfig } from './config/config.js';
import { RequestScopes } from './database/request-scope.js';
import { AppLogger, createRootLogger } from './logging/app-logger.js';
import { useRequestMetrics } from './metrics/request-metrics.js';
import { setupOpenApi } from './openapi/setup.js';

/** Response headers a browser client may read (everything the contract documents beyond the CORS-safelisted ones). */
const CORS_EXPOSED_HEADERS = [
  'Location',
  'ETag',
  'X-Request-Id',
  'Retry-After',
  'Idempotent-Replayed',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
];

/**
 * Builds the fully configured application; main.ts and the e2e tests share it so tests exercise the real thing.
 * `logger` is the process's (main.ts logs through it before and after); by default one at the configured level.
 */
export async function createApp(
  config: AppConfig,
  logger = new AppLogger(createRootLogger(config.logLevel)),
): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger,
    // Throw instead of process.abort(): main.ts reports a failed start in one line.
    abortOnError: false,
  });
  app.use(requestLogger(logger.root));
  if (config.countStatements) {
    RequestScopes.enable();
    app.use(requestScope(config.queryCountHeader));
  }
  // The client address (failed-authentication budget): the socket's, or X-Forwarded-For's from trusted proxies.
  const { trustProxy } = config.http;
  app.set('trust proxy', typeof trustProxy === 'object' ? [...trustProxy] : trustProxy);
  // Express's compiled form of the setting: whether the socket address at hop 0 is a trusted proxy.
  const trusts = app.getHttpAdapter().getInstance().get('trust proxy fn') as (address: string, hop: number) => boolean;
  if (trustProxy === true || typeof trustProxy === 'number') {
    logger.warn(
      `TRUST_PROXY=${String(trustProxy)} trusts every address, so HTTP_MAX_CONNECTIONS_PER_ADDRESS applies to none: ` +
        'list the proxies (addresses or CIDR ranges) to keep the cap for clients that connect directly',
    );
  }
  answerClientErrors(app.getHttpServer());
  endJsonWithNewline(app.getHttpAdapter().getInstance());
  applyServerLimits(app.getHttpServer(), config.http, (address) => trusts(address, 0));
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(securityHeaders({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));
  useRequestMetrics(app);
  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.corsOrigins === '*' ? '*' : [...config.corsOrigins],
      methods: ['GET', 'POST', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'If-Match', 'If-None-Match', 'Idempotency-Key', 'X-Request-Id'],
      exposedHeaders: CORS_EXPOSED_HEADERS,
      maxAge: 600,
    });
  }
  if (config.docsEnabled) setupOpenApi(app, config);
  await app.init();
  return app;
}

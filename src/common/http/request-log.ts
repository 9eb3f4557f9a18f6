import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Params } from 'nestjs-pino';
import { type Logger, stdSerializers } from 'pino';
import type { AppConfig } from '../../config/config.js';
import { requestId } from './request-id.js';

type LoggedRequest = IncomingMessage & { id?: string | number; org?: { id: string } };

/**
 * The application's logger (nestjs-pino, for Nest's own and our services' logs). Its request middleware is mounted
 * on no route: pino-http builds two or three child loggers per request whatever the level, about a tenth of a small
 * GET's CPU, where requestLogger below writes one object.
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): Params {
  return {
    // No req/res serializers: requestLogger writes those objects already picked.
    pinoHttp: { level: config.logLevel, wrapSerializers: false, serializers: { err: stdSerializers.err } },
    forRoutes: [],
  };
}

/**
 * Gives every request its id (a sane `X-Request-Id` from the client, else a new one, echoed back) and writes one JSON
 * line when it ends: `req` (id, method, url, remoteAddress, userAgent), `res.statusCode`, `responseTime` (ms), `orgId`.
 * Fields are picked, never all headers copied, so keys and cookies cannot reach the log. 5xx at error level; a
 * connection closed before the answer was sent is logged as aborted.
 */
export function requestLogger(logger: () => Logger) {
  return (req: LoggedRequest, res: ServerResponse, next: () => void): void => {
    const started = performance.now();
    req.id = requestId(req, res);
    // Read now: a connection the answer closes has no peer address any more when 'close' comes.
    const remoteAddress = req.socket?.remoteAddress;
    // 'close' comes once per response, after 'finish' when the answer was sent: one listener, nothing to remove.
    res.on('close', (): void => {
      const entry = {
        req: {
          id: req.id,
          method: req.method,
          url: req.url,
          remoteAddress,
          userAgent: req.headers['user-agent'],
        },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
        orgId: req.org?.id,
      };
      if (res.statusCode >= 500) logger().error(entry, 'request errored');
      else logger().info(entry, res.writableFinished ? 'request completed' : 'request aborted');
    });
    next();
  };
}

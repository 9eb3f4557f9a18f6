import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import { stdSerializers } from 'pino';
import type { AppConfig } from '../../config/config.js';
import { requestId } from './request-id.js';

type LoggedRequest = IncomingMessage & { org?: { id: string } };

/**
 * One JSON line per request (pino-http). pino-http serializes the request when the request starts, whatever the
 * level, so the serializers are lean and pick fields instead of copying (then redacting) every header: credentials
 * never reach the log because no header is logged at all, and a request costs a few microseconds of logging
 * instead of a hundred.
 */
export function requestLogOptions(config: Pick<AppConfig, 'logLevel'>): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      genReqId: requestId,
      wrapSerializers: false,
      serializers: {
        req: (req: LoggedRequest) => ({
          id: req.id,
          method: req.method,
          url: req.url,
          remoteAddress: req.socket?.remoteAddress,
          userAgent: req.headers['user-agent'],
        }),
        res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
        err: stdSerializers.err,
      },
      // Known only once the key is checked, so logged with the response; undefined adds no child logger.
      customProps: (req: IncomingMessage) => {
        const org = (req as LoggedRequest).org;
        return (org ? { orgId: org.id } : undefined) as object;
      },
    },
  };
}

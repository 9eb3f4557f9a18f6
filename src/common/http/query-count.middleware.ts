import type { ServerResponse } from 'node:http';
import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { QueryCounter } from '../../database/query-counter.js';

/**
 * Opens the per-request scope in which SQL statements are counted (see QueryCounter). With QUERY_COUNT_HEADER the
 * response carries the request's count as `X-Query-Count` (read by the benchmark), set as the headers go out.
 */
@Injectable()
export class QueryCountMiddleware implements NestMiddleware {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  use(_req: Request, res: Response, next: NextFunction): void {
    QueryCounter.track(() => {
      if (this.config.queryCountHeader) exposeCount(res);
      next();
    });
  }
}

function exposeCount(res: ServerResponse): void {
  const writeHead = res.writeHead;
  // The scope object of this request, captured now: its count is right wherever the headers are written from.
  const scope = QueryCounter.currentScope();
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (!this.headersSent) this.setHeader('X-Query-Count', String(scope?.count ?? 0));
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

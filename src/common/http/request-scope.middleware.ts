import type { ServerResponse } from 'node:http';
import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { type RequestScope, RequestScopes } from '../../database/request-scope.js';
import { requestConditions } from './conditional-request.js';

/**
 * Opens the request's scope: the SQL statements it issues are counted there (see QueryCounter) and its If-Match and
 * ETag state kept (see ConditionalRequest). With QUERY_COUNT_HEADER the response carries the request's count as
 * `X-Query-Count` (read by the benchmark), set as the headers go out.
 */
@Injectable()
export class RequestScopeMiddleware implements NestMiddleware {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const scope: RequestScope = { tracked: true, count: 0, conditions: requestConditions(req) };
    if (this.config.queryCountHeader) exposeCount(res, scope);
    RequestScopes.run(scope, next);
  }
}

function exposeCount(res: ServerResponse, scope: RequestScope): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (!this.headersSent) this.setHeader('X-Query-Count', String(scope.count));
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

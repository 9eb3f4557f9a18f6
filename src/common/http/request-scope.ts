import type { ServerResponse } from 'node:http';
import type { Request } from 'express';
import { type RequestScope, RequestScopes } from '../../database/request-scope.js';

/**
 * Opens the request's scope: the SQL statements it issues are counted there (see QueryCounter). With `exposeCount`
 * (QUERY_COUNT_HEADER) the response carries the request's count as `X-Query-Count` (read by the benchmark), set as
 * the headers go out.
 * Plain Express middleware, mounted first: it cannot fail, so it needs none of the exception handling a Nest
 * middleware is wrapped in (about 4 % of a small GET's CPU).
 */
export function requestScope(exposeCount: boolean) {
  return (_req: Request, res: ServerResponse, next: () => void): void => {
    const scope: RequestScope = { tracked: true, count: 0 };
    if (exposeCount) exposeCountOn(res, scope);
    RequestScopes.run(scope, next);
  };
}

function exposeCountOn(res: ServerResponse, scope: RequestScope): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (!this.headersSent) this.setHeader('X-Query-Count', String(scope.count));
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { INestApplication } from '@nestjs/common';
import type { Histogram } from 'prom-client';
import { Metrics } from './metrics.js';

/** The `route` of a request no route answered (unknown paths, wrong methods, Swagger UI's files, CORS preflights). */
export const UNMATCHED = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const STATUS_CLASSES: Record<number, string> = { 1: '1xx', 2: '2xx', 3: '3xx', 4: '4xx', 5: '5xx' };

/** A request after routing: Express sets `route` to the matched route, whose `path` is its template. */
type RoutedRequest = IncomingMessage & { route?: { path?: unknown } };

/**
 * The route template Express matched (`/v1/workspaces/:id`, `/app/:org/:slug/pages/:pageId`), never the path sent:
 * ids and slugs would make a series per resource. Anything else is UNMATCHED, so a scanner probing random paths adds
 * no series.
 */
export function routeLabel(req: RoutedRequest): string {
  const path = req.route?.path;
  return typeof path === 'string' ? path : UNMATCHED;
}

/** The method, or `OTHER` for the ones no route takes (Node accepts ~30, e.g. PROPFIND). */
export function methodLabel(method: string | undefined): string {
  return method !== undefined && METHODS.has(method) ? method : 'OTHER';
}

/** `2xx`, `4xx`…; `aborted` when the client went away before the answer was sent. */
export function statusClass(res: ServerResponse): string {
  if (!res.writableFinished) return 'aborted';
  return STATUS_CLASSES[Math.floor(res.statusCode / 100)] ?? 'other';
}

const STARTED = Symbol('requestStarted');
type TimedResponse = ServerResponse & { [STARTED]: number };

/**
 * Times every request into `http_request_duration_seconds`: a timestamp when the request enters Express, one
 * listener on 'close' (which comes once, after 'finish' when the answer was sent), the labels read only then, when
 * routing has set `req.route`. The listener is one function for all requests (it reads the response as `this`),
 * so a request costs no closure. Plain Express middleware, as requestScope is: it cannot fail.
 */
export function timeRequests(histogram: Histogram<'method' | 'route' | 'status_class'>) {
  function observe(this: TimedResponse): void {
    const req = this.req as RoutedRequest;
    histogram.observe(
      { method: methodLabel(req.method), route: routeLabel(req), status_class: statusClass(this) },
      (performance.now() - this[STARTED]) / 1000,
    );
  }
  return (_req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    (res as TimedResponse)[STARTED] = performance.now();
    res.on('close', observe);
    next();
  };
}

/** Mounts the request timing when metrics are on (METRICS_TOKEN); without them requests pay nothing. */
export function useRequestMetrics(app: INestApplication): void {
  const metrics = app.get(Metrics);
  if (metrics.enabled) app.use(timeRequests(metrics.httpRequestDuration));
}

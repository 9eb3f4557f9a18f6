import { ExpressAdapter } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';

/** The methods Nest registers routes with (the others, rarer, are registered on the application directly). */
type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options' | 'all';

/**
 * Routes that answer OPTIONS stay on the application's router: a prefix's router answers an OPTIONS request that none
 * of its routes takes itself (200 and Allow), where the application's router passed it on to the not-found handler
 * after the routes (405 or 404). With no such route in a prefix, an OPTIONS request never enters its router.
 */
const ANSWERS_OPTIONS: ReadonlySet<RouteMethod> = new Set(['options', 'all']);

/** A literal first and second path segment: `/v1/assets`. Anything else (a parameter, a wildcard) is not a prefix. */
const LITERAL_PREFIX = /^\/[A-Za-z0-9._~-]+\/[A-Za-z0-9._~-]+$/;

/** Marks the dispatcher middleware, so the registered routes can be listed through it. */
const PREFIXES = Symbol('routePrefixes');

type Dispatcher = ((req: Request, res: Response, next: NextFunction) => void) & { [PREFIXES]: Map<string, Router> };

interface RouteLayer {
  route?: { path?: unknown; methods?: Record<string, boolean> };
  handle?: unknown;
}

/** One registered route: its path and its methods (upper case, without Express's `_all`). */
export interface RegisteredRoute {
  path: string;
  methods: string[];
}

/** The first two segments of a path (`/v1/assets/abc` → `/v1/assets`), or null when it has fewer. */
export function pathPrefix(path: string): string | null {
  const first = path.indexOf('/', 1);
  if (path[0] !== '/' || first <= 1) return null;
  const second = path.indexOf('/', first + 1);
  const end = second === -1 ? path.length : second;
  return end === first + 1 ? null : path.slice(0, end);
}

/**
 * Express tests a request against every route registered before the one that answers it, one regular expression each:
 * `GET /v1/assets/{id}` was tried against 87 routes first (25 µs per request in the profile, a tenth of the whole
 * request above the Nest floor). This adapter files each route whose first two segments are literal (`/v1/assets/:id`)
 * in a router of its own prefix, and one middleware picks that router by the request's prefix: a request is tested
 * against its resource's five or so routes.
 *
 * The order Express would have tried the routes in is kept: a run of prefixed routes registered one after another
 * shares one dispatcher, and anything registered in between (a route with a parameter in its prefix, a middleware)
 * starts a new one after it. Each prefix's router takes the case-sensitivity and strictness of the application's router
 * (fixed when it was created, as Express ignores later changes), so it matches exactly what that router would have.
 */
export class PrefixRoutedExpressAdapter extends ExpressAdapter {
  private current: Dispatcher | null = null;

  override get(...args: unknown[]): unknown {
    return this.route('get', args);
  }
  override post(...args: unknown[]): unknown {
    return this.route('post', args);
  }
  override put(...args: unknown[]): unknown {
    return this.route('put', args);
  }
  override patch(...args: unknown[]): unknown {
    return this.route('patch', args);
  }
  override delete(...args: unknown[]): unknown {
    return this.route('delete', args);
  }
  override head(...args: unknown[]): unknown {
    return this.route('head', args);
  }
  override options(...args: unknown[]): unknown {
    return this.route('options', args);
  }
  override all(...args: unknown[]): unknown {
    return this.route('all', args);
  }

  /** Files the route under its prefix, or registers it on the application as Express would (and ends the run). */
  private route(method: RouteMethod, args: unknown[]): unknown {
    const [path, ...handlers] = args;
    const prefix = typeof path === 'string' && handlers.length > 0 ? pathPrefix(path) : null;
    if (typeof path !== 'string' || prefix === null || !LITERAL_PREFIX.test(prefix) || ANSWERS_OPTIONS.has(method)) {
      return (this.instance as Record<RouteMethod, (...args: unknown[]) => unknown>)[method](...args);
    }
    const matching = this.matching;
    const router = this.routerFor(matching.caseSensitive ? prefix : prefix.toLowerCase(), matching);
    (router[method] as (this: Router, path: string, ...handlers: unknown[]) => unknown).call(router, path, ...handlers);
    return this;
  }

  /** The application router's matching options: Express fixes them when it creates that router. */
  private get matching(): { caseSensitive: boolean; strict: boolean } {
    const router = (this.instance as express.Express).router as unknown as {
      caseSensitive?: boolean;
      strict?: boolean;
    };
    return { caseSensitive: Boolean(router.caseSensitive), strict: Boolean(router.strict) };
  }

  private routerFor(prefix: string, matching: { caseSensitive: boolean; strict: boolean }): Router {
    const app = this.instance as express.Express;
    const stack = (app.router as unknown as { stack: RouteLayer[] }).stack;
    if (!this.current || stack[stack.length - 1]?.handle !== this.current) {
      this.current = dispatcher(matching.caseSensitive);
      app.use(this.current);
    }
    const prefixes = this.current[PREFIXES];
    let router = prefixes.get(prefix);
    if (!router) {
      router = express.Router(matching);
      prefixes.set(prefix, router);
    }
    return router;
  }
}

function dispatcher(caseSensitive: boolean): Dispatcher {
  const prefixes = new Map<string, Router>();
  const dispatch = (req: Request, res: Response, next: NextFunction): void => {
    const prefix = pathPrefix(req.path);
    const router = prefix === null ? undefined : prefixes.get(caseSensitive ? prefix : prefix.toLowerCase());
    // No prefixed route answers OPTIONS (ANSWERS_OPTIONS), so the request passes on as it did.
    if (router && req.method !== 'OPTIONS') router(req, res, next);
    else next();
  };
  return Object.assign(dispatch, { [PREFIXES]: prefixes });
}

/**
 * Every route the application serves, with those filed under a prefix: for 405 answers and the route tests. In
 * registration order, except that a run of prefixed routes is listed prefix by prefix.
 */
export function registeredRoutes(app: unknown): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const collect = (stack: RouteLayer[]): void => {
    for (const layer of stack) {
      const prefixes = (layer.handle as Partial<Dispatcher> | undefined)?.[PREFIXES];
      for (const router of prefixes?.values() ?? []) collect((router as unknown as { stack: RouteLayer[] }).stack);
      const path = layer.route?.path;
      if (typeof path !== 'string') continue;
      const methods = Object.entries(layer.route?.methods ?? {})
        .filter(([method, on]) => on && method !== '_all')
        .map(([method]) => method.toUpperCase());
      routes.push({ path, methods });
    }
  };
  collect((app as { router?: { stack?: RouteLayer[] } }).router?.stack ?? []);
  return routes;
}

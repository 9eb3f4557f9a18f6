/** One registered route: its path and its methods (upper case; none for `all`, no HEAD added for a GET). */
export interface RegisteredRoute {
  path: string;
  methods: string[];
}

/** What Express's router (the `router` package, 2.3.0 and later) documents `listRoutes()` to answer. */
interface ListedRoute {
  path: string | RegExp;
  methods?: string[];
  router?: unknown;
}

interface ListingRouter {
  listRoutes?: () => ListedRoute[];
}

/**
 * Every route the application serves, with its methods, in registration order: for 405 answers and the route tests.
 * Read through the application router's public `listRoutes()`. A route's methods are those it was registered with
 * (`app.all()` registers each method Node knows; a router's own `.all()`, listed as `*`, gives none), without the HEAD
 * Express lists after a GET route's GET: the route table adds HEAD wherever GET is, and Nest registers each method as
 * a route of its own, so `['GET', 'HEAD']` is always a GET route. Mounted routers and RegExp paths are not routes of
 * the API and are skipped.
 */
export function registeredRoutes(app: unknown): RegisteredRoute[] {
  const router = (app as { router?: ListingRouter }).router;
  if (typeof router?.listRoutes !== 'function') {
    throw new Error('registeredRoutes needs an Express 5 application whose router has listRoutes() (router 2.3.0+)');
  }
  const routes: RegisteredRoute[] = [];
  for (const listed of router.listRoutes()) {
    if (typeof listed.path !== 'string' || listed.router !== undefined) continue;
    const methods = (listed.methods ?? []).filter((method) => method !== '*');
    const automaticHead = methods.length === 2 && methods[0] === 'GET' && methods[1] === 'HEAD';
    routes.push({ path: listed.path, methods: automaticHead ? ['GET'] : methods });
  }
  return routes;
}

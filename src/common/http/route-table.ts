interface RouteLayer {
  route?: { path?: unknown; methods?: Record<string, boolean> };
}

interface ExpressLike {
  router?: { stack?: RouteLayer[] };
  _router?: { stack?: RouteLayer[] };
}

interface KnownRoute {
  pattern: RegExp;
  methods: Set<string>;
}

/**
 * The registered routes, read once from Express, so an unmatched request can be told apart: a known path with
 * another method (405 + Allow) from an unknown path (404).
 */
export class RouteTable {
  private routes: KnownRoute[] | null = null;

  constructor(private readonly app: () => ExpressLike) {}

  allowedMethods(path: string): string[] {
    const allowed = new Set<string>();
    for (const route of this.load()) {
      if (route.pattern.test(path)) route.methods.forEach((m) => allowed.add(m));
    }
    if (allowed.has('GET')) allowed.add('HEAD');
    return [...allowed].sort();
  }

  private load(): KnownRoute[] {
    if (this.routes) return this.routes;
    const app = this.app();
    const stack = app.router?.stack ?? app._router?.stack ?? [];
    const byPath = new Map<string, Set<string>>();
    for (const layer of stack) {
      const path = layer.route?.path;
      if (typeof path !== 'string') continue;
      const methods = byPath.get(path) ?? new Set<string>();
      for (const [method, on] of Object.entries(layer.route?.methods ?? {})) {
        if (on && method !== '_all') methods.add(method.toUpperCase());
      }
      byPath.set(path, methods);
    }
    this.routes = [...byPath].map(([path, methods]) => ({ pattern: toPattern(path), methods }));
    return this.routes;
  }
}

function toPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

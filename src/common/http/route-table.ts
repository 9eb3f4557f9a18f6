import { registeredRoutes } from './registered-routes.js';

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

  constructor(private readonly app: () => unknown) {}

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
    const byPath = new Map<string, Set<string>>();
    for (const route of registeredRoutes(this.app())) {
      const methods = byPath.get(route.path) ?? new Set<string>();
      route.methods.forEach((method) => methods.add(method));
      byPath.set(route.path, methods);
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

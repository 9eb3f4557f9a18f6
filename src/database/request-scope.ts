import { AsyncLocalStorage } from 'node:async_hooks';

/** What one HTTP request carries through its async work: the SQL statements it issued (QueryCounter). */
export interface RequestScope {
  /** False for background work started from a request, whose statements are not the request's. */
  readonly tracked: boolean;
  count: number;
}

const storage = new AsyncLocalStorage<RequestScope>();
let enabled = false;

/**
 * Scopes exist only to count statements (QueryCounter: the tests' statement budgets, `X-Query-Count`), and only once
 * enable() was called (COUNT_STATEMENTS, QUERY_COUNT_HEADER). Until then run() just calls `fn` and the process never
 * enters an AsyncLocalStorage context: on Node 20 the first one installs promise hooks that then run for every
 * promise any request creates (measured: about 10 % of a single-resource GET's CPU, scope included).
 */
export const RequestScopes = {
  enable(): void {
    enabled = true;
  },

  run<T>(scope: RequestScope, fn: () => T): T {
    return enabled ? storage.run(scope, fn) : fn();
  },

  current(): RequestScope | undefined {
    return enabled ? storage.getStore() : undefined;
  },
};

import { AsyncLocalStorage } from 'node:async_hooks';

/** What one HTTP request carries through its async work: the SQL statements it issued (QueryCounter). */
export interface RequestScope {
  /** False for background work started from a request, whose statements are not the request's. */
  readonly tracked: boolean;
  count: number;
}

const storage = new AsyncLocalStorage<RequestScope>();

export const RequestScopes = {
  run<T>(scope: RequestScope, fn: () => T): T {
    return storage.run(scope, fn);
  },

  current(): RequestScope | undefined {
    return storage.getStore();
  },
};

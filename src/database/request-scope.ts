import { AsyncLocalStorage } from 'node:async_hooks';
import type { Conditions } from '../common/http/conditional-request.js';

/**
 * What one HTTP request carries through its async work: the SQL statements it issued (QueryCounter) and its
 * conditional-request state. One AsyncLocalStorage for both, because every storage in use is copied onto every
 * promise the process creates.
 */
export interface RequestScope {
  /** False for background work started from a request, whose statements are not the request's. */
  readonly tracked: boolean;
  count: number;
  readonly conditions: Conditions | null;
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

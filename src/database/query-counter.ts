import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger as TypeOrmLogger } from 'typeorm';

interface Scope {
  tracked: boolean;
}

/**
 * Counts the SQL statements issued on behalf of HTTP requests, so tests can assert that a list costs the same
 * number of queries whatever its page size. Background work (outbox polling, key bookkeeping) runs `untracked`
 * and is not counted, which keeps the count exact while such work runs concurrently. Counting is one increment.
 */
export class QueryCounter implements TypeOrmLogger {
  private static readonly storage = new AsyncLocalStorage<Scope>();
  /** Statements issued inside request scopes since the process started. */
  static total = 0;

  /** Runs a request's work in a counted scope. */
  static track<T>(fn: () => T): T {
    return QueryCounter.storage.run({ tracked: true }, fn);
  }

  /** Runs background work whose statements must not be attributed to the request that started it. */
  static untracked<T>(fn: () => T): T {
    return QueryCounter.storage.run({ tracked: false }, fn);
  }

  logQuery(): void {
    if (QueryCounter.storage.getStore()?.tracked) QueryCounter.total += 1;
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

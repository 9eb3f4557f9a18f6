import type { Logger as TypeOrmLogger } from 'typeorm';
import { RequestScopes } from './request-scope.js';

/**
 * Counts the SQL statements issued on behalf of HTTP requests, so tests can assert that a list costs the same
 * number of queries whatever its page size. Background work (outbox polling, key bookkeeping) runs `untracked`
 * and is not counted, which keeps the count exact while such work runs concurrently. Counting is one increment.
 */
export class QueryCounter implements TypeOrmLogger {
  /** Statements issued inside request scopes since the process started. */
  static total = 0;
  /** Test hook: called with every statement a request issues (SQL and parameters), e.g. to EXPLAIN it. */
  static onStatement: ((sql: string, parameters: readonly unknown[]) => void) | null = null;

  /** Runs work in a counted scope of its own (requests open theirs in requestScope). */
  static track<T>(fn: () => T): T {
    return RequestScopes.run({ tracked: true, count: 0 }, fn);
  }

  /** Runs background work whose statements (and state) must not be attributed to the request that started it. */
  static untracked<T>(fn: () => T): T {
    return RequestScopes.run({ tracked: false, count: 0 }, fn);
  }

  /** The current request's scope: its `count` keeps growing as the request issues statements. */
  static currentScope(): { readonly count: number } | undefined {
    return RequestScopes.current();
  }

  logQuery(sql: string, parameters?: unknown[]): void {
    const scope = RequestScopes.current();
    if (!scope?.tracked) return;
    scope.count += 1;
    QueryCounter.total += 1;
    QueryCounter.onStatement?.(sql, parameters ?? []);
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

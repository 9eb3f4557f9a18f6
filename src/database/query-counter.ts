import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger as TypeOrmLogger } from 'typeorm';

interface Counter {
  statements: number;
}

/**
 * Counts SQL statements per request (through AsyncLocalStorage) so tests can assert that a list costs the same
 * number of queries whatever its page size. Counting is a single increment; nothing is printed.
 */
export class QueryCounter implements TypeOrmLogger {
  private static readonly storage = new AsyncLocalStorage<Counter>();
  /** Statements since process start: the cheap global view tests use between sequential requests. */
  static total = 0;

  static run<T>(fn: () => T): T {
    return QueryCounter.storage.run({ statements: 0 }, fn);
  }

  static current(): number | undefined {
    return QueryCounter.storage.getStore()?.statements;
  }

  logQuery(): void {
    QueryCounter.total += 1;
    const store = QueryCounter.storage.getStore();
    if (store) store.statements += 1;
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

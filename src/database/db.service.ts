import { Injectable } from '@nestjs/common';
import { Mutex } from 'async-mutex';
import { DataSource, type EntityManager } from 'typeorm';
import { lockKey } from './advisory-lock.js';
import { preparedQuery } from './prepared-query.js';

/**
 * Every service reaches the database through `read` and `write`.
 *
 * SQLite (better-sqlite3) has one connection. TypeORM yields to the event loop between statements, so two
 * requests would otherwise interleave on that connection: the second BEGIN fails with "cannot start a transaction
 * within a transaction", and a read could observe another request's uncommitted rows. A process-wide mutex
 * serializes database work there; statements are sub-millisecond so the queue stays short.
 * PostgreSQL has a pool and real isolation: reads run directly and writes in a transaction.
 */
@Injectable()
export class Db {
  private readonly sqliteLock: Mutex | null;

  constructor(readonly dataSource: DataSource) {
    this.sqliteLock = dataSource.options.type === 'better-sqlite3' ? new Mutex() : null;
    if (this.sqliteLock) beginTransactionsImmediately(dataSource);
  }

  get isPostgres(): boolean {
    return this.dataSource.options.type === 'postgres';
  }

  read<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.sqliteLock) return this.sqliteLock.runExclusive(() => work(this.dataSource.manager));
    return work(this.dataSource.manager);
  }

  /**
   * A read that is one statement (see preparedQuery). On SQLite it runs at once, synchronously, unless a transaction
   * holds the connection: executed synchronously it cannot interleave with anything, so it needs the lock only to
   * wait for one in progress. Saves the lock's bookkeeping on the hottest reads (key lookup, GET by id).
   */
  query<T>(sql: string, parameters: readonly unknown[]): Promise<T[]> {
    if (this.sqliteLock?.isLocked()) return this.read((m) => preparedQuery<T>(m, sql, parameters));
    return preparedQuery<T>(this.dataSource.manager, sql, parameters);
  }

  /** Runs work that manages its own transaction (startup seeding) without interleaving with request work on SQLite. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.sqliteLock ? this.sqliteLock.runExclusive(work) : work();
  }

  /**
   * Serializes transactions that read-then-write a shared ordering (e.g. board positions) for one key.
   * PostgreSQL: a transaction-scoped advisory lock; SQLite: writes are already serialized.
   */
  lock(manager: EntityManager, key: string): Promise<void> {
    return lockKey(manager, key);
  }

  write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.sqliteLock) return this.sqliteLock.runExclusive(() => this.dataSource.transaction(work));
    return this.dataSource.transaction(work);
  }
}

/**
 * TypeORM opens SQLite transactions with a deferred BEGIN: the write lock is requested at the first write, and when
 * another process (a second server on the same file) committed since the transaction's first read, SQLite refuses
 * the upgrade at once with SQLITE_BUSY, without waiting for busy_timeout. BEGIN IMMEDIATE takes the write lock up
 * front, where busy_timeout does wait. better-sqlite3 has one query runner per data source; only its BEGIN changes.
 */
function beginTransactionsImmediately(dataSource: DataSource): void {
  const runner = dataSource.createQueryRunner();
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  runner.query = ((sql: string, ...rest: unknown[]) =>
    query(sql === 'BEGIN TRANSACTION' ? 'BEGIN IMMEDIATE TRANSACTION' : sql, ...rest)) as typeof runner.query;
}

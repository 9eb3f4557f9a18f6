import { Injectable } from '@nestjs/common';
import { Mutex } from 'async-mutex';
import { DataSource, type EntityManager } from 'typeorm';
import type { Dialect } from './dialect.js';
import { dialectOf } from './dialects.js';
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
  /** What differs between PostgreSQL and SQLite (locks, claims, notifications, JSON SQL), chosen once here. */
  readonly dialect: Dialect;

  constructor(readonly dataSource: DataSource) {
    this.dialect = dialectOf(dataSource);
    this.sqliteLock = this.dialect.serialized ? new Mutex() : null;
    this.dialect.attach(dataSource);
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
    return this.dialect.lock(manager, key);
  }

  write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.sqliteLock) return this.sqliteLock.runExclusive(() => this.dataSource.transaction(work));
    return this.dataSource.transaction(work);
  }
}

import { Injectable } from '@nestjs/common';
import { Mutex } from 'async-mutex';
import { DataSource, type EntityManager } from 'typeorm';
import { type ConnectionStats, poolStats } from './connections.js';
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
  /** SQLite: work queued for the lock (async-mutex does not tell), for /metrics. */
  private lockWaiters = 0;
  /** What differs between PostgreSQL and SQLite (locks, claims, notifications, JSON SQL), chosen once here. */
  readonly dialect: Dialect;

  constructor(readonly dataSource: DataSource) {
    this.dialect = dialectOf(dataSource);
    this.sqliteLock = this.dialect.serialized ? new Mutex() : null;
    this.dialect.attach(dataSource);
  }

  read<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.sqliteLock) return this.serialized(this.sqliteLock, () => work(this.dataSource.manager));
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

  /** Whether the database answers a statement (GET /v1/status): throws when it does not. */
  async ping(): Promise<void> {
    await this.read((m) => m.query('SELECT 1'));
  }

  /** Runs work that manages its own transaction (startup seeding) without interleaving with request work on SQLite. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.sqliteLock ? this.serialized(this.sqliteLock, work) : work();
  }

  /**
   * Serializes transactions that read-then-write a shared ordering (e.g. board positions) for one key.
   * PostgreSQL: a transaction-scoped advisory lock; SQLite: writes are already serialized.
   */
  lock(manager: EntityManager, key: string): Promise<void> {
    return this.dialect.lock(manager, key);
  }

  write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.sqliteLock) return this.serialized(this.sqliteLock, () => this.dataSource.transaction(work));
    return this.dataSource.transaction(work);
  }

  /** The connections and who waits for one (the pool on PostgreSQL, the lock on SQLite), read at /metrics. */
  connections(): ConnectionStats {
    if (!this.sqliteLock) return poolStats(this.dataSource);
    const used = this.sqliteLock.isLocked() ? 1 : 0;
    return { max: 1, used, idle: 1 - used, waiting: this.lockWaiters };
  }

  private serialized<T>(lock: Mutex, work: () => Promise<T>): Promise<T> {
    this.lockWaiters += 1;
    return lock.runExclusive(() => {
      this.lockWaiters -= 1;
      return work();
    });
  }
}

import { Injectable } from '@nestjs/common';
import { Mutex } from 'async-mutex';
import { DataSource, type EntityManager } from 'typeorm';
import { ConditionalRequest } from '../common/http/conditional-request.js';

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
  }

  get isPostgres(): boolean {
    return this.dataSource.options.type === 'postgres';
  }

  read<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.sqliteLock) return this.sqliteLock.runExclusive(() => work(this.dataSource.manager));
    return work(this.dataSource.manager);
  }

  /** Runs work that manages its own transaction (startup seeding) without interleaving with request work on SQLite. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.sqliteLock ? this.sqliteLock.runExclusive(work) : work();
  }

  /**
   * Serializes transactions that read-then-write a shared ordering (e.g. board positions) for one key.
   * PostgreSQL: a transaction-scoped advisory lock; SQLite: writes are already serialized.
   */
  async lock(manager: EntityManager, key: string): Promise<void> {
    if (this.isPostgres) await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
  }

  write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const withEtag = async (manager: EntityManager): Promise<T> => {
      const result = await work(manager);
      // The version after this write, read in its own transaction, is the ETag the answer carries.
      await ConditionalRequest.refresh(manager);
      return result;
    };
    if (this.sqliteLock) return this.sqliteLock.runExclusive(() => this.dataSource.transaction(withEtag));
    return this.dataSource.transaction(withEtag);
  }
}

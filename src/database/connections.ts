import { performance } from 'node:perf_hooks';
import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';

/** Who holds and who waits for the database's connections, read at /metrics (see Db.connections). */
export interface ConnectionStats {
  /** Connections there may be at most: the pool's `max` on PostgreSQL, the one connection on SQLite. */
  readonly max: number;
  /** Connections open and lent to work now (SQLite: 1 while the connection's lock is held). */
  readonly used: number;
  /** Connections open and free. */
  readonly idle: number;
  /** Work waiting for a connection: for the pool on PostgreSQL, for the connection's lock on SQLite. */
  readonly waiting: number;
}

/** The pg pool TypeORM keeps (`driver.master`), or null on SQLite or before the data source is connected. */
function pgPool(dataSource: DataSource): Pool | null {
  if (dataSource.options.type !== 'postgres') return null;
  return (dataSource.driver as unknown as { master?: Pool }).master ?? null;
}

export function poolStats(dataSource: DataSource): ConnectionStats {
  const pool = pgPool(dataSource);
  if (!pool) return { max: 0, used: 0, idle: 0, waiting: 0 };
  const max = (pool as unknown as { options: { max: number } }).options.max;
  return { max, used: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, release: () => void) => void;

/**
 * PostgreSQL: calls `observe` with the seconds every checkout waited for a connection (a free one, or a new one while
 * the pool may grow), by wrapping the pool's `connect`: pg-pool reports no wait of its own. TypeORM checks a
 * connection out for every statement outside a transaction and once per transaction. A no-op on SQLite.
 */
export function timeConnectionWaits(dataSource: DataSource, observe: (seconds: number) => void): void {
  const pool = pgPool(dataSource);
  if (!pool) return;
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<PoolClient> | undefined;
  const timed = (callback?: ConnectCallback): Promise<PoolClient> | undefined => {
    const started = performance.now();
    const waited = () => observe((performance.now() - started) / 1000);
    if (!callback) {
      return (connect() as Promise<PoolClient>).finally(waited);
    }
    return connect((error, client, release) => {
      waited();
      callback(error, client, release);
    });
  };
  pool.connect = timed as Pool['connect'];
}

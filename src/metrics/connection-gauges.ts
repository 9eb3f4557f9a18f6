import { Gauge, Histogram, type Registry } from 'prom-client';
import { timeConnectionWaits } from '../database/connections.js';
import type { Db } from '../database/db.service.js';

/** Seconds: a free connection is taken in microseconds; a new one in milliseconds; DATABASE_CONNECT_TIMEOUT_MS caps. */
const WAIT_BUCKETS = [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10];

/**
 * The database connections of this instance, read at each scrape (Db.connections): PostgreSQL's pool, or SQLite's
 * one connection and the lock that serializes its work. On PostgreSQL, also how long each checkout waited.
 */
export function watchConnections(registry: Registry, db: Db): void {
  new Gauge({
    name: 'db_client_connections',
    help: 'Database connections of this instance by state: used (lent to work; SQLite: its lock held) or idle.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { used, idle } = db.connections();
      this.set({ state: 'used' }, used);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'db_client_connections_max',
    help: 'Database connections this instance may open (PostgreSQL pool size; 1 on SQLite).',
    registers: [registry],
    collect() {
      this.set(db.connections().max);
    },
  });
  new Gauge({
    name: 'db_client_connections_pending_requests',
    help: 'Work waiting for a database connection now (PostgreSQL: for the pool; SQLite: for the connection lock).',
    registers: [registry],
    collect() {
      this.set(db.connections().waiting);
    },
  });
  if (db.dialect.name !== 'postgres') return;
  const waits = new Histogram({
    name: 'db_client_connection_wait_seconds',
    help: 'PostgreSQL: time each checkout of a pooled connection waited for it (a free one, or a new one).',
    buckets: WAIT_BUCKETS,
    registers: [registry],
  });
  timeConnectionWaits(db.dataSource, (seconds) => waits.observe(seconds));
}

import type { EntityManager } from 'typeorm';

/**
 * Serializes the transactions that read-then-write a shared state for one key (a board order, an organization's
 * e-mail quota) until the caller's transaction ends. PostgreSQL: a transaction-scoped advisory lock; SQLite: writes
 * are already serialized (one writer per file), so there is nothing to take.
 */
export async function lockKey(manager: EntityManager, key: string): Promise<void> {
  if (manager.connection.options.type === 'postgres') {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
  }
}

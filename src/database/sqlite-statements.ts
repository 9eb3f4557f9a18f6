import type Database from 'better-sqlite3';
import { type EntityManager, QueryFailedError } from 'typeorm';
import { sqliteHandle } from './sqlite-handle.js';

const SQLITE_STATEMENT_CACHE_SIZE = 256;
const sqliteStatements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * SQLite: the statement runs on better-sqlite3 directly, synchronously, before this function first yields, with the
 * statement prepared once per text. TypeORM's runner would add a few awaits and ~50 µs per statement; running
 * synchronously also means nothing can interleave with it (see Db.query). Logged and wrapped as `m.query` does; a
 * statement that is not a read returns no rows.
 */
export function sqliteQuery<T>(m: EntityManager, sql: string, parameters: readonly unknown[]): Promise<T[]> {
  // better-sqlite3 cannot bind booleans: 0/1, as TypeORM's runner does.
  const values = parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
  const logger = m.connection.logger;
  logger.logQuery(sql, values);
  try {
    const statement = sqliteStatement(sqliteHandle(m.connection), sql);
    if (!statement.reader) {
      statement.run(...values);
      return Promise.resolve([]);
    }
    return Promise.resolve(statement.all(...values) as T[]);
  } catch (error) {
    logger.logQueryError(error as Error, sql, values);
    return Promise.reject(new QueryFailedError(sql, values, error as Error));
  }
}

function sqliteStatement(handle: Database.Database, sql: string): Database.Statement {
  let cache = sqliteStatements.get(handle);
  if (!cache) sqliteStatements.set(handle, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) {
    statement = handle.prepare(sql);
    if (cache.size >= SQLITE_STATEMENT_CACHE_SIZE) cache.clear();
    cache.set(sql, statement);
  }
  return statement;
}

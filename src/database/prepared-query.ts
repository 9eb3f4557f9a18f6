import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { type EntityManager, QueryFailedError } from 'typeorm';
import { sqliteHandle } from './sqlite-handle.js';

/** The part of a pg client this module uses: a query config with a name prepares the statement once per connection. */
interface PgClient {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Distinct statements prepared per connection at most. Statement texts are bounded by code (values are always bound
 * parameters), but `properties` × filters combinations are many: past the cap, further texts run unnamed, so a
 * connection never holds an unbounded number of plans on the server.
 */
const MAX_PREPARED_PER_CONNECTION = 64;
const preparedOn = new WeakMap<PgClient, Set<string>>();

const NAME_CACHE_SIZE = 256;
const names = new Map<string, string>();

/** A stable name per SQL text: the same text gets the same name on every connection and in every process. */
function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    if (names.size >= NAME_CACHE_SIZE) names.clear();
    name = `q_${createHash('sha1').update(sql).digest('base64url')}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * `m.query(sql, parameters)` for the hot read statements. On PostgreSQL the statement is a named prepared statement
 * on the connection that runs it (the query runner's pg client): parsed once per connection, and its plan cached
 * by PostgreSQL (plan_cache_mode auto: a generic plan only once it is estimated no worse than the custom ones). It is
 * logged (so QueryCounter counts it) and its failures are wrapped in QueryFailedError exactly as `m.query` does; in a
 * transaction (`m.queryRunner`) it runs on the transaction's connection. On SQLite see sqliteQuery.
 */
export async function preparedQuery<T = Record<string, unknown>>(
  m: EntityManager,
  sql: string,
  parameters: readonly unknown[],
): Promise<T[]> {
  if (m.connection.options.type !== 'postgres') return sqliteQuery<T>(m, sql, parameters);
  const values = [...parameters];
  const runner = m.queryRunner ?? m.connection.createQueryRunner();
  try {
    const client = (await runner.connect()) as PgClient;
    const logger = m.connection.logger;
    logger.logQuery(sql, values, runner);
    try {
      const result = await client.query({ name: nameOn(client, sql), text: sql, values });
      return result.rows as T[];
    } catch (error) {
      logger.logQueryError(error as Error, sql, values, runner);
      throw new QueryFailedError(sql, values, error as Error);
    }
  } finally {
    if (!m.queryRunner) await runner.release();
  }
}

/** preparedQuery's signature, unnamed on PostgreSQL: for statements whose best plan depends on the values bound. */
export async function plainQuery<T = Record<string, unknown>>(
  m: EntityManager,
  sql: string,
  parameters: readonly unknown[],
): Promise<T[]> {
  if (m.connection.options.type !== 'postgres') return sqliteQuery<T>(m, sql, parameters);
  return (await m.query(sql, [...parameters])) as T[];
}

const SQLITE_STATEMENT_CACHE_SIZE = 256;
const sqliteStatements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * SQLite: the statement runs on better-sqlite3 directly, synchronously, before this function first yields, with the
 * statement prepared once per text. TypeORM's runner would add a few awaits and ~50 µs per statement; running
 * synchronously also means nothing can interleave with it (see Db.query). Logged and wrapped as `m.query` does; a
 * statement that is not a read returns no rows.
 */
function sqliteQuery<T>(m: EntityManager, sql: string, parameters: readonly unknown[]): Promise<T[]> {
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

/** The statement's name on this connection, or undefined (unnamed) once the connection holds its cap. */
function nameOn(client: PgClient, sql: string): string | undefined {
  const name = statementName(sql);
  let prepared = preparedOn.get(client);
  if (!prepared) preparedOn.set(client, (prepared = new Set()));
  if (prepared.has(name)) return name;
  if (prepared.size >= MAX_PREPARED_PER_CONNECTION) return undefined;
  prepared.add(name);
  return name;
}

/**
 * A statement written with `:name` placeholders, compiled once per dialect into the positional form the driver
 * takes: binding it per request is then an array of values, without TypeORM re-parsing the text every time.
 * Only scalar parameters (no `:...list` expansion).
 */
export class NamedStatement<P extends Record<string, string | number | boolean | null>> {
  private readonly compiled = new Map<string, { text: string; names: (keyof P)[] }>();

  constructor(readonly sql: string) {}

  bind(m: EntityManager, parameters: P): [string, unknown[]] {
    const dialect = m.connection.options.type;
    let compiled = this.compiled.get(dialect);
    if (!compiled) {
      // Each parameter bound to a sentinel naming it; the positional values TypeORM returns tell the order.
      const sentinels = Object.fromEntries(Object.keys(parameters).map((name) => [name, `\u0000${name}`]));
      const [text, values] = m.connection.driver.escapeQueryWithParameters(this.sql, sentinels);
      const names = values.map((value) => String(value).slice(1) as keyof P);
      compiled = { text, names };
      this.compiled.set(dialect, compiled);
    }
    return [compiled.text, compiled.names.map((name) => parameters[name])];
  }
}

import { createHash } from 'node:crypto';
import { type EntityManager, QueryFailedError } from 'typeorm';

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
 * PostgreSQL: the statement is a named prepared statement on the connection that runs it (the query runner's pg
 * client): parsed once per connection, and its plan cached by PostgreSQL (plan_cache_mode auto: a generic plan only
 * once it is estimated no worse than the custom ones). It is logged (so QueryCounter counts it) and its failures are
 * wrapped in QueryFailedError exactly as `m.query` does; in a transaction (`m.queryRunner`) it runs on the
 * transaction's connection.
 */
export async function postgresPrepared<T>(m: EntityManager, sql: string, parameters: readonly unknown[]): Promise<T[]> {
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

/** PostgreSQL, unnamed: TypeORM's own query path. */
export async function postgresPlain<T>(m: EntityManager, sql: string, parameters: readonly unknown[]): Promise<T[]> {
  return (await m.query(sql, [...parameters])) as T[];
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

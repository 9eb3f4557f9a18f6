import type { EntityManager } from 'typeorm';
import { dialectOf } from './dialects.js';

/**
 * `m.query(sql, parameters)` for the hot read statements: on PostgreSQL a named prepared statement (parsed once per
 * connection, see postgres-statements.ts), on SQLite run on better-sqlite3 directly (see sqlite-statements.ts).
 */
export function preparedQuery<T = Record<string, unknown>>(
  m: EntityManager,
  sql: string,
  parameters: readonly unknown[],
): Promise<T[]> {
  return dialectOf(m.connection).prepared<T>(m, sql, parameters);
}

/** preparedQuery's signature, unnamed on PostgreSQL: for statements whose best plan depends on the values bound. */
export function plainQuery<T = Record<string, unknown>>(
  m: EntityManager,
  sql: string,
  parameters: readonly unknown[],
): Promise<T[]> {
  return dialectOf(m.connection).plain<T>(m, sql, parameters);
}

/**
 * A statement written with `:name` placeholders, compiled once per dialect into the positional form the driver
 * takes: binding it per request is then an array of values, without TypeORM re-parsing the text every time.
 * Only scalar parameters and bytes (no `:...list` expansion).
 */
export class NamedStatement<P extends Record<string, string | number | boolean | null | Buffer>> {
  private readonly compiled = new Map<string, { text: string; names: (keyof P)[] }>();

  constructor(readonly sql: string) {}

  bind(m: EntityManager, parameters: P): [string, unknown[]] {
    const dialect = dialectOf(m.connection).name;
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

import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * JSON built by the database, in either dialect, so that a row and all its embeds come back from one statement.
 * SQLite needs 3.44 or later for ORDER BY inside json_group_array: better-sqlite3 bundles its own, newer SQLite.
 */
export interface JsonSql {
  /** A JSON object from `[key, SQL expression]` pairs (keys are trusted constants). */
  object(pairs: readonly (readonly [string, string])[]): string;
  /** The JSON array of `expr` over the rows of a query, in `order`; `[]` when there are none. */
  array(expr: string, order: string): string;
  /** A JSON object `{ key: value }` over the rows of a query; `{}` when there are none. */
  keyed(key: string, value: string): string;
  /** A scalar subquery's JSON, nested as JSON rather than as a string. */
  nested(subquery: string): string;
  /** A boolean column as JSON true/false (SQLite stores 1/0). */
  bool(expr: string): string;
}

const pairs = (entries: readonly (readonly [string, string])[]): string =>
  entries.map(([key, expr]) => `'${key}', ${expr}`).join(', ');

const POSTGRES: JsonSql = {
  object: (entries) => `json_build_object(${pairs(entries)})`,
  array: (expr, order) => `COALESCE(json_agg(${expr} ORDER BY ${order}), '[]'::json)`,
  keyed: (key, value) => `COALESCE(json_object_agg(${key}, ${value}), '{}'::json)`,
  nested: (subquery) => `(${subquery})`,
  bool: (expr) => expr,
};

const SQLITE: JsonSql = {
  object: (entries) => `json_object(${pairs(entries)})`,
  array: (expr, order) => `json_group_array(${expr} ORDER BY ${order})`,
  keyed: (key, value) => `json_group_object(${key}, ${value})`,
  // A subquery's result loses its JSON subtype in SQLite: json() restores it, so it nests as an array or object.
  nested: (subquery) => `json((${subquery}))`,
  bool: (expr) => `json(CASE WHEN ${expr} THEN 'true' ELSE 'false' END)`,
};

export function jsonSql(m: EntityManager): JsonSql {
  return m.connection.options.type === 'postgres' ? POSTGRES : SQLITE;
}

/**
 * `[property, alias.column]` pairs for an entity's properties, column names taken from its metadata: the JSON
 * carries the entity's property names, so the resource mappers read it as they read entities.
 */
export function columnsOf<E extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<E>,
  alias: string,
  properties: readonly (keyof E & string)[],
): [string, string][] {
  const metadata = m.connection.getMetadata(entity);
  return properties.map((property) => {
    const column = metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${metadata.name} has no column ${property}`);
    return [property, `${alias}.${m.connection.driver.escape(column.databaseName)}`];
  });
}

/** PostgreSQL's driver parses json columns; SQLite returns their text. */
export const parsedJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

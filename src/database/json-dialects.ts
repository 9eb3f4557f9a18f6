import type { JsonSql } from './dialect.js';

const pairs = (entries: readonly (readonly [string, string])[]): string =>
  entries.map(([key, expr]) => `'${key}', ${expr}`).join(', ');

export const POSTGRES_JSON: JsonSql = {
  object: (entries) => `json_build_object(${pairs(entries)})`,
  array: (expr, order) => `COALESCE(json_agg(${expr} ORDER BY ${order}), '[]'::json)`,
  nested: (subquery) => `(${subquery})`,
  bool: (expr) => expr,
};

export const SQLITE_JSON: JsonSql = {
  object: (entries) => `json_object(${pairs(entries)})`,
  array: (expr, order) => `json_group_array(${expr} ORDER BY ${order})`,
  // A subquery's result loses its JSON subtype in SQLite: json() restores it, so it nests as an array or object.
  nested: (subquery) => `json((${subquery}))`,
  bool: (expr) => `json(CASE WHEN ${expr} THEN 'true' ELSE 'false' END)`,
};

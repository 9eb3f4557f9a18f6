/**
 * SQL that writes a resource's wire JSON, so that a read's answer leaves the database as the text the client gets:
 * the app neither parses it nor maps it nor serialises it again (for a page of 20 workspaces with their embeds,
 * 80 KB of JSON, that was over half of the request's CPU, most of it in garbage collection).
 *
 * The text is compact and byte-identical to what JSON.stringify makes of the same values (both databases escape
 * strings as it does; `wire-json.spec` checks every code point class). Keys are constants of the code.
 *
 * PostgreSQL concatenates text (`json_build_object` would write `{"a" : 1}`, and json_agg a newline between items);
 * SQLite's JSON functions are compact already, and pass a JSON value through when it is an argument of another.
 */
export interface WireJsonSql {
  /** A column or expression of type text, integer or boolean, as JSON (null as `null`). */
  value(expr: string): string;
  /** A boolean column (SQLite stores 1/0) as `true`/`false`. */
  bool(expr: string): string;
  /** A string constant of the code. */
  constant(text: string): string;
  /** Removes JS_WHITESPACE from both ends of a text expression. */
  trim(expr: string): string;
  /** An object from `[key, JSON expression]` pairs, in order. */
  object(pairs: readonly (readonly [string, string])[]): string;
  /** The array of the JSON expression `element` over the rows of `from` (`FROM … WHERE …`), in `order`; `[]` when none. */
  array(element: string, from: string, order: string): string;
  /** The JSON of a scalar subquery (an object), `null` when it finds no row. */
  nested(subquery: string): string;
  /** The JSON object `object` (an expression of its text) with the member `key: value` added last. */
  withMember(object: string, key: string, value: string): string;
  /** The part of a text before its first `@` (all of it without one). */
  beforeAt(expr: string): string;
  /** The elements of a JSON array of strings held in a text expression, as a FROM item `alias(value, position)`. */
  elements(expr: string, alias: string): string;
  /** The values of `expr` over the rows of `from`, in `order`, joined by `separator`; NULL when none. */
  joined(expr: string, separator: string, from: string, order: string): string;
}

/** JavaScript's String.prototype.trim() whitespace (WhiteSpace and LineTerminator), for SQL trim(). */
export const JS_WHITESPACE =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

const KEY = /^[A-Za-z][A-Za-z0-9]*$/;
const key = (name: string): string => {
  if (!KEY.test(name)) throw new Error(`not a wire key: ${name}`);
  return name;
};
/** A SQL string literal of trusted text (no quote inside, checked). */
export const literal = (text: string): string => {
  if (text.includes("'")) throw new Error('literal with a quote');
  return `'${text}'`;
};

export const POSTGRES_WIRE: WireJsonSql = {
  value: (expr) => `COALESCE(to_json(${expr})::text, 'null')`,
  bool: (expr) => `COALESCE(to_json(${expr})::text, 'null')`,
  constant: (text) => literal(JSON.stringify(text)),
  trim: (expr) => `btrim(${expr}, ${literal(JS_WHITESPACE)})`,
  object: (pairs) =>
    `(${pairs.map(([name, expr], i) => `'${i === 0 ? '{' : ','}"${key(name)}":' || ${expr}`).join(' || ')} || '}')`,
  array: (element, from, order) =>
    `(SELECT '[' || COALESCE(string_agg(${element}, ',' ORDER BY ${order}), '') || ']' ${from})`,
  nested: (subquery) => `COALESCE((${subquery}), 'null')`,
  withMember: (object, name, value) => `(left(${object}, -1) || ',"${key(name)}":' || ${value} || '}')`,
  beforeAt: (expr) => `split_part(${expr}, '@', 1)`,
  elements: (expr, alias) => `json_array_elements_text((${expr})::json) WITH ORDINALITY ${alias}(value, position)`,
  joined: (expr, separator, from, order) =>
    `(SELECT string_agg(${expr}, ${literal(separator)} ORDER BY ${order}) ${from})`,
};

/**
 * SQLite writes the text the same way, json_quote() escaping each value: its JSON functions would nest a subquery's
 * JSON only through json(), which parses the text again at every level (twice the statement's cost, measured).
 * An object is one concat() of its pieces: `a || b || c` copies the text built so far at every `||`, so a workspace's
 * JSON of 60 fields was copied 60 times over (concat: the page's statement 1,500 → 1,170 µs, same text). No piece is
 * NULL (concat would skip it where `||` gives NULL): values are json_quote()d, nested objects COALESCEd to `null`.
 */
export const SQLITE_WIRE: WireJsonSql = {
  value: (expr) => `json_quote(${expr})`,
  bool: (expr) => `(CASE WHEN ${expr} IS NULL THEN 'null' WHEN ${expr} THEN 'true' ELSE 'false' END)`,
  constant: (text) => literal(JSON.stringify(text)),
  trim: (expr) => `trim(${expr}, ${literal(JS_WHITESPACE)})`,
  object: (pairs) =>
    `concat(${pairs.map(([name, expr], i) => `'${i === 0 ? '{' : ','}"${key(name)}":', ${expr}`).join(', ')}, '}')`,
  array: (element, from, order) => `(SELECT concat('[', group_concat(${element}, ',' ORDER BY ${order}), ']') ${from})`,
  nested: POSTGRES_WIRE.nested,
  withMember: (object, name, value) =>
    `concat(substr(${object}, 1, length(${object}) - 1), ',"${key(name)}":', ${value}, '}')`,
  beforeAt: (expr) =>
    `CASE WHEN instr(${expr}, '@') = 0 THEN ${expr} ELSE substr(${expr}, 1, instr(${expr}, '@') - 1) END`,
  elements: (expr, alias) => `(SELECT value, key AS position FROM json_each(${expr})) ${alias}`,
  joined: (expr, separator, from, order) =>
    `(SELECT group_concat(${expr}, ${literal(separator)} ORDER BY ${order}) ${from})`,
};

/**
 * The `id`, `object` and `url` every resource's JSON starts with (the first three fields of its to…Resource()), for
 * the row whose id is the expression `id`.
 */
export function resourceHeadSql(
  w: WireJsonSql,
  { object, collection, id }: { object: string; collection: string; id: string },
): [string, string][] {
  return [
    ['id', w.value(id)],
    ['object', w.constant(object)],
    ['url', w.value(urlSql(collection, id))],
  ];
}

/**
 * The resource's `url` (resourceUrl of src/common/urls.ts) from the statement's `:baseUrl` parameter (the service's
 * PUBLIC_BASE_URL). `collection` is a constant of the code.
 */
export const urlSql = (collection: string, id: string): string => {
  if (!/^[a-z-]+$/.test(collection)) throw new Error(`not a collection: ${collection}`);
  return `(CAST(:baseUrl AS TEXT) || '/v1/${collection}/' || ${id})`;
};

import type { Dialect } from './dialect.js';
import { POSTGRES_WIRE, SQLITE_WIRE, type WireJsonSql } from './wire-json.js';

/** The databases a computed field's SQL is written for (Dialect['name']). */
export type SqlDialect = Dialect['name'];

/**
 * A value computed by a rule the service runs in two places: in JavaScript where it builds a value itself (e-mails,
 * pages, resources it maps) and in SQL where the database writes the wire JSON. Both forms are declared in one
 * `<rule>.computed.ts` module, side by side, so that a change to the rule is one change; every caller imports that
 * module. test/e2e/computed-fields.e2e-spec.ts runs each declared field's SQL on both databases on generated,
 * hostile input and compares it with the JavaScript, value for value.
 *
 * `Of` names the rule's inputs as SQL expressions (columns of the statement, written in code, never client text).
 */
export interface ComputedField<Js extends (...args: never[]) => unknown, Of> {
  /** The JavaScript form. */
  readonly js: Js;
  /** The SQL form in each dialect: an expression of `of`'s expressions giving the same value as `js`. */
  readonly sql: Readonly<Record<SqlDialect, (of: Of) => string>>;
}

/** One SQL form for both dialects, written with each dialect's wire vocabulary (trim, JSON array elements…). */
export function inEachDialect<Of>(sql: (of: Of, w: WireJsonSql) => string): Record<SqlDialect, (of: Of) => string> {
  return { postgres: (of) => sql(of, POSTGRES_WIRE), sqlite: (of) => sql(of, SQLITE_WIRE) };
}

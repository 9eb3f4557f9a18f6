import type { DataSource, EntityManager, EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ChangeFeed, ChangeSource } from './change-feed.js';
import type { Leasable } from './leased-row.js';
import type { WireJsonSql } from './wire-json.js';

/**
 * JSON built by the database, in either dialect, so that a row and all its embeds come back from one statement.
 * SQLite needs 3.44 or later for ORDER BY inside json_group_array: better-sqlite3 bundles its own, newer SQLite.
 */
export interface JsonSql {
  /** A JSON object from `[key, SQL expression]` pairs (keys are trusted constants). */
  object(pairs: readonly (readonly [string, string])[]): string;
  /** The JSON array of `expr` over the rows of a query, in `order`; `[]` when there are none. */
  array(expr: string, order: string): string;
  /** A scalar subquery's JSON, nested as JSON rather than as a string. */
  nested(subquery: string): string;
  /** A boolean column as JSON true/false (SQLite stores 1/0). */
  bool(expr: string): string;
}

/** What claimDue takes: which due rows of `table` to lease, and for how long. */
export interface DueClaim {
  table: string;
  now: string;
  limit: number;
  leaseMs: number;
  /** Restricts the claim to the rows whose `column` (a column name written in code, never input) equals `value`. */
  scope?: { column: string; value: string };
}

/** A read statement run by the driver directly (see prepared-query.ts). */
export type StatementRunner = <T>(m: EntityManager, sql: string, parameters: readonly unknown[]) => Promise<T[]>;

/**
 * Everything that differs between PostgreSQL and SQLite, in one object: Db picks it once from the data source, and
 * code asks it (`db.dialect`; `dialectOf(m.connection)` where only an EntityManager is at hand) instead of testing
 * the driver's name.
 */
export interface Dialect {
  readonly name: 'postgres' | 'sqlite';
  /**
   * SQLite: one connection, so Db runs this process's database work one transaction at a time and every write
   * is serialized; a row read earlier in a transaction is then still current and locks have nothing to add.
   */
  readonly serialized: boolean;
  /** Adjusts the driver once, when Db is built. */
  attach(dataSource: DataSource): void;
  /** Serializes the transactions that read-then-write a shared state for one key, until the transaction ends. */
  lock(m: EntityManager, key: string): Promise<void>;
  /** The find option that locks the rows read until the transaction ends (for the writes that follow). */
  readonly forUpdate: { lock?: { mode: 'pessimistic_write' } };
  /** Makes concurrent selecting transactions (other instances) take disjoint rows instead of waiting. */
  skipLocked<Q extends SelectQueryBuilder<ObjectLiteral>>(qb: Q): Q;
  /** Tells other connections listening on `channel` that something changed, when the transaction commits. */
  notify(m: EntityManager, channel: string): Promise<void>;
  /**
   * Reports when another connection may have changed data: PostgreSQL, a notification on the source's channel (on a
   * listening connection of its own), with its payload, and without one when the listening connection was lost or is
   * back (anything may have been missed); SQLite, any commit by another connection to the file.
   */
  changeFeed(dataSource: DataSource, source: ChangeSource, changed: (payload?: string) => void): ChangeFeed;
  /**
   * SQL for the next number of a counter that orders inserts (names are constants written in code): PostgreSQL, the
   * sequence `sequence`; SQLite, one more than `column`'s largest value in `table`, safe under its single writer.
   */
  nextInSequence(counter: { sequence: string; table: string; column: string }): string;
  /**
   * Claims up to `limit` due rows (see dueCondition) by setting `locked_until`, so no other worker (in this process
   * or another instance) handles them meanwhile; answers them oldest due first. A worker that dies mid-delivery
   * loses only its lease: the row becomes due again when the lease expires.
   */
  claimDue<T extends Leasable>(m: EntityManager, target: EntityTarget<T>, claim: DueClaim): Promise<T[]>;
  readonly json: JsonSql;
  /** The same, writing the wire JSON's text itself (see wire-json.ts). */
  readonly wire: WireJsonSql;
  /** A read statement prepared once per connection (see preparedQuery). */
  readonly prepared: StatementRunner;
  /** The same without a named plan, for statements whose best plan depends on the values bound. */
  readonly plain: StatementRunner;
}

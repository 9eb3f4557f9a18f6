import { type DataSource, In } from 'typeorm';
import { SqliteChangeFeed } from './change-feed.js';
import type { Dialect } from './dialect.js';
import { SQLITE_JSON } from './json-dialects.js';
import { SQLITE_WIRE } from './wire-json.js';
import { dueCondition, later } from './leased-row.js';
import { sqliteQuery } from './sqlite-statements.js';

/**
 * SQLite (better-sqlite3): one connection and one writer per file. Db serializes this process's work on the
 * connection; other processes sharing the file wait on its write lock (busy_timeout). So there is nothing to lock
 * or skip, and other processes see a commit through `PRAGMA data_version` rather than a notification.
 */
export const SQLITE: Dialect = {
  name: 'sqlite',
  serialized: true,
  attach: beginTransactionsImmediately,
  lock: () => Promise.resolve(),
  forUpdate: {},
  skipLocked: (qb) => qb,
  notify: () => Promise.resolve(),
  changeFeed: (dataSource, _source, changed) => new SqliteChangeFeed(dataSource, changed),
  nextInSequence: ({ table, column }) => `(SELECT coalesce(max("${column}"), 0) + 1 FROM "${table}")`,
  async claimDue(m, target, claim) {
    const scoped = claim.scope ? ` AND ${claim.scope.column} = :scope` : '';
    // One UPDATE claims the batch atomically, also against another process sharing the SQLite file.
    const [sql, parameters] = m.connection.driver.escapeQueryWithParameters(
      `UPDATE ${claim.table} SET locked_until = :lease WHERE id IN (
       SELECT id FROM ${claim.table} WHERE ${dueCondition()}${scoped} ORDER BY next_attempt_at LIMIT :limit
     ) RETURNING id`,
      {
        lease: later(claim.now, claim.leaseMs),
        now: claim.now,
        limit: claim.limit,
        ...(claim.scope && { scope: claim.scope.value }),
      },
    );
    const claimed: { id: string }[] = await m.query(sql, parameters);
    if (claimed.length === 0) return [];
    const rows = await m.find(target, { where: { id: In(claimed.map((row) => row.id)) } as never });
    return rows.sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt));
  },
  json: SQLITE_JSON,
  wire: SQLITE_WIRE,
  prepared: sqliteQuery,
  plain: sqliteQuery,
};

/**
 * TypeORM opens SQLite transactions with a deferred BEGIN: the write lock is requested at the first write, and when
 * another process (a second server on the same file) committed since the transaction's first read, SQLite refuses
 * the upgrade at once with SQLITE_BUSY, without waiting for busy_timeout. BEGIN IMMEDIATE takes the write lock up
 * front, where busy_timeout does wait. better-sqlite3 has one query runner per data source; only its BEGIN changes.
 */
function beginTransactionsImmediately(dataSource: DataSource): void {
  const runner = dataSource.createQueryRunner();
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  runner.query = ((sql: string, ...rest: unknown[]) =>
    query(sql === 'BEGIN TRANSACTION' ? 'BEGIN IMMEDIATE TRANSACTION' : sql, ...rest)) as typeof runner.query;
}

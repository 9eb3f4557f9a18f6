import { In } from 'typeorm';
import { PostgresChangeFeed } from './change-feed.js';
import type { Dialect } from './dialect.js';
import { POSTGRES_JSON } from './json-dialects.js';
import { POSTGRES_WIRE } from './wire-json.js';
import { dueCondition, later } from './leased-row.js';
import { postgresPlain, postgresPrepared } from './postgres-statements.js';

/** PostgreSQL: a pool of connections with real isolation, so concurrent transactions coordinate through locks. */
export const POSTGRES: Dialect = {
  name: 'postgres',
  serialized: false,
  attach: () => undefined,
  async lock(m, key) {
    await m.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
  },
  forUpdate: { lock: { mode: 'pessimistic_write' } },
  skipLocked: (qb) => qb.setLock('pessimistic_write').setOnLocked('skip_locked'),
  async notify(m, channel) {
    await m.query('SELECT pg_notify($1, $2)', [channel, '']);
  },
  nextInSequence: ({ sequence }) => `nextval('${sequence}')`,
  changeFeed(dataSource, source, changed) {
    // The application's own connection settings (data-source-options.ts), for a connection outside the pool.
    const { url, extra } = dataSource.options as { url: string; extra: { connectionTimeoutMillis: number } };
    return new PostgresChangeFeed(
      { connectionString: url, connectTimeoutMs: extra.connectionTimeoutMillis, source },
      changed,
    );
  },
  async claimDue(m, target, claim) {
    const lease = later(claim.now, claim.leaseMs);
    const scoped = claim.scope ? ` AND ${claim.scope.column} = :scope` : '';
    // SKIP LOCKED lets concurrent instances claim disjoint batches without waiting on each other.
    const rows = await POSTGRES.skipLocked(
      m
        .createQueryBuilder(target, 'o')
        .where(`${dueCondition()}${scoped}`, { now: claim.now, scope: claim.scope?.value })
        .orderBy('o.next_attempt_at', 'ASC')
        .limit(claim.limit),
    ).getMany();
    if (rows.length === 0) return [];
    await m
      .createQueryBuilder()
      .update(target)
      .set({ lockedUntil: lease } as never)
      .where({ id: In(rows.map((row) => row.id)) })
      .execute();
    return rows.map((row) => ({ ...row, lockedUntil: lease }));
  },
  json: POSTGRES_JSON,
  wire: POSTGRES_WIRE,
  prepared: postgresPrepared,
  plain: postgresPlain,
};

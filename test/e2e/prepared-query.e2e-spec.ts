import { type EntityManager, QueryFailedError } from 'typeorm';
import { isUniqueViolation } from '../../src/common/http/db-errors.js';
import { Db } from '../../src/database/db.service.js';
import { preparedQuery } from '../../src/database/prepared-query.js';
import { QueryCounter } from '../../src/database/query-counter.js';
import { type TestApp, bootTestApp, testDb } from '../support/app.js';
import { itOn } from '../support/dialect.js';

/**
 * preparedQuery behaves like `m.query` wherever it runs (counted, in transactions, errors wrapped the same way);
 * on PostgreSQL the statement is also a named prepared statement of the connection that ran it.
 */
describe('preparedQuery', () => {
  let t: TestApp;
  const p = (n: number): string => (testDb() === 'postgres' ? `$${n}` : '?');

  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(() => t.close());

  it('returns what m.query returns, every time, and each execution is one counted statement', async () => {
    const { orgId } = await t.newOrg();
    const sql = `SELECT o.id AS "id", o.slug AS "slug" FROM "organization" o WHERE o.id = ${p(1)}`;
    const expected = await t.dataSource.manager.query(sql, [orgId]);
    expect(expected).toHaveLength(1);
    for (let i = 0; i < 3; i++) {
      const rows = await QueryCounter.track(async () => {
        const result = await preparedQuery(t.dataSource.manager, sql, [orgId]);
        expect(QueryCounter.currentScope()?.count).toBe(1);
        return result;
      });
      expect(rows).toEqual(expected);
    }
  });

  /** Inserts a row in a transaction that is rolled back afterwards, and runs `check` inside it. */
  const inRolledBackTransaction = async (check: (m: EntityManager) => Promise<void>) => {
    await t.dataSource
      .transaction(async (m) => {
        await m.query(
          `INSERT INTO "organization" (id, name, slug, created_at, updated_at) VALUES ('pqtx00000001', 'pq tx', 'pq-tx',
            '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
        );
        await check(m);
        throw new Error('rollback');
      })
      .catch((error: Error) => expect(error.message).toBe('rollback'));
  };
  const countTxRows = `SELECT COUNT(*) AS "n" FROM "organization" o WHERE o.name = ${p(1)}`;

  it('runs on the transaction it is given: sees its uncommitted rows', async () => {
    await inRolledBackTransaction(async (m) => {
      const [row] = await preparedQuery<{ n: number | string }>(m, countTxRows, ['pq tx']);
      expect(Number(row.n)).toBe(1);
    });
    const [after] = await preparedQuery<{ n: number | string }>(t.dataSource.manager, countTxRows, ['pq tx']);
    expect(Number(after.n)).toBe(0);
  });

  itOn('postgres')('is prepared on the connection of the transaction it is given', async () => {
    await inRolledBackTransaction(async (m) => {
      await preparedQuery(m, countTxRows, ['pq tx']);
      const prepared = await m.query('SELECT name FROM pg_prepared_statements WHERE statement = $1', [countTxRows]);
      expect(prepared).toHaveLength(1);
    });
  });

  it('fails as m.query fails: a QueryFailedError carrying the driver error (a unique violation maps to 409)', async () => {
    const insert = `INSERT INTO "organization" (id, name, slug, created_at, updated_at)
      VALUES (${p(1)}, 'pq dup', ${p(2)}, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`;
    await preparedQuery(t.dataSource.manager, insert, ['pqdup0000001', 'pq-dup-1']);
    const failure = await preparedQuery(t.dataSource.manager, insert, ['pqdup0000001', 'pq-dup-2']).catch(
      (error: unknown) => error,
    );
    const viaQuery = await t.dataSource.manager.query(insert, ['pqdup0000001', 'pq-dup-3']).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect(viaQuery).toBeInstanceOf(QueryFailedError);
    expect(isUniqueViolation(failure)).toBe(true);
    const code = (error: unknown): unknown => ((error as QueryFailedError).driverError as { code?: unknown }).code;
    expect(code(failure)).toBe(code(viaQuery));
  });

  it('Db.query never reads uncommitted rows of a transaction in progress: on SQLite it waits for the open transaction', async () => {
    const db = t.app.get(Db);
    const sql = `SELECT COUNT(*) AS "n" FROM "organization" o WHERE o.name = ${p(1)}`;
    let inserted!: () => void;
    const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
    const writer = db
      .write(async (m) => {
        await m.query(
          `INSERT INTO "organization" (id, name, slug, created_at, updated_at) VALUES ('dbq000000001', 'dbq tx', 'dbq-tx',
            '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
        );
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rollback');
      })
      .catch((error: Error) => error.message);
    await insertedNow;
    const [row] = await db.query<{ n: number | string }>(sql, ['dbq tx']);
    expect(Number(row.n)).toBe(0);
    expect(await writer).toBe('rollback');
  });
});

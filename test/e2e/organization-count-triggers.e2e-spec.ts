import { COUNTED_RESOURCES } from '../../src/organizations/organization-count.repository.js';
import { type TestApp, bootTestApp, testDb } from '../support/app.js';

/**
 * The counted-resource list (organization-counts.ts) and the triggers the migrations installed must agree: a table
 * listed without triggers would answer stale totals, a table with triggers but not listed would be counted for nothing.
 */
describe('organization counting triggers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(() => t.close());

  const sorted = (tables: string[]): string[] => [...new Set(tables)].sort();

  it('count exactly the tables of COUNTED_RESOURCES, on insert and on delete', async () => {
    const rows: { tableName: string; event: string }[] =
      testDb() === 'postgres'
        ? await t.dataSource.query(
            `SELECT c.relname AS "tableName", e.event AS "event"
               FROM pg_trigger g
               JOIN pg_class c ON c.oid = g.tgrelid
               JOIN pg_proc p ON p.oid = g.tgfoid
               CROSS JOIN LATERAL (VALUES ('insert', 4), ('delete', 8)) AS e(event, bit)
              WHERE p.proname = 'count_organization_rows' AND NOT g.tgisinternal
                AND pg_table_is_visible(c.oid) AND (g.tgtype & e.bit) <> 0`,
          )
        : await t.dataSource.query(
            `SELECT tbl_name AS "tableName", CASE WHEN sql LIKE '% AFTER INSERT %' THEN 'insert' ELSE 'delete' END AS "event"
               FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%"organization_count"%'`,
          );
    const expected = sorted([...COUNTED_RESOURCES]);
    expect(sorted(rows.filter((row) => row.event === 'insert').map((row) => row.tableName))).toEqual(expected);
    expect(sorted(rows.filter((row) => row.event === 'delete').map((row) => row.tableName))).toEqual(expected);
    expect(rows).toHaveLength(expected.length * 2);
  });
});

import { apiAs } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { describeOn } from '../support/dialect.js';
import { insertWorkspace } from '../support/factories/workspaces.js';

/**
 * GET /v1/workspaces/{id} reads its workspace by id: no part of its statement (the row, its embeds, the row version
 * for the ETag) walks the workspace table. A join for the version once made SQLite scan every workspace and probe the
 * page for each (15 ms per read at 100,000 workspaces); the plan of the statement the request really issues is read.
 */
describeOn('sqlite')('GET /v1/workspaces/{id} (SQLite plan)', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('reaches every workspace row through an index, the ETag’s version included', async () => {
    t = await bootTestApp();
    const org = await t.newOrg();
    const api = apiAs(t, org.key);
    const workspace = await insertWorkspace(t, org.orgId);
    for (let i = 0; i < 200; i++) await insertWorkspace(t, org.orgId);
    // With the statistics a database has after ANALYZE (the benchmark's do), as its planner then sees the table.
    await t.dataSource.query('ANALYZE');
    const statements = await t.issuedStatements(() => api.get(`/v1/workspaces/${workspace.id}`).expect(200));
    const read = statements.find(({ sql }) => sql.includes('AS "version"'));
    expect(read).toBeDefined();
    const plan = (await t.dataSource.query(`EXPLAIN QUERY PLAN ${read!.sql}`, [...read!.parameters])) as {
      detail: string;
    }[];
    const onWorkspace = plan.map((row) => row.detail).filter((detail) => /^(SCAN|SEARCH) w\b/.test(detail));
    expect(onWorkspace.length).toBeGreaterThan(0);
    expect(onWorkspace).toEqual(onWorkspace.map(() => expect.stringMatching(/^SEARCH w USING (COVERING )?INDEX/)));
  });
});

import { type Api, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { describeOn } from '../support/dialect.js';
import { insertWorkspace } from '../support/factories/workspaces.js';

/**
 * Workspace reads reach the workspace table only through indexes: no part of their statement (the rows, their embeds,
 * the row version for the ETag) walks it. A join for the version once made SQLite scan every workspace and probe the
 * page for each (15 ms per read at 100,000 workspaces); the plans of the statements the requests really issue are read.
 */
describeOn('sqlite')('workspace reads (SQLite plans, with ANALYZE statistics)', () => {
  let t: TestApp;
  let api: Api;
  let workspaceId: string;

  beforeAll(async () => {
    let orgId: string;
    ({ t, api, orgId } = await bootWithOrg());
    workspaceId = (await insertWorkspace(t, orgId)).id;
    for (let i = 0; i < 200; i++) await insertWorkspace(t, orgId);
    // The statistics a database has after ANALYZE (the benchmark's do): the planner then knows the table is large.
    await t.dataSource.query('ANALYZE');
  });
  afterAll(() => t.close());

  /** How the statement of `path` that mentions `marker` reaches the workspace table (alias w). */
  async function workspaceAccess(path: string, marker: string): Promise<string[]> {
    const statements = await t.issuedStatements(() => api.get(path).expect(200));
    const read = statements.find(({ sql }) => sql.includes(marker));
    expect(read).toBeDefined();
    const plan = (await t.dataSource.query(`EXPLAIN QUERY PLAN ${read!.sql}`, [...read!.parameters])) as {
      detail: string;
    }[];
    const access = plan.map((row) => row.detail).filter((detail) => /^(SCAN|SEARCH) w\b/.test(detail));
    expect(access.length).toBeGreaterThan(0);
    return access;
  }

  it('GET /v1/workspaces/{id} reaches every workspace row through an index, the ETag’s version included', async () => {
    const access = await workspaceAccess(`/v1/workspaces/${workspaceId}`, 'AS "version"');
    expect(access).toEqual(access.map(() => expect.stringMatching(/^SEARCH w USING (COVERING )?INDEX/)));
  });

  it('GET /v1/workspaces reaches the page’s rows through an index', async () => {
    const access = await workspaceAccess('/v1/workspaces?limit=20', 'AS "rows"');
    expect(access).toEqual(access.map(() => expect.stringMatching(/^SEARCH w USING (COVERING )?INDEX/)));
  });
});

import { newId } from '../../src/common/ids.js';
import { type Api, apiAs } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { createBoard } from '../support/factories/boards.js';
import { insertTemplate } from '../support/factories/templates.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { countRows } from '../support/lifecycle.js';

/** Exact totals of unfiltered lists from the organization's counters (the OrganizationCounts migration). */
describe('organization counters behind list totals', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(() => t.close());

  const org = async () => {
    const o = await t.newOrg();
    return { ...o, api: apiAs(t, o.key) };
  };
  const totalOf = async (api: Api, path: string): Promise<number> =>
    (await api.get(path).expect(200)).body.data.pageInfo.total as number;

  it('answers an unfiltered list without COUNT(*) and a filtered one with it', async () => {
    const { api } = await org();
    // COUNT(*) over the resource's table (the statement also counts the page's own rows, at most 100).
    const countsTable = (sql: string) => /count\(\*\) FROM ("[^"]+"\.)?"(workspace|board)"/i.test(sql);
    for (const path of ['/v1/workspaces?limit=5', '/v1/boards?limit=5']) {
      const statements = await t.statementsOf(() => api.get(path).expect(200));
      expect(statements.filter(countsTable)).toEqual([]);
    }
    const filtered = await t.statementsOf(() => api.get('/v1/workspaces?filters[published]=true').expect(200));
    expect(filtered.filter(countsTable)).toHaveLength(1);
  });

  it('keeps workspace and board totals exact through API creates, concurrent creates, factory inserts and deletes', async () => {
    const { api, orgId } = await org();
    const template = await insertTemplate(t, orgId);
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) => api.post('/v1/workspaces', { name: `W${i}`, templateId: template.id })),
    );
    expect(created.map((res) => res.status)).toEqual(Array(12).fill(201));
    await insertWorkspace(t, orgId);
    await api.delete(`/v1/workspaces/${created[0].body.data.workspace.id}`).expect(200);
    await api.delete(`/v1/workspaces/${created[1].body.data.workspace.id}`).expect(200);

    const boards = await Promise.all(Array.from({ length: 8 }, (_, i) => createBoard(api, { title: `B${i}` })));
    await api.delete(`/v1/boards/${boards[3].id}`).expect(200);

    expect(await totalOf(api, '/v1/workspaces?limit=1')).toBe(11);
    expect(await countRows(t, 'workspace', 'organization_id = ?', [orgId])).toBe(11);
    expect(await totalOf(api, '/v1/boards?limit=1')).toBe(7);
    expect(await countRows(t, 'board', 'organization_id = ?', [orgId])).toBe(7);
  });

  it('counts each organization apart, and an organization without rows has a total of 0', async () => {
    const first = await org();
    const second = await org();
    await createBoard(first.api, { title: 'Only here' });
    expect(await totalOf(first.api, '/v1/boards')).toBe(1);
    expect(await totalOf(second.api, '/v1/boards')).toBe(0);
    expect(await totalOf(second.api, '/v1/workspaces')).toBe(0);
  });

  it('counts the rows that existed before the migration ran', async () => {
    const { api, orgId } = await org();
    for (const title of ['A', 'B', 'C']) await createBoard(api, { title });
    await insertWorkspace(t, orgId);
    // Back to before OrganizationCounts: the migrations after it first, then it.
    const names = t.dataSource.migrations.map((migration) => migration.name ?? '');
    const undo = names.length - names.findIndex((name) => name.startsWith('OrganizationCounts'));
    for (let i = 0; i < undo; i++) await t.dataSource.undoLastMigration();
    try {
      // Without the counters and their triggers, as before the migration: rows come and go uncounted.
      await t.dataSource.query(`DELETE FROM board WHERE organization_id = '${orgId}' AND title = 'A'`);
      // Only the columns the table had then: the entity's later ones (the sharing settings…) do not exist yet.
      const now = new Date().toISOString();
      await t.dataSource.query(
        `INSERT INTO workspace (id, organization_id, name, created_at, updated_at)
          VALUES ('${newId()}', '${orgId}', 'Before the counters', '${now}', '${now}')`,
      );
    } finally {
      await t.dataSource.runMigrations();
    }
    expect(await totalOf(api, '/v1/boards')).toBe(2);
    expect(await totalOf(api, '/v1/workspaces')).toBe(2);
  });
});

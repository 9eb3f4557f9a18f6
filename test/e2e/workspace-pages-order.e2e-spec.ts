import { type Api, newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { createPage, createPages, createSection, pageTitles } from '../support/factories/workspace-structure.js';

/** A workspace's pages keep a compact 0-based order through creates, moves and deletes. */
describe('workspace page order', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  // One application for the file, an organization per test: no test sees another's rows (a boot per test cost
  // about 2 s each on PostgreSQL).
  beforeAll(async () => (t = await bootTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => ({ api, orgId } = await newOrgApi(t)));

  it('places pages by 0-based index, shifting later ones, and appends when index is past the end', async () => {
    const ws = await insertWorkspace(t, orgId);
    await createPages(api, ws.id, ['A', 'B']);
    await createPage(api, ws.id, { title: 'First', index: 0 });
    await createPage(api, ws.id, { title: 'Middle', index: 2 });
    const last = await createPage(api, ws.id, { title: 'Last', index: 999 });
    expect(last.index).toBe(4);
    expect(await pageTitles(api, ws.id)).toEqual(['First', 'A', 'Middle', 'B', 'Last']);
  });

  it('keeps each workspace’s order apart', async () => {
    const [one, two] = [await insertWorkspace(t, orgId), await insertWorkspace(t, orgId)];
    await createPages(api, one.id, ['A', 'B']);
    const first = await createPage(api, two.id, { title: 'X' });
    expect(first.index).toBe(0);
    expect(await pageTitles(api, one.id)).toEqual(['A', 'B']);
  });

  it('moves a page down and up with index, shifting the pages in between (past the end = last)', async () => {
    const ws = await insertWorkspace(t, orgId);
    const ids = await createPages(api, ws.id, ['A', 'B', 'C', 'D']);
    const moved = await api.patch(`/v1/workspace-pages/${ids.A}`, { index: 2 }).expect(200);
    expect(moved.body.data.workspacePage.index).toBe(2);
    expect(await pageTitles(api, ws.id)).toEqual(['B', 'C', 'A', 'D']);
    await api.patch(`/v1/workspace-pages/${ids.D}`, { index: 0 }).expect(200);
    expect(await pageTitles(api, ws.id)).toEqual(['D', 'B', 'C', 'A']);
    const end = await api.patch(`/v1/workspace-pages/${ids.B}`, { index: 50 }).expect(200);
    expect(end.body.data.workspacePage.index).toBe(3);
    expect(await pageTitles(api, ws.id)).toEqual(['D', 'C', 'A', 'B']);
  });

  it('changes the ETag of the pages a move shifts, since their index changed', async () => {
    const ws = await insertWorkspace(t, orgId);
    const ids = await createPages(api, ws.id, ['A', 'B']);
    const before = (await api.get(`/v1/workspace-pages/${ids.A}`).expect(200)).headers.etag;
    await api.patch(`/v1/workspace-pages/${ids.B}`, { index: 0 }).expect(200);
    const after = await api.get(`/v1/workspace-pages/${ids.A}`).expect(200);
    expect(after.body.data.workspacePage.index).toBe(1);
    expect(after.headers.etag).not.toBe(before);
  });

  it('compacts the order after a delete', async () => {
    const ws = await insertWorkspace(t, orgId);
    const ids = await createPages(api, ws.id, ['A', 'B', 'C']);
    await api.delete(`/v1/workspace-pages/${ids.B}`).expect(200);
    expect(await pageTitles(api, ws.id)).toEqual(['A', 'C']);
    await createPage(api, ws.id, { title: 'X', index: 1 });
    expect(await pageTitles(api, ws.id)).toEqual(['A', 'X', 'C']);
  });

  it('deletes a page’s sections with it, leaving the other pages’ sections', async () => {
    const ws = await insertWorkspace(t, orgId);
    const ids = await createPages(api, ws.id, ['Doomed', 'Kept']);
    const gone = [await createSection(api, ids.Doomed), await createSection(api, ids.Doomed)];
    const kept = await createSection(api, ids.Kept);
    await api.delete(`/v1/workspace-pages/${ids.Doomed}`).expect(200);
    for (const section of gone) await api.get(`/v1/workspace-sections/${section.id}`).expect(404);
    await api.get(`/v1/workspace-sections/${kept.id}`).expect(200);
    const rows = await t.dataSource.query(
      `SELECT COUNT(*) AS n FROM workspace_section WHERE workspace_page_id = '${ids.Doomed}'`,
    );
    expect(Number(rows[0].n)).toBe(0);
  });

  it('places 20 simultaneous page creations at 20 distinct, compact places', async () => {
    const ws = await insertWorkspace(t, orgId);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.post('/v1/workspace-pages', { workspaceId: ws.id, title: `P${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const indexes = results.map((r) => r.body.data.workspacePage.index as number).sort((a, b) => a - b);
    expect(indexes).toEqual([...Array(20).keys()]);
    expect(await pageTitles(api, ws.id)).toHaveLength(20);
  });

  it('removes a workspace’s pages and sections with the workspace', async () => {
    const ws = await insertWorkspace(t, orgId);
    const { P } = await createPages(api, ws.id, ['P']);
    const section = await createSection(api, P);
    await api.delete(`/v1/workspaces/${ws.id}`).expect(200);
    await api.get(`/v1/workspace-pages/${P}`).expect(404);
    await api.get(`/v1/workspace-sections/${section.id}`).expect(404);
    const rows = await t.dataSource.query(
      `SELECT (SELECT COUNT(*) FROM workspace_page WHERE organization_id = '${orgId}') AS pages, ` +
        `(SELECT COUNT(*) FROM workspace_section WHERE organization_id = '${orgId}') AS sections`,
    );
    expect([Number(rows[0].pages), Number(rows[0].sections)]).toEqual([0, 0]);
  });
});

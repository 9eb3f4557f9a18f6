import { type Api, newOrgApi, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { createPages, createSection, createSections, sectionTitles } from '../support/factories/workspace-structure.js';

/** A page's sections keep a compact 0-based order through creates, moves (within and across pages) and deletes. */
describe('workspace section order', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  // One application for the file, an organization per test: no test sees another's rows (a boot per test cost
  // about 2 s each on PostgreSQL).
  beforeAll(async () => (t = await bootTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => ({ api, orgId } = await newOrgApi(t)));

  it('places sections by index within their page, each page’s order its own', async () => {
    const ws = await insertWorkspace(t, orgId);
    const { P, Q } = await createPages(api, ws.id, ['P', 'Q']);
    await createSections(api, P, ['a', 'b']);
    await createSection(api, P, { title: 'first', index: 0 });
    await createSection(api, P, { title: 'last', index: 99 });
    expect((await createSection(api, Q, { title: 'q' })).index).toBe(0);
    expect(await sectionTitles(api, P)).toEqual(['first', 'a', 'b', 'last']);
  });

  it('moves a section within its page with index', async () => {
    const ws = await insertWorkspace(t, orgId);
    const { P } = await createPages(api, ws.id, ['P']);
    const ids = await createSections(api, P, ['a', 'b', 'c']);
    await api.patch(`/v1/workspace-sections/${ids.c}`, { index: 0 }).expect(200);
    expect(await sectionTitles(api, P)).toEqual(['c', 'a', 'b']);
    await api.patch(`/v1/workspace-sections/${ids.c}`, { index: 7 }).expect(200);
    expect(await sectionTitles(api, P)).toEqual(['a', 'b', 'c']);
  });

  it('moves a section to another page of its workspace: the old page closes up, the new one makes room', async () => {
    const ws = await insertWorkspace(t, orgId);
    const { P, Q } = await createPages(api, ws.id, ['P', 'Q']);
    const ids = await createSections(api, P, ['a', 'b', 'c']);
    await createSections(api, Q, ['x', 'y']);
    const res = await api.patch(`/v1/workspace-sections/${ids.a}`, { workspacePageId: Q, index: 1 }).expect(200);
    expect(res.body.data.workspaceSection).toMatchObject({ workspacePageId: Q, index: 1, workspaceId: ws.id });
    expect(await sectionTitles(api, P)).toEqual(['b', 'c']);
    expect(await sectionTitles(api, Q)).toEqual(['x', 'a', 'y']);
    await api.patch(`/v1/workspace-sections/${ids.b}`, { workspacePageId: Q }).expect(200);
    expect(await sectionTitles(api, Q)).toEqual(['x', 'a', 'y', 'b']);
    expect(await sectionTitles(api, P)).toEqual(['c']);
  });

  it('refuses to move a section to a page of another workspace, changing nothing', async () => {
    const [one, two] = [await insertWorkspace(t, orgId), await insertWorkspace(t, orgId)];
    const { P } = await createPages(api, one.id, ['P']);
    const { Other } = await createPages(api, two.id, ['Other']);
    const ids = await createSections(api, P, ['a', 'b']);
    const res = await api.patch(`/v1/workspace-sections/${ids.a}`, { workspacePageId: Other, index: 0 });
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'workspacePageId', message: `workspacePage ${Other} belongs to another workspace` },
    ]);
    expect(await sectionTitles(api, P)).toEqual(['a', 'b']);
    expect(await sectionTitles(api, Other)).toEqual([]);
  });

  it('compacts a page’s order after a section is deleted', async () => {
    const ws = await insertWorkspace(t, orgId);
    const { P } = await createPages(api, ws.id, ['P']);
    const ids = await createSections(api, P, ['a', 'b', 'c']);
    await api.delete(`/v1/workspace-sections/${ids.a}`).expect(200);
    expect(await sectionTitles(api, P)).toEqual(['b', 'c']);
  });

  it('places 20 simultaneous section creations on one page at 20 distinct, compact places', async () => {
    const ws = await insertWorkspace(t, orgId);
    const { P } = await createPages(api, ws.id, ['P']);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.post('/v1/workspace-sections', { workspacePageId: P, kind: 'text', text: `${i}`, title: `S${i}` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(await sectionTitles(api, P)).toHaveLength(20);
  });

  it('keeps the order compact under 12 simultaneous moves within one page and across two', async () => {
    const ws = await insertWorkspace(t, orgId);
    const { P, Q } = await createPages(api, ws.id, ['P', 'Q']);
    const ids = Object.values(await createSections(api, P, ['a', 'b', 'c', 'd', 'e', 'f']));
    const moves = ids.flatMap((id, i) => [
      api.patch(`/v1/workspace-sections/${id}`, { index: (i * 5) % 6 }),
      api.patch(`/v1/workspace-sections/${id}`, i % 2 === 0 ? { workspacePageId: Q, index: 0 } : { index: 0 }),
    ]);
    const results = await Promise.all(moves);
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    const all = [...(await sectionTitles(api, P)), ...(await sectionTitles(api, Q))];
    expect(all.sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('answers 201 or 400 to sections added while their page is deleted, and leaves none behind', async () => {
    const ws = await insertWorkspace(t, orgId);
    const { P } = await createPages(api, ws.id, ['P']);
    const creates = Array.from({ length: 10 }, (_, i) =>
      api.post('/v1/workspace-sections', { workspacePageId: P, kind: 'text', text: `${i}` }),
    );
    const [deleted, ...results] = await Promise.all([api.delete(`/v1/workspace-pages/${P}`), ...creates]);
    expect(deleted.status).toBe(200);
    for (const res of results) {
      expect([201, 400]).toContain(res.status);
      if (res.status === 400) expect(res.body.error.details[0].field).toBe('workspacePageId');
    }
    const rows = await t.dataSource.query(
      `SELECT COUNT(*) AS n FROM workspace_section WHERE organization_id = '${orgId}'`,
    );
    expect(Number(rows[0].n)).toBe(0);
  });

  it('answers 200, 400 or 404 to moves racing the deletion of their page and workspace, never 5xx, leaving nothing', async () => {
    for (let round = 0; round < 30; round++) {
      const ws = await insertWorkspace(t, orgId);
      const { P, Q } = await createPages(api, ws.id, ['P', 'Q']);
      const ids = Object.values(await createSections(api, P, ['a', 'b', 'c', 'd', 'e', 'f']));
      const later = (ms: number, send: () => Promise<{ status: number }>) =>
        new Promise((resolve) => setTimeout(resolve, ms)).then(send);
      const results = await Promise.all([
        ...ids.map((id, i) =>
          api.patch(`/v1/workspace-sections/${id}`, i % 2 ? { index: 0 } : { workspacePageId: Q, index: 0 }),
        ),
        later(round % 3, () => api.delete(`/v1/workspace-pages/${Q}`)),
        later(round % 7, () => api.delete(`/v1/workspaces/${ws.id}`)),
      ]);
      expect(results.map((r) => r.status).filter((status) => ![200, 400, 404].includes(status))).toEqual([]);
    }
    const rows = await t.dataSource.query(
      `SELECT COUNT(*) AS n FROM workspace_section WHERE organization_id = '${orgId}'`,
    );
    expect(Number(rows[0].n)).toBe(0);
  });
});

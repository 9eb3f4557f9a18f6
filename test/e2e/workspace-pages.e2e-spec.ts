import { type Api, apiAs, bootWithOrg, expectError } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { lastEventData } from '../support/events.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { createPage } from '../support/factories/workspace-structure.js';
import { BASE, ID, ISO_MS, type Json, onePage } from '../support/wire.js';

describe('workspace pages', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let workspaceId: string;

  beforeAll(async () => {
    ({ t, api, orgId } = await bootWithOrg());
    workspaceId = (await insertWorkspace(t, orgId)).id;
  });
  afterAll(() => t.close());

  it('creates a page with its defaults, answering 201 with Location, and retrieves it with its ETag', async () => {
    const ws = await insertWorkspace(t, orgId);
    const res = await api.post('/v1/workspace-pages', { workspaceId: ws.id, title: 'Welcome' }).expect(201);
    const page = res.body.data.workspacePage;
    expect(page).toEqual({
      id: expect.stringMatching(ID),
      object: 'workspacePage',
      url: `${BASE}/workspace-pages/${page.id}`,
      workspaceId: ws.id,
      title: 'Welcome',
      index: 0,
      isHidden: false,
      totalViews: 0,
      uniqueViewers: 0,
      createdAt: expect.stringMatching(ISO_MS),
      updatedAt: page.createdAt,
    });
    expect(res.headers.location).toBe(page.url);
    const got = await api.get(`/v1/workspace-pages/${page.id}`).expect(200);
    expect(got.body.data.workspacePage).toEqual(page);
    expect(got.headers.etag).toBe('"1"');
  });

  it('creates a hidden page when asked', async () => {
    const page = await createPage(api, workspaceId, { title: 'Internal notes', isHidden: true });
    expect(page.isHidden).toBe(true);
  });

  it.each([
    [{ workspaceId: undefined }, 'workspaceId', 'is required'],
    [{ workspaceId: 'not-an-id' }, 'workspaceId', 'must be an id string'],
    [{ title: '' }, 'title', 'must be at least 1 character'],
    [{ title: 'x'.repeat(256) }, 'title', 'must be at most 255 characters'],
    [{ title: 'Two\nlines' }, 'title', 'must be a single line'],
    [{ title: 'Bell\u0007' }, 'title', 'must not contain control characters (found U+0007)'],
    [{ index: -1 }, 'index', 'must be at least 0'],
    [{ index: 1.5 }, 'index', 'must be an integer'],
    [{ isHidden: 'yes' }, 'isHidden', 'must be a boolean'],
    [{ sections: [] }, 'sections', 'is not allowed'],
  ])('refuses %j naming %s', async (body, field, message) => {
    const res = await api.post('/v1/workspace-pages', { workspaceId, title: 'Page', ...body }).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toContainEqual({ field, message });
  });

  it('keeps bidirectional formatting characters in a title as ordinary text (right-to-left scripts need them)', async () => {
    const title = '\u202bמדריך\u202c Guide';
    expect((await createPage(api, workspaceId, { title })).title).toBe(title);
  });

  it('answers 400 naming workspaceId for an unknown workspace and for another organization’s', async () => {
    const other = await t.newOrg();
    const theirs = await insertWorkspace(t, other.orgId);
    for (const id of [theirs.id, 'zzzzzzzzzzzz']) {
      const res = await api.post('/v1/workspace-pages', { workspaceId: id, title: 'Nope' }).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
        { field: 'workspaceId', message: `workspace ${id} does not exist` },
      ]);
    }
    const count = await t.dataSource.query(`SELECT COUNT(*) AS n FROM workspace_page WHERE title = 'Nope'`);
    expect(Number(count[0].n)).toBe(0);
  });

  it('renames, hides and shows a page; each change is an updated event carrying the page in full', async () => {
    const page = await createPage(api, workspaceId, { title: 'Pricing' });
    const renamed = await api.patch(`/v1/workspace-pages/${page.id}?properties=title`, { title: 'Prices' }).expect(200);
    expect(renamed.body.data.workspacePage).toEqual({
      id: page.id,
      object: 'workspacePage',
      url: page.url,
      title: 'Prices',
    });
    expect(renamed.headers.etag).toBe('"2"');
    const hidden = await api.patch(`/v1/workspace-pages/${page.id}`, { isHidden: true }).expect(200);
    expect(hidden.body.data.workspacePage).toMatchObject({ title: 'Prices', isHidden: true });
    expect(await lastEventData(t, orgId, 'workspacePage.updated')).toMatchObject({
      object: { ...hidden.body.data.workspacePage },
    });
    const shown = await api.patch(`/v1/workspace-pages/${page.id}`, { isHidden: false }).expect(200);
    expect(shown.body.data.workspacePage.isHidden).toBe(false);
  });

  it('answers a PATCH that changes nothing with the page as it is, without an event or a new ETag', async () => {
    const page = await createPage(api, workspaceId, { title: 'Same' });
    const before = await t.dataSource.query(`SELECT COUNT(*) AS n FROM event WHERE type = 'workspacePage.updated'`);
    const res = await api.patch(`/v1/workspace-pages/${page.id}`, { title: 'Same', isHidden: false }).expect(200);
    expect(res.body.data.workspacePage).toEqual(page);
    expect(res.headers.etag).toBe('"1"');
    const after = await t.dataSource.query(`SELECT COUNT(*) AS n FROM event WHERE type = 'workspacePage.updated'`);
    expect(Number(after[0].n)).toBe(Number(before[0].n));
  });

  it('emits workspacePage.created with the page in full even when one property was selected', async () => {
    const res = await api.post('/v1/workspace-pages?properties=title', { workspaceId, title: 'Evented' }).expect(201);
    const data = (await lastEventData(t, orgId, 'workspacePage.created')) as { object: Json };
    expect(data.object).toMatchObject({
      id: res.body.data.workspacePage.id,
      title: 'Evented',
      workspaceId,
      isHidden: false,
    });
  });

  it('replays a create retried with the same Idempotency-Key instead of creating a second page', async () => {
    const ws = await insertWorkspace(t, orgId);
    const send = () =>
      api.post('/v1/workspace-pages', { workspaceId: ws.id, title: 'Once' }).set('Idempotency-Key', `page-${ws.id}`);
    const first = await send().expect(201);
    const again = await send().expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.headers.location).toBe(first.headers.location);
    const rows = await t.dataSource.query(`SELECT COUNT(*) AS n FROM workspace_page WHERE workspace_id = '${ws.id}'`);
    expect(Number(rows[0].n)).toBe(1);
  });

  it('deletes a page (answering its id, 404 the second time) and emits workspacePage.deleted', async () => {
    const page = await createPage(api, workspaceId, { title: 'Short-lived' });
    expect((await api.delete(`/v1/workspace-pages/${page.id}`).expect(200)).body).toEqual({ data: { id: page.id } });
    expectError((await api.get(`/v1/workspace-pages/${page.id}`).expect(404)).body, 404, 'NOT_FOUND');
    expectError((await api.delete(`/v1/workspace-pages/${page.id}`).expect(404)).body, 404, 'NOT_FOUND');
    expect(await lastEventData(t, orgId, 'workspacePage.deleted')).toEqual({
      object: { id: page.id, object: 'workspacePage', deleted: true },
    });
  });

  it('answers 412 to a PATCH or DELETE with a stale If-Match, changing nothing, and applies the current one', async () => {
    const page = await createPage(api, workspaceId, { title: 'Guarded' });
    const etag = (await api.get(`/v1/workspace-pages/${page.id}`).expect(200)).headers.etag;
    await api.patch(`/v1/workspace-pages/${page.id}`, { title: 'First' }).set('If-Match', etag).expect(200);
    const stale = await api.patch(`/v1/workspace-pages/${page.id}`, { title: 'Lost' }).set('If-Match', etag);
    expectError(stale.body, 412, 'PRECONDITION_FAILED');
    expectError(
      (await api.delete(`/v1/workspace-pages/${page.id}`).set('If-Match', etag)).body,
      412,
      'PRECONDITION_FAILED',
    );
    expect((await api.get(`/v1/workspace-pages/${page.id}`).expect(200)).body.data.workspacePage.title).toBe('First');
  });

  it('answers 404 for another organization’s page on GET, PATCH and DELETE, changing nothing', async () => {
    const other = await t.newOrg();
    const otherApi = apiAs(t, other.key);
    const page = await createPage(otherApi, (await insertWorkspace(t, other.orgId)).id, { title: 'Theirs' });
    expectError((await api.get(`/v1/workspace-pages/${page.id}`).expect(404)).body, 404, 'NOT_FOUND');
    await api.patch(`/v1/workspace-pages/${page.id}`, { title: 'Mine' }).expect(404);
    await api.delete(`/v1/workspace-pages/${page.id}`).expect(404);
    expect((await otherApi.get(`/v1/workspace-pages/${page.id}`).expect(200)).body.data.workspacePage.title).toBe(
      'Theirs',
    );
  });

  it('answers 403 to every write with a read-only key', async () => {
    const org = await t.newOrg(undefined, 'read');
    const reader = apiAs(t, org.key);
    const ws = await insertWorkspace(t, org.orgId);
    expectError((await reader.post('/v1/workspace-pages', { workspaceId: ws.id, title: 'x' })).body, 403, 'FORBIDDEN');
    const page = await createPage(api, workspaceId);
    expectError((await reader.patch(`/v1/workspace-pages/${page.id}`, { title: 'x' })).body, 403, 'FORBIDDEN');
    expectError((await reader.delete(`/v1/workspace-pages/${page.id}`)).body, 403, 'FORBIDDEN');
  });
});

describe('workspace page list', () => {
  let t: TestApp;
  let api: Api;
  let first: string;
  let second: string;

  beforeAll(async () => {
    let orgId: string;
    ({ t, api, orgId } = await bootWithOrg());
    first = (await insertWorkspace(t, orgId)).id;
    second = (await insertWorkspace(t, orgId)).id;
    // Created in the order b, x, a, c (a placed first); the first workspace's order is a, b, c.
    await createPage(api, first, { title: 'b' });
    await createPage(api, second, { title: 'x' });
    await createPage(api, first, { title: 'a', index: 0 });
    await createPage(api, first, { title: 'c' });
  });
  afterAll(() => t.close());

  const titles = async (query: string): Promise<string[]> =>
    (await api.get(`/v1/workspace-pages?properties=title&${query}`).expect(200)).body.data.workspacePages.map(
      (page: { title: string }) => page.title,
    );

  it('lists every page newest first without a filter', async () => {
    expect(await titles('')).toEqual(['c', 'a', 'x', 'b']);
  });

  it.each([
    ['filters[workspaceId]=', (id: string) => `filters[workspaceId]=${id}`],
    ['filters=<JSON>', (id: string) => `filters=${encodeURIComponent(JSON.stringify({ workspaceId: id }))}`],
  ])('lists one workspace’s pages by index with %s', async (_form, filter) => {
    expect(await titles(filter(first))).toEqual(['a', 'b', 'c']);
    const res = await api.get(`/v1/workspace-pages?${filter(first)}`).expect(200);
    expect(res.body.data.workspacePages.map((page: { index: number }) => page.index)).toEqual([0, 1, 2]);
    expect(res.body.data.pageInfo).toEqual(onePage(3));
  });

  it('pages through a workspace’s pages with pageInfo', async () => {
    const res = await api.get(`/v1/workspace-pages?filters[workspaceId]=${first}&limit=2&page=2&properties=title`);
    expect(res.body.data.workspacePages.map((page: { title: string }) => page.title)).toEqual(['c']);
    expect(res.body.data.pageInfo).toEqual({
      page: 2,
      pages: 2,
      total: 3,
      pageTotal: 1,
      hasNextPage: false,
      hasPrevPage: true,
    });
  });

  it('answers an empty list for another organization’s workspace', async () => {
    const stranger = apiAs(t, (await t.newOrg()).key);
    const res = await stranger.get(`/v1/workspace-pages?filters[workspaceId]=${first}`).expect(200);
    expect(res.body.data).toEqual({ workspacePages: [], pageInfo: { ...onePage(0), pages: 0, page: 1 } });
  });

  it.each([
    ['filters[workspaceId]=not-an-id', 'filters.workspaceId', 'must be an id string'],
    ['filters[pageId]=abc', 'filters.pageId', expect.any(String)],
    ['properties=sections', 'properties', expect.stringContaining('unknown workspacePage properties: sections')],
  ])('refuses %s naming %s', async (query, field, message) => {
    const res = await api.get(`/v1/workspace-pages?${query}`).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toContainEqual({ field, message });
  });

  it('costs the same number of statements whatever the page size, filtered or not', async () => {
    for (const filter of ['', `&filters[workspaceId]=${first}`]) {
      const one = await t.countQueries(() => api.get(`/v1/workspace-pages?limit=1${filter}`).expect(200));
      const hundred = await t.countQueries(() => api.get(`/v1/workspace-pages?limit=100${filter}`).expect(200));
      expect(hundred).toBe(one);
    }
  });
});

import { type Api, apiAs, bootWithOrg, expectError } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { lastEventData } from '../support/events.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { createPage, createSection } from '../support/factories/workspace-structure.js';
import { BASE, ID, ISO_MS, type Json, onePage } from '../support/wire.js';

describe('workspace sections', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let workspaceId: string;
  let pageId: string;

  beforeAll(async () => {
    ({ t, api, orgId } = await bootWithOrg());
    workspaceId = (await insertWorkspace(t, orgId)).id;
    pageId = (await createPage(api, workspaceId)).id;
  });
  afterAll(() => t.close());

  it('creates a text section with its defaults, answering 201 with Location, every content field present', async () => {
    const page = await createPage(api, workspaceId, { title: 'Fresh' });
    const res = await api
      .post('/v1/workspace-sections', { workspacePageId: page.id, kind: 'text', text: '## Hi\n\nWelcome.' })
      .expect(201);
    const section = res.body.data.workspaceSection;
    expect(section).toEqual({
      id: expect.stringMatching(ID),
      object: 'workspaceSection',
      url: `${BASE}/workspace-sections/${section.id}`,
      workspaceId,
      workspacePageId: page.id,
      title: 'Untitled section',
      index: 0,
      isHidden: false,
      kind: 'text',
      text: '## Hi\n\nWelcome.',
      workspacePlanId: null,
      assetIds: null,
      linkUrl: null,
      fileId: null,
      form: null,
      createdAt: expect.stringMatching(ISO_MS),
      updatedAt: section.createdAt,
    });
    expect(res.headers.location).toBe(section.url);
    const got = await api.get(`/v1/workspace-sections/${section.id}`).expect(200);
    expect(got.body.data.workspaceSection).toEqual(section);
    expect(got.headers.etag).toBe('"1"');
  });

  it('takes title, isHidden and index from the body', async () => {
    const section = await createSection(api, pageId, { title: 'Agenda', isHidden: true, index: 0 });
    expect(section).toMatchObject({ title: 'Agenda', isHidden: true, index: 0 });
  });

  it('accepts Markdown of exactly 100,000 characters, with tabs and CRLF line breaks', async () => {
    const text = `# Notes\r\n\t- item\n${'x'.repeat(100_000 - 17)}`;
    expect(text.length).toBe(100_000);
    expect((await createSection(api, pageId, { text })).text).toBe(text);
  });

  it.each([
    [{ workspacePageId: undefined }, 'workspacePageId', 'is required'],
    [{ kind: undefined }, 'kind', 'is required'],
    [{ kind: 'video' }, 'kind', 'must be one of: text, plan, assets, link, file, form'],
    [{ title: '' }, 'title', 'must be at least 1 character'],
    [{ title: 'y'.repeat(256) }, 'title', 'must be at most 255 characters'],
    [{ title: 'Two\nlines' }, 'title', 'must be a single line'],
    [{ text: 'x'.repeat(100_001) }, 'text', 'must be at most 100000 characters'],
    [{ text: 'Escape \u001b[31m' }, 'text', 'must not contain control characters (found U+001B)'],
    [{ text: 'NUL \u0000' }, 'text', 'must not contain NUL characters'],
    [{ text: 7 }, 'text', 'must be a string'],
    [{ index: -1 }, 'index', 'must be at least 0'],
    [{ isHidden: 1 }, 'isHidden', 'must be a boolean'],
    [{ workspaceId: 'a1B2c3D4e5F6' }, 'workspaceId', 'is not allowed'],
  ])('refuses %j naming %s', async (body, field, message) => {
    const res = await api.post('/v1/workspace-sections', { workspacePageId: pageId, kind: 'text', text: 'x', ...body });
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toContainEqual({ field, message });
  });

  it('keeps bidirectional formatting characters in a title and a text as ordinary text', async () => {
    const section = await createSection(api, pageId, { title: '\u2067عربي\u2069 intro', text: '\u202eמימין לשמאל' });
    expect(section).toMatchObject({ title: '\u2067عربي\u2069 intro', text: '\u202eמימין לשמאל' });
  });

  it('answers 400 naming workspacePageId for an unknown page and for another organization’s, writing nothing', async () => {
    const other = await t.newOrg();
    const theirs = await createPage(apiAs(t, other.key), (await insertWorkspace(t, other.orgId)).id);
    for (const id of [theirs.id, 'zzzzzzzzzzzz']) {
      const res = await api.post('/v1/workspace-sections', { workspacePageId: id, kind: 'text', text: 'Nope' });
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
        { field: 'workspacePageId', message: `workspacePage ${id} does not exist` },
      ]);
    }
    const rows = await t.dataSource.query(`SELECT COUNT(*) AS n FROM workspace_section WHERE text = 'Nope'`);
    expect(Number(rows[0].n)).toBe(0);
  });

  it('updates title, isHidden and text; the event carries the section in full', async () => {
    const section = await createSection(api, pageId, { title: 'Before', text: 'Old' });
    const res = await api
      .patch(`/v1/workspace-sections/${section.id}?properties=title,text`, {
        title: 'After',
        text: 'New',
        isHidden: true,
      })
      .expect(200);
    expect(res.body.data.workspaceSection).toEqual({
      id: section.id,
      object: 'workspaceSection',
      url: section.url,
      title: 'After',
      text: 'New',
    });
    expect(res.headers.etag).toBe('"2"');
    const event = (await lastEventData(t, orgId, 'workspaceSection.updated')) as { object: Json };
    expect(event.object).toMatchObject({ id: section.id, title: 'After', text: 'New', isHidden: true, kind: 'text' });
  });

  it('answers a PATCH that changes nothing with the section as it is, without an event or a new ETag', async () => {
    const section = await createSection(api, pageId, { title: 'Stable', text: 'Same' });
    const res = await api
      .patch(`/v1/workspace-sections/${section.id}`, {
        title: 'Stable',
        kind: 'text',
        text: 'Same',
        index: section.index,
      })
      .expect(200);
    expect(res.body.data.workspaceSection).toEqual(section);
    expect(res.headers.etag).toBe('"1"');
  });

  it('emits workspaceSection.created in full and workspaceSection.deleted after a delete', async () => {
    const created = await api
      .post('/v1/workspace-sections?properties=kind', {
        workspacePageId: pageId,
        kind: 'link',
        linkUrl: 'https://a.example',
      })
      .expect(201);
    const id = created.body.data.workspaceSection.id;
    expect(((await lastEventData(t, orgId, 'workspaceSection.created')) as { object: Json }).object).toMatchObject({
      id,
      kind: 'link',
      linkUrl: 'https://a.example',
      workspaceId,
      workspacePageId: pageId,
    });
    expect((await api.delete(`/v1/workspace-sections/${id}`).expect(200)).body).toEqual({ data: { id } });
    expectError((await api.get(`/v1/workspace-sections/${id}`).expect(404)).body, 404, 'NOT_FOUND');
    expect(await lastEventData(t, orgId, 'workspaceSection.deleted')).toEqual({
      object: { id, object: 'workspaceSection', deleted: true },
    });
  });

  it('answers 412 to a PATCH or DELETE with a stale If-Match, changing nothing', async () => {
    const section = await createSection(api, pageId, { title: 'Guarded' });
    const etag = (await api.get(`/v1/workspace-sections/${section.id}`).expect(200)).headers.etag;
    await api.patch(`/v1/workspace-sections/${section.id}`, { title: 'First' }).set('If-Match', etag).expect(200);
    const stale = await api.patch(`/v1/workspace-sections/${section.id}`, { title: 'Lost' }).set('If-Match', etag);
    expectError(stale.body, 412, 'PRECONDITION_FAILED');
    const gone = await api.delete(`/v1/workspace-sections/${section.id}`).set('If-Match', etag);
    expectError(gone.body, 412, 'PRECONDITION_FAILED');
    expect((await api.get(`/v1/workspace-sections/${section.id}`).expect(200)).body.data.workspaceSection.title).toBe(
      'First',
    );
  });

  it('answers 404 for another organization’s section on GET, PATCH and DELETE, changing nothing', async () => {
    const other = await t.newOrg();
    const otherApi = apiAs(t, other.key);
    const theirPage = await createPage(otherApi, (await insertWorkspace(t, other.orgId)).id);
    const section = await createSection(otherApi, theirPage.id, { title: 'Theirs' });
    expectError((await api.get(`/v1/workspace-sections/${section.id}`).expect(404)).body, 404, 'NOT_FOUND');
    await api.patch(`/v1/workspace-sections/${section.id}`, { title: 'Mine' }).expect(404);
    await api.delete(`/v1/workspace-sections/${section.id}`).expect(404);
    const theirs = (await otherApi.get(`/v1/workspace-sections/${section.id}`).expect(200)).body.data.workspaceSection;
    expect(theirs.title).toBe('Theirs');
  });

  it('answers 403 to every write with a read-only key', async () => {
    const reader = apiAs(t, (await t.newOrg(undefined, 'read')).key);
    const section = await createSection(api, pageId);
    const body = { workspacePageId: pageId, kind: 'text', text: 'x' };
    expectError((await reader.post('/v1/workspace-sections', body)).body, 403, 'FORBIDDEN');
    expectError((await reader.patch(`/v1/workspace-sections/${section.id}`, { title: 'x' })).body, 403, 'FORBIDDEN');
    expectError((await reader.delete(`/v1/workspace-sections/${section.id}`)).body, 403, 'FORBIDDEN');
  });
});

describe('workspace section list', () => {
  let t: TestApp;
  let api: Api;
  let workspaceId: string;
  let pages: string[];

  beforeAll(async () => {
    let orgId: string;
    ({ t, api, orgId } = await bootWithOrg());
    workspaceId = (await insertWorkspace(t, orgId)).id;
    const elsewhere = (await insertWorkspace(t, orgId)).id;
    // Pages P1, P2 (P2 created first, then P1 placed before it); sections created out of reading order.
    const p2 = (await createPage(api, workspaceId, { title: 'P2' })).id;
    const p1 = (await createPage(api, workspaceId, { title: 'P1', index: 0 })).id;
    const other = (await createPage(api, elsewhere, { title: 'Other' })).id;
    pages = [p1, p2];
    await createSection(api, p2, { title: 'p2-b' });
    await createSection(api, p1, { title: 'p1-a' });
    await createSection(api, other, { title: 'other' });
    await createSection(api, p2, { title: 'p2-a', index: 0 });
    await createSection(api, p1, { title: 'p1-b' });
  });
  afterAll(() => t.close());

  const titles = async (query: string): Promise<string[]> =>
    (
      await api.get(`/v1/workspace-sections?properties=title&limit=100&${query}`).expect(200)
    ).body.data.workspaceSections.map((section: { title: string }) => section.title);

  it('lists every section newest first without a filter', async () => {
    expect(await titles('')).toEqual(['p1-b', 'p2-a', 'other', 'p1-a', 'p2-b']);
  });

  it('lists one page’s sections by index with filters[workspacePageId]', async () => {
    expect(await titles(`filters[workspacePageId]=${pages[1]}`)).toEqual(['p2-a', 'p2-b']);
  });

  it('lists one workspace’s sections by page order, then index, with filters[workspaceId]', async () => {
    expect(await titles(`filters[workspaceId]=${workspaceId}`)).toEqual(['p1-a', 'p1-b', 'p2-a', 'p2-b']);
  });

  it('combines both filters (a page of another workspace matches nothing)', async () => {
    const both = `filters=${encodeURIComponent(JSON.stringify({ workspaceId, workspacePageId: pages[0] }))}`;
    expect(await titles(both)).toEqual(['p1-a', 'p1-b']);
    const elsewhere = (await api.get(`/v1/workspace-sections?filters[workspacePageId]=${pages[0]}&limit=1`)).body.data
      .workspaceSections[0].workspaceId;
    expect(elsewhere).toBe(workspaceId);
  });

  it('pages through a workspace’s sections with pageInfo', async () => {
    const res = await api
      .get(`/v1/workspace-sections?filters[workspaceId]=${workspaceId}&limit=3&page=2&properties=title`)
      .expect(200);
    expect(res.body.data.workspaceSections.map((s: { title: string }) => s.title)).toEqual(['p2-b']);
    expect(res.body.data.pageInfo).toEqual({
      page: 2,
      pages: 2,
      total: 4,
      pageTotal: 1,
      hasNextPage: false,
      hasPrevPage: true,
    });
  });

  it('returns only the selected properties, plus id, object and url', async () => {
    const res = await api.get(`/v1/workspace-sections?filters[workspacePageId]=${pages[0]}&properties=kind,index`);
    expect(res.body.data.workspaceSections[0]).toEqual({
      id: expect.stringMatching(ID),
      object: 'workspaceSection',
      url: expect.stringContaining(`${BASE}/workspace-sections/`),
      kind: 'text',
      index: 0,
    });
  });

  it('answers an empty list to another organization, whatever the filter', async () => {
    const stranger = apiAs(t, (await t.newOrg()).key);
    for (const query of ['', `?filters[workspaceId]=${workspaceId}`, `?filters[workspacePageId]=${pages[0]}`]) {
      const res = await stranger.get(`/v1/workspace-sections${query}`).expect(200);
      expect(res.body.data.workspaceSections).toEqual([]);
      expect(res.body.data.pageInfo).toEqual({ ...onePage(0), pages: 0 });
    }
  });

  it.each([
    ['filters[workspacePageId]=not-an-id', 'filters.workspacePageId', 'must be an id string'],
    ['filters[kind]=text', 'filters.kind', expect.any(String)],
    ['properties=body', 'properties', expect.stringContaining('unknown workspaceSection properties: body')],
  ])('refuses %s naming %s', async (query, field, message) => {
    const res = await api.get(`/v1/workspace-sections?${query}`).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toContainEqual({ field, message });
  });

  it('costs the same number of statements whatever the page size, for every filter', async () => {
    const filters = ['', `&filters[workspaceId]=${workspaceId}`, `&filters[workspacePageId]=${pages[0]}`];
    for (const filter of filters) {
      const one = await t.countQueries(() => api.get(`/v1/workspace-sections?limit=1${filter}`).expect(200));
      const hundred = await t.countQueries(() => api.get(`/v1/workspace-sections?limit=100${filter}`).expect(200));
      expect({ filter, hundred }).toEqual({ filter, hundred: one });
    }
  });
});

import { type Api, apiAs, expectError, newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';

describe('board rules', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  // One application for the file, an organization per test: no test sees another's rows (a boot per test cost
  // about 2 s each on PostgreSQL).
  beforeAll(async () => (t = await bootTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => ({ api, orgId } = await newOrgApi(t)));

  const titles = async (): Promise<string[]> =>
    (await api.get('/v1/boards?properties=title&limit=100').expect(200)).body.data.boards.map(
      (b: { title: string }) => b.title,
    );

  it.each(['👩‍💻', '👍🏽', '🇫🇷', '1️⃣', '🚀', '❤️'])('accepts the single emoji %s as icon', async (icon) => {
    expect((await api.post('/v1/boards', { icon }).expect(201)).body.data.board.icon).toBe(icon);
  });

  it.each(['a', '😀😀', '🚀 ', ':)', ''])('rejects %j as icon', async (icon) => {
    const res = await api.post('/v1/boards', { icon }).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'icon', message: 'must be exactly one emoji' },
    ]);
  });

  it('rejects an appearance outside the enum', async () => {
    const res = await api.post('/v1/boards', { appearance: 'blue' }).expect(400);
    expect(res.body.error.details[0]).toEqual({
      field: 'appearance',
      message: expect.stringMatching(/^must be one of: greyExtraLight/),
    });
  });

  it('places boards by 0-based index, shifting later ones, and appends when index is past the end', async () => {
    await api.post('/v1/boards', { title: 'A' }).expect(201);
    await api.post('/v1/boards', { title: 'B' }).expect(201);
    await api.post('/v1/boards', { title: 'First', index: 0 }).expect(201);
    await api.post('/v1/boards', { title: 'Middle', index: 2 }).expect(201);
    await api.post('/v1/boards', { title: 'Last', index: 999 }).expect(201);
    expect(await titles()).toEqual(['First', 'A', 'Middle', 'B', 'Last']);
  });

  it('rejects a negative or fractional index', async () => {
    await api.post('/v1/boards', { index: -1 }).expect(400);
    await api.post('/v1/boards', { index: 1.5 }).expect(400);
  });

  it('compacts the order after a delete so index stays a plain position', async () => {
    const ids: string[] = [];
    for (const title of ['A', 'B', 'C'])
      ids.push((await api.post('/v1/boards', { title }).expect(201)).body.data.board.id);
    await api.delete(`/v1/boards/${ids[1]}`).expect(200);
    await api.post('/v1/boards', { title: 'X', index: 1 }).expect(201);
    expect(await titles()).toEqual(['A', 'X', 'C']);
  });

  it('places and moves boards without counting the organization’s boards (the order’s length comes from its index)', async () => {
    for (const title of ['A', 'B', 'C']) await api.post('/v1/boards', { title }).expect(201);
    let id = '';
    const created = await t.statementsOf(async () => {
      id = (await api.post('/v1/boards', { title: 'D', index: 1 }).expect(201)).body.data.board.id;
    });
    expect(await titles()).toEqual(['A', 'D', 'B', 'C']);
    const moved = await t.statementsOf(() => api.patch(`/v1/boards/${id}`, { index: 99 }).expect(200));
    expect(await titles()).toEqual(['A', 'B', 'C', 'D']);
    expect([...created, ...moved].filter((sql) => /count\(/i.test(sql))).toEqual([]);
  });

  it('appends a new board after every other even when the order has a gap', async () => {
    for (const title of ['A', 'B']) await api.post('/v1/boards', { title }).expect(201);
    await t.dataSource.query(`UPDATE board SET position = 5 WHERE title = 'B'`);
    const board = (await api.post('/v1/boards', { title: 'C' }).expect(201)).body.data.board;
    expect(await titles()).toEqual(['A', 'B', 'C']);
    const rows = await t.dataSource.query(`SELECT position FROM board WHERE id = '${board.id}'`);
    expect(Number(rows[0].position)).toBe(6);
  });

  it('merges tagIds and tagNames without duplicates and finds names case-insensitively', async () => {
    const first = (await api.post('/v1/boards', { tagNames: ['Sales'] }).expect(201)).body.data.board;
    const salesId = first.tags[0].id;
    const res = await api.post('/v1/boards', { tagIds: [salesId], tagNames: ['SALES', 'Ops'] }).expect(201);
    expect(res.body.data.board.tags.map((tag: { id: string; title: string }) => tag.title)).toEqual(['Ops', 'Sales']);
    expect(res.body.data.board.tags.find((tag: { title: string }) => tag.title === 'Sales').id).toBe(salesId);
  });

  it('answers 400 naming each unknown tag id, including another organization’s, and writes nothing', async () => {
    const otherApi = apiAs(t, (await t.newOrg()).key);
    const foreignTag = (await otherApi.post('/v1/boards', { tagNames: ['Theirs'] }).expect(201)).body.data.board.tags[0]
      .id;
    const mine = (await api.post('/v1/boards', { tagNames: ['Mine'] }).expect(201)).body.data.board.tags[0].id;
    const res = await api
      .post('/v1/boards', { title: 'Nope', tagIds: [mine, foreignTag, 'zzzzzzzzzzzz'], tagNames: ['Fresh'] })
      .expect(400);
    expect(res.body.error.details).toEqual([
      { field: 'tagIds[1]', message: `tag ${foreignTag} does not exist` },
      { field: 'tagIds[2]', message: 'tag zzzzzzzzzzzz does not exist' },
    ]);
    expect(await titles()).not.toContain('Nope');
    const tagCount = await t.dataSource.query(`SELECT COUNT(*) AS n FROM tag WHERE title_key = 'fresh'`);
    expect(Number(tagCount[0].n)).toBe(0);
  });

  it('answers 404 for another organization’s board on GET and DELETE', async () => {
    const otherApi = apiAs(t, (await t.newOrg()).key);
    const id = (await otherApi.post('/v1/boards', {}).expect(201)).body.data.board.id;
    expectError((await api.get(`/v1/boards/${id}`).expect(404)).body, 404, 'NOT_FOUND');
    expectError((await api.delete(`/v1/boards/${id}`).expect(404)).body, 404, 'NOT_FOUND');
    await otherApi.get(`/v1/boards/${id}`).expect(200);
  });

  it('keeps tags when their board is deleted', async () => {
    const board = (await api.post('/v1/boards', { tagNames: ['Keep'] }).expect(201)).body.data.board;
    await api.delete(`/v1/boards/${board.id}`).expect(200);
    const rows = await t.dataSource.query(`SELECT COUNT(*) AS n FROM tag WHERE id = '${board.tags[0].id}'`);
    expect(Number(rows[0].n)).toBe(1);
  });

  it('creates exactly one tag when 20 simultaneous board creations name the same new tag', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.post('/v1/boards', { title: `B${i}`, tagNames: ['Shared'] })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const tagIds = new Set(results.map((r) => r.body.data.board.tags[0].id));
    expect(tagIds.size).toBe(1);
    const rows = await t.dataSource.query(
      `SELECT COUNT(*) AS n FROM tag WHERE title_key = 'shared' AND organization_id = '${orgId}'`,
    );
    expect(Number(rows[0].n)).toBe(1);
    const positions = await t.dataSource.query(
      `SELECT position FROM board WHERE organization_id = '${orgId}' ORDER BY position`,
    );
    expect(positions.map((r: { position: number }) => Number(r.position))).toEqual([...Array(20).keys()]);
  });
});

describe('board tags in lists', () => {
  let t: TestApp;
  let api: Api;

  beforeAll(async () => {
    t = await bootTestApp();
    ({ api } = await newOrgApi(t));
  });
  afterAll(() => t.close());

  it('shows each board its own tags when tags are shared between boards of one page', async () => {
    await api.post('/v1/boards', { title: 'One', tagNames: ['Shared', 'Only one'] }).expect(201);
    await api.post('/v1/boards', { title: 'Two', tagNames: ['Shared'] }).expect(201);
    await api.post('/v1/boards', { title: 'Three', tagNames: ['Shared', 'Only three'] }).expect(201);
    const res = await api.get('/v1/boards?properties=title,tags.title').expect(200);
    const tagsOf = Object.fromEntries(
      res.body.data.boards.map((b: { title: string; tags: { title: string }[] }) => [
        b.title,
        b.tags.map((tag) => tag.title),
      ]),
    );
    expect(tagsOf).toEqual({ One: ['Only one', 'Shared'], Two: ['Shared'], Three: ['Only three', 'Shared'] });
  });
});

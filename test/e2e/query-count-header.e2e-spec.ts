import { type Api, apiAs } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { createBoard } from '../support/factories/boards.js';

describe('X-Query-Count (QUERY_COUNT_HEADER=true)', () => {
  let t: TestApp;
  let api: Api;

  beforeAll(async () => {
    t = await bootTestApp({ QUERY_COUNT_HEADER: 'true' });
    api = apiAs(t, (await t.newOrg()).key);
    await createBoard(api, { title: 'Launch', tagNames: ['Kickoff'] });
  });
  afterAll(() => t.close());

  it('reports the SQL statements the request issued, the same number the in-process counter sees', async () => {
    let header: string | undefined;
    const counted = await t.countQueries(async () => {
      header = (await api.get('/v1/boards?limit=5').expect(200)).headers['x-query-count'];
    });
    expect(counted).toBeGreaterThan(0);
    expect(header).toBe(String(counted));
  });

  it('counts each request on its own, writes and failed requests included', async () => {
    const created = await api.post('/v1/boards', { title: 'Second', tagNames: ['Kickoff'] }).expect(201);
    expect(Number(created.headers['x-query-count'])).toBeGreaterThan(1);
    const missing = await api.get('/v1/boards/000000000000').expect(404);
    expect(Number(missing.headers['x-query-count'])).toBe(2);
    const unauthenticated = await api.raw.get('/v1/boards').expect(401);
    expect(unauthenticated.headers['x-query-count']).toBe('0');
  });
});

describe('X-Query-Count by default', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(() => t.close());

  it('is not sent', async () => {
    const api = apiAs(t, (await t.newOrg()).key);
    const res = await api.get('/v1/boards').expect(200);
    expect(res.headers['x-query-count']).toBeUndefined();
  });
});

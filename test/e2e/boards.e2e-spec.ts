import { type Api, apiAs, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { ISO_MS } from '../support/wire.js';

describe('boards', () => {
  let t: TestApp;
  let api: Api;

  beforeAll(async () => ({ t, api } = await bootWithOrg()));
  afterAll(() => t.close());

  it('creates a board with every default from an empty body and answers 201 with Location', async () => {
    const res = await api.post('/v1/boards', {}).expect(201);
    const board = res.body.data.board;
    expect(board).toEqual({
      id: expect.stringMatching(/^[0-9A-Za-z]{12}$/),
      object: 'board',
      url: `http://localhost:3000/v1/boards/${board.id}`,
      title: 'Untitled board',
      appearance: 'greyExtraLight',
      icon: null,
      description: null,
      createdAt: expect.stringMatching(ISO_MS),
      updatedAt: expect.stringMatching(ISO_MS),
      tags: [],
    });
    expect(res.headers.location).toBe(board.url);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('creates a board with tagNames, creating missing tags once', async () => {
    const res = await api
      .post('/v1/boards', { title: 'Launch', icon: '🚀', tagNames: ['Alpha', 'alpha', 'Beta'] })
      .expect(201);
    expect(res.body.data.board.tags.map((tag: { title: string }) => tag.title)).toEqual(['Alpha', 'Beta']);
  });

  it('rejects a title shorter than one character with the error shape', async () => {
    const res = await api.post('/v1/boards', { title: '' }).expect(400);
    const error = expectError(res.body, 400, 'BAD_REQUEST');
    expect(error.details).toEqual([{ field: 'title', message: 'must be at least 1 character' }]);
    expect(error.message).toBe('title must be at least 1 character');
  });

  it('rejects an unknown body field', async () => {
    const res = await api.post('/v1/boards', { nope: 1 }).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([{ field: 'nope', message: 'is not allowed' }]);
  });

  it('rejects malformed JSON with 400 and a non-JSON body with 415', async () => {
    const bad = await api.post('/v1/boards').set('Content-Type', 'application/json').send('{"title":').expect(400);
    expectError(bad.body, 400, 'BAD_REQUEST');
    const text = await api.post('/v1/boards').set('Content-Type', 'text/plain').send('hello').expect(415);
    expectError(text.body, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 401 with WWW-Authenticate without a key', async () => {
    const res = await apiAs(t, 'x').raw.get('/v1/boards').expect(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    expectError(res.body, 401, 'UNAUTHORIZED');
  });

  it('answers 404 for an unknown route and 405 with Allow for a known path and another method', async () => {
    expectError((await api.get('/v1/nothing-here').expect(404)).body, 404, 'NOT_FOUND');
    const res = await api.patch('/v1/boards', {}).expect(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
  });

  it('lists boards with pageInfo and a constant number of statements', async () => {
    const one = await t.countQueries(() => api.get('/v1/boards?limit=1').expect(200));
    const many = await t.countQueries(() => api.get('/v1/boards?limit=100').expect(200));
    expect(many).toBe(one);
    const res = await api.get('/v1/boards?limit=1&properties=title').expect(200);
    expect(res.body.data.pageInfo).toEqual({
      page: 1,
      pages: 2,
      total: 2,
      pageTotal: 1,
      hasNextPage: true,
      hasPrevPage: false,
    });
    expect(Object.keys(res.body.data.boards[0])).toEqual(['id', 'object', 'url', 'title']);
  });

  it('deletes a board and answers 404 the second time', async () => {
    const id = (await api.post('/v1/boards', {}).expect(201)).body.data.board.id;
    expect((await api.delete(`/v1/boards/${id}`).expect(200)).body).toEqual({ data: { id } });
    expectError((await api.delete(`/v1/boards/${id}`).expect(404)).body, 404, 'NOT_FOUND');
  });
});

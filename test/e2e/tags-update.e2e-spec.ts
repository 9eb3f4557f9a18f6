import type { TagEntity } from '../../src/tag-links/tag.entity.js';
import { type Api, apiAs, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { type BoardRef, createBoard } from '../support/factories/boards.js';
import { insertTag } from '../support/factories/tags.js';
import { BASE, ISO_MS, type Json } from '../support/wire.js';

describe('PATCH /v1/tags/{id}', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let boardA: BoardRef;
  let boardB: BoardRef;
  let boardC: BoardRef;
  let foreignBoard: BoardRef;
  let foreignTag: TagEntity;

  beforeAll(async () => {
    ({ t, api, orgId } = await bootWithOrg());
    boardA = await createBoard(api, { title: 'A' });
    boardB = await createBoard(api, { title: 'B' });
    boardC = await createBoard(api, { title: 'C' });
    const stranger = await t.newOrg();
    foreignBoard = await createBoard(apiAs(t, stranger.key), { title: 'Foreign' });
    foreignTag = await insertTag(t, stranger.orgId, { title: 'Foreign' });
  });
  afterAll(() => t.close());

  const newTag = (title?: string) => insertTag(t, orgId, title === undefined ? {} : { title });
  const boardTitles = async (boardId: string) =>
    (await api.get(`/v1/boards/${boardId}?properties=tags.title`).expect(200)).body.data.board.tags.map(
      (tag: Json) => tag.title,
    );

  it('renames a tag and answers the whole tag with a new updatedAt', async () => {
    const tag = await newTag('Draft');
    const res = await api.patch(`/v1/tags/${tag.id}`, { title: 'Published' }).expect(200);
    expect(res.body).toEqual({
      data: {
        tag: {
          id: tag.id,
          object: 'tag',
          url: `${BASE}/tags/${tag.id}`,
          title: 'Published',
          createdAt: tag.createdAt,
          updatedAt: expect.stringMatching(ISO_MS),
          boards: [],
        },
      },
    });
    expect(res.body.data.tag.updatedAt > tag.updatedAt).toBe(true);
    expect((await api.get(`/v1/tags/${tag.id}?properties=title`).expect(200)).body.data.tag.title).toBe('Published');
  });

  it('stores the title trimmed', async () => {
    const tag = await newTag();
    const res = await api.patch(`/v1/tags/${tag.id}?properties=title`, { title: '  Spaced  ' }).expect(200);
    expect(res.body.data.tag.title).toBe('Spaced');
  });

  it('changes nothing for an empty body', async () => {
    const tag = await newTag('Steady');
    const res = await api.patch(`/v1/tags/${tag.id}`, {}).expect(200);
    expect(res.body.data.tag).toMatchObject({ title: 'Steady', updatedAt: tag.updatedAt, boards: [] });
  });

  it('answers only the selected properties', async () => {
    const tag = await newTag();
    const res = await api.patch(`/v1/tags/${tag.id}?properties=boards.title`, { boardIds: [boardA.id] }).expect(200);
    expect(res.body.data.tag).toEqual({
      id: tag.id,
      object: 'tag',
      url: `${BASE}/tags/${tag.id}`,
      boards: [{ id: boardA.id, object: 'board', url: `${BASE}/boards/${boardA.id}`, title: 'A' }],
    });
  });

  it.each([
    [{ title: '' }, 'title', 'must be at least 1 character'],
    [{ title: '   ' }, 'title', 'must not be blank'],
    [{ title: 5 }, 'title', 'must be a string'],
    [{ title: null }, 'title', 'must not be null'],
    [{ title: 'x'.repeat(256) }, 'title', 'must be at most 255 characters'],
    [{ boardIds: 'x' }, 'boardIds', 'must be an array'],
    [{ boardIds: [1] }, 'boardIds', '[0] must be an id string'],
    [{ boardIds: null }, 'boardIds', 'must not be null'],
    [{ nope: 1 }, 'nope', 'is not allowed'],
  ])('rejects %j', async (body, field, message) => {
    const tag = await newTag();
    const res = await api.patch(`/v1/tags/${tag.id}`, body).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([{ field, message }]);
  });

  it('answers 409 for a title another tag has in another case', async () => {
    await newTag('Customer Success');
    const tag = await newTag('Other');
    const res = await api.patch(`/v1/tags/${tag.id}`, { title: ' customer SUCCESS ' }).expect(409);
    const error = expectError(res.body, 409, 'CONFLICT');
    expect(error.details).toEqual([{ field: 'title', message: 'is already used by another tag' }]);
    expect(error.message).toBe('A tag titled "customer SUCCESS" already exists');
  });

  it('renames a tag to its own title in another case', async () => {
    const tag = await newTag('Churn risk');
    const res = await api.patch(`/v1/tags/${tag.id}?properties=title`, { title: 'CHURN RISK' }).expect(200);
    expect(res.body.data.tag.title).toBe('CHURN RISK');
  });

  it('lets exactly one of several simultaneous renames to one title win', async () => {
    const tags = await Promise.all([1, 2, 3, 4, 5].map((i) => newTag(`Racer ${i}`)));
    const results = await Promise.all(tags.map((tag) => api.patch(`/v1/tags/${tag.id}`, { title: 'Winner' })));
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(expectError(res.body, 409, 'CONFLICT').details).toEqual([
        { field: 'title', message: 'is already used by another tag' },
      ]);
    }
    const all = (await api.get('/v1/tags?limit=100&properties=title').expect(200)).body.data.tags;
    expect(all.filter((tag: Json) => tag.title === 'Winner')).toHaveLength(1);
  });

  it('replaces the boards of a tag, and the boards show the change', async () => {
    const tag = await newTag('Moving');
    await api.patch(`/v1/tags/${tag.id}`, { boardIds: [boardA.id, boardB.id] }).expect(200);
    expect(await boardTitles(boardA.id)).toContain('Moving');
    const res = await api.patch(`/v1/tags/${tag.id}?properties=boards.title`, { boardIds: [boardC.id, boardB.id] });
    expect(res.status).toBe(200);
    expect(res.body.data.tag.boards.map((b: Json) => b.title)).toEqual(['B', 'C']);
    expect(await boardTitles(boardA.id)).not.toContain('Moving');
    expect(await boardTitles(boardB.id)).toContain('Moving');
    expect(await boardTitles(boardC.id)).toContain('Moving');
  });

  it('ends with exactly one of the requested board sets after simultaneous replacements', async () => {
    const tag = await newTag();
    const [a, b, c] = [boardA.id, boardB.id, boardC.id];
    const sets = [[a], [b], [c], [a, b], [b, c], [c, a]];
    const results = await Promise.all(sets.map((boardIds) => api.patch(`/v1/tags/${tag.id}`, { boardIds })));
    expect(results.map((res) => res.status)).toEqual(sets.map(() => 200));
    const stored = (await api.get(`/v1/tags/${tag.id}?properties=boards`).expect(200)).body.data.tag;
    const ids = (stored.boards as Json[]).map((board) => board.id as string).sort();
    expect(sets.map((set) => [...set].sort())).toContainEqual(ids);
  });

  it('removes a tag from every board with an empty boardIds', async () => {
    const tag = await newTag('Leaving');
    await api.patch(`/v1/tags/${tag.id}`, { boardIds: [boardA.id] }).expect(200);
    const res = await api.patch(`/v1/tags/${tag.id}`, { boardIds: [] }).expect(200);
    expect(res.body.data.tag.boards).toEqual([]);
    expect(res.body.data.tag.updatedAt > tag.updatedAt).toBe(true);
    expect(await boardTitles(boardA.id)).not.toContain('Leaving');
  });

  it('puts a tag on a board once when boardIds repeats it', async () => {
    const tag = await newTag();
    const res = await api.patch(`/v1/tags/${tag.id}?properties=boards.title`, { boardIds: [boardA.id, boardA.id] });
    expect(res.body.data.tag.boards.map((b: Json) => b.title)).toEqual(['A']);
  });

  it('answers 400 naming each board of another organization, and writes nothing', async () => {
    const tag = await newTag('Kept');
    await api.patch(`/v1/tags/${tag.id}`, { boardIds: [boardA.id] }).expect(200);
    const res = await api
      .patch(`/v1/tags/${tag.id}`, { title: 'Lost', boardIds: [foreignBoard.id, boardB.id, 'missingBoard'] })
      .expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'boardIds[0]', message: `board ${foreignBoard.id} does not exist` },
      { field: 'boardIds[2]', message: 'board missingBoard does not exist' },
    ]);
    const after = (await api.get(`/v1/tags/${tag.id}?properties=title,boards.title`).expect(200)).body.data.tag;
    expect(after.title).toBe('Kept');
    expect(after.boards.map((b: Json) => b.title)).toEqual(['A']);
  });

  it('answers 404 for another organization’s tag and leaves it alone', async () => {
    const res = await api.patch(`/v1/tags/${foreignTag.id}`, { title: 'Hijacked' }).expect(404);
    expectError(res.body, 404, 'NOT_FOUND');
    const stored = await t.dataSource.manager.findOneByOrFail('TagEntity', { id: foreignTag.id });
    expect((stored as TagEntity).title).toBe('Foreign');
  });

  it('answers 401 without a key', async () => {
    const res = await apiAs(t, 'nope').patch(`/v1/tags/${foreignTag.id}`, { title: 'x' }).expect(401);
    expectError(res.body, 401, 'UNAUTHORIZED');
  });
});

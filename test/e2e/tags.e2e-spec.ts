import type { TagEntity } from '../../src/tag-links/tag.entity.js';
import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { createBoard } from '../support/factories/boards.js';
import { insertTag } from '../support/factories/tags.js';
import { BASE, type Json } from '../support/wire.js';

const withoutTags = ({ tags: _tags, ...board }: Json): Json => board;
const tagHead = (tag: TagEntity) => ({ id: tag.id, object: 'tag', url: `${BASE}/tags/${tag.id}` });
const tagJson = (tag: TagEntity, boards: Json[]) => ({
  ...tagHead(tag),
  title: tag.title,
  createdAt: tag.createdAt,
  updatedAt: tag.updatedAt,
  boards,
});

describe('tags (read)', () => {
  let t: TestApp;
  let api: Api;
  let onboarding: TagEntity;
  let renewal: TagEntity;
  let launch: Json;
  let kickoff: Json;
  let foreignTag: TagEntity;

  beforeAll(async () => {
    t = await bootTestApp();
    const org = await t.newOrg();
    api = apiAs(t, org.key);
    onboarding = await insertTag(t, org.orgId, { title: 'Onboarding' });
    renewal = await insertTag(t, org.orgId, { title: 'Renewal' });
    launch = await createBoard(api, {
      title: 'Q3 launch',
      appearance: 'malibu',
      icon: '🚀',
      description: 'Everything for the launch',
      tagIds: [onboarding.id],
    });
    // Placed first in the board order although created last.
    kickoff = await createBoard(api, { title: 'Kick-off', index: 0, tagIds: [onboarding.id, renewal.id] });
    foreignTag = await insertTag(t, (await t.newOrg()).orgId, { title: 'Onboarding' });
  });
  afterAll(() => t.close());

  it('retrieves a tag with its boards in board order, each board without tags', async () => {
    const res = await api.get(`/v1/tags/${onboarding.id}`).expect(200);
    expect(res.body).toEqual({ data: { tag: tagJson(onboarding, [withoutTags(kickoff), withoutTags(launch)]) } });
    expect(res.body.data.tag.boards[1]).toEqual({
      id: launch.id,
      object: 'board',
      url: `${BASE}/boards/${launch.id as string}`,
      title: 'Q3 launch',
      appearance: 'malibu',
      icon: '🚀',
      description: 'Everything for the launch',
      createdAt: launch.createdAt,
      updatedAt: launch.updatedAt,
    });
  });

  it('lists tags newest first with pageInfo', async () => {
    const res = await api.get('/v1/tags').expect(200);
    expect(res.body).toEqual({
      data: {
        tags: [
          tagJson(renewal, [withoutTags(kickoff)]),
          tagJson(onboarding, [withoutTags(kickoff), withoutTags(launch)]),
        ],
        pageInfo: { page: 1, pages: 1, total: 2, pageTotal: 2, hasNextPage: false, hasPrevPage: false },
      },
    });
  });

  it('orders tags created at the same time by id descending', async () => {
    const org = await t.newOrg();
    const createdAt = '2026-02-01T00:00:00.000Z';
    await insertTag(t, org.orgId, { id: 'tieTag000001', createdAt, updatedAt: createdAt });
    await insertTag(t, org.orgId, { id: 'tieTag000002', createdAt, updatedAt: createdAt });
    await insertTag(t, org.orgId, { id: 'tieTag000000', createdAt: '2026-02-02T00:00:00.000Z' });
    const res = await apiAs(t, org.key).get('/v1/tags?properties=title').expect(200);
    expect(res.body.data.tags.map((tag: Json) => tag.id)).toEqual(['tieTag000000', 'tieTag000002', 'tieTag000001']);
  });

  it('pages with limit and reports the last page', async () => {
    const res = await api.get('/v1/tags?limit=1&page=2').expect(200);
    expect(res.body.data).toEqual({
      tags: [tagJson(onboarding, [withoutTags(kickoff), withoutTags(launch)])],
      pageInfo: { page: 2, pages: 2, total: 2, pageTotal: 1, hasNextPage: false, hasPrevPage: true },
    });
  });

  it('answers an empty page past the end with correct pageInfo', async () => {
    const res = await api.get('/v1/tags?limit=1&page=5').expect(200);
    expect(res.body.data).toEqual({
      tags: [],
      pageInfo: { page: 5, pages: 2, total: 2, pageTotal: 0, hasNextPage: false, hasPrevPage: true },
    });
  });

  it.each(['limit=0', 'limit=101', 'page=0', 'page=abc', 'limit=5&limit=6', 'nope=1'])(
    'rejects the query %s',
    async (qs) => {
      expectError((await api.get(`/v1/tags?${qs}`).expect(400)).body, 400, 'BAD_REQUEST');
    },
  );

  it('lists with the same number of statements for limit=1 and limit=100, boards embedded', async () => {
    const org = await t.newOrg();
    const orgApi = apiAs(t, org.key);
    const tags = [];
    for (let i = 0; i < 5; i++) tags.push(await insertTag(t, org.orgId, { title: `Tag ${i}` }));
    const tagIds = tags.map((tag) => tag.id);
    await createBoard(orgApi, { title: 'One', tagIds });
    await createBoard(orgApi, { title: 'Two', tagIds });
    const one = await t.countQueries(() => orgApi.get('/v1/tags?limit=1').expect(200));
    const hundred = await t.countQueries(() => orgApi.get('/v1/tags?limit=100').expect(200));
    expect(hundred).toBe(one);
    const res = await orgApi.get('/v1/tags?limit=100').expect(200);
    expect(res.body.data.tags).toHaveLength(5);
    for (const tag of res.body.data.tags) expect(tag.boards.map((b: Json) => b.title)).toEqual(['One', 'Two']);
  });

  it.each([
    ['repeated keys', 'properties=title&properties=createdAt'],
    ['a comma list', 'properties=title,createdAt'],
    ['properties[]', 'properties[]=title&properties[]=createdAt'],
  ])('selects properties given as %s', async (_form, qs) => {
    const res = await api.get(`/v1/tags/${onboarding.id}?${qs}`).expect(200);
    expect(res.body.data.tag).toEqual({ ...tagHead(onboarding), title: 'Onboarding', createdAt: onboarding.createdAt });
  });

  it('selects the board titles only with boards.title, keeping their id, object and url', async () => {
    const res = await api.get(`/v1/tags?properties=boards.title`).expect(200);
    const board = (b: Json) => ({ id: b.id, object: 'board', url: b.url, title: b.title });
    expect(res.body.data.tags).toEqual([
      { ...tagHead(renewal), boards: [board(kickoff)] },
      { ...tagHead(onboarding), boards: [board(kickoff), board(launch)] },
    ]);
  });

  it('returns the whole boards embed when selected by its bare name', async () => {
    const res = await api.get(`/v1/tags/${renewal.id}?properties=boards`).expect(200);
    expect(res.body.data.tag).toEqual({ ...tagHead(renewal), boards: [withoutTags(kickoff)] });
  });

  it('does not query boards when they are not selected', async () => {
    const plain = await t.countQueries(() => api.get(`/v1/tags/${onboarding.id}?properties=title`).expect(200));
    const full = await t.countQueries(() => api.get(`/v1/tags/${onboarding.id}`).expect(200));
    expect(full).toBe(plain + 1);
  });

  it.each(['nope', 'boards.tags', 'boards.nope', 'object', 'title,'])(
    'rejects the property %s on the list and the retrieve',
    async (name) => {
      for (const path of [`/v1/tags/${onboarding.id}`, '/v1/tags']) {
        const res = await api.get(`${path}?properties=${encodeURIComponent(name)}`).expect(400);
        expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
          { field: 'properties', message: expect.any(String) },
        ]);
      }
    },
  );

  it('names the allowed properties, dot paths included, in the error', async () => {
    const res = await api.get('/v1/tags?properties=nope').expect(400);
    expect(res.body.error.details[0].message).toBe(
      'contains unknown tag properties: nope; allowed: title, createdAt, updatedAt, boards, boards.title, ' +
        'boards.appearance, boards.icon, boards.description, boards.createdAt, boards.updatedAt',
    );
  });

  it('answers 404 for another organization’s tag', async () => {
    const res = await api.get(`/v1/tags/${foreignTag.id}`).expect(404);
    expect(expectError(res.body, 404, 'NOT_FOUND').message).toBe(`tag ${foreignTag.id} not found`);
  });

  it('answers 401 without a key', async () => {
    expectError((await apiAs(t, 'nope').raw.get('/v1/tags').expect(401)).body, 401, 'UNAUTHORIZED');
    expectError((await apiAs(t, 'nope').get(`/v1/tags/${onboarding.id}`).expect(401)).body, 401, 'UNAUTHORIZED');
  });
});

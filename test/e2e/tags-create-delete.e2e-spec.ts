import { AssetTagEntity } from '../../src/tag-links/asset-tag.entity.js';
import { BoardTagEntity } from '../../src/tag-links/board-tag.entity.js';
import { TagEntity } from '../../src/tag-links/tag.entity.js';
import { type Api, apiAs, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { lastEventData } from '../support/events.js';
import { createAsset } from '../support/factories/assets.js';
import { createBoard } from '../support/factories/boards.js';
import { createTag } from '../support/factories/tags.js';
import { BASE, ID, ISO_MS, type Json, label } from '../support/wire.js';

describe('POST and DELETE /v1/tags', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  const tagCount = () => t.dataSource.manager.countBy(TagEntity, { organizationId: orgId });
  const lastEvent = (type: string) => lastEventData(t, orgId, type);
  const conflictOn = (title: string) => ({
    status: 409,
    code: 'CONFLICT',
    message: `A tag titled "${title}" already exists`,
    details: [{ field: 'title', message: 'is already used by another tag' }],
    requestId: expect.any(String),
  });

  describe('POST', () => {
    it('creates a tag with 201, Location and the whole tag, as GET then answers', async () => {
      const res = await api.post('/v1/tags', { title: 'Onboarding' }).expect(201);
      const id = res.body.data.tag.id;
      expect(id).toMatch(ID);
      expect(res.headers.location).toBe(`${BASE}/tags/${id}`);
      expect(res.body).toEqual({
        data: {
          tag: {
            id,
            object: 'tag',
            url: `${BASE}/tags/${id}`,
            title: 'Onboarding',
            createdAt: expect.stringMatching(ISO_MS),
            updatedAt: res.body.data.tag.createdAt,
            boards: [],
          },
        },
      });
      expect((await api.get(`/v1/tags/${id}`).expect(200)).body).toEqual(res.body);
    });

    it('puts the new tag on the given boards, listed in board order, and the boards show it', async () => {
      const first = await createBoard(api, { title: 'First', index: 0 });
      const second = await createBoard(api, { title: 'Second', index: 1 });
      const res = await api.post('/v1/tags', { title: 'Both boards', boardIds: [second.id, first.id, second.id] });
      expect(res.status).toBe(201);
      const boardEmbed = (board: Json) => ({
        id: board.id,
        object: 'board',
        url: `${BASE}/boards/${board.id}`,
        title: board.title,
        appearance: 'greyExtraLight',
        icon: null,
        description: null,
        createdAt: board.createdAt,
        updatedAt: board.updatedAt,
      });
      expect(res.body.data.tag.boards).toEqual([boardEmbed(first), boardEmbed(second)]);
      const onBoard = (await api.get(`/v1/boards/${first.id}?properties=tags.title`).expect(200)).body.data.board;
      expect(onBoard.tags).toEqual([expect.objectContaining({ id: res.body.data.tag.id, title: 'Both boards' })]);
    });

    it('stores the title trimmed', async () => {
      const tag = await createTag(api, { title: '  Spaced out  ' });
      expect(tag.title).toBe('Spaced out');
    });

    describe('with a title already used', () => {
      beforeAll(() => createTag(api, { title: 'Partners' }));

      it.each([
        ['the same title', 'Partners', 'Partners'],
        ['another case', 'PARTNERS', 'PARTNERS'],
        ['surrounding spaces', '  partners ', 'partners'],
      ])('answers 409 on title for %s, creating nothing', async (_case, title, trimmed) => {
        const before = await tagCount();
        const res = await api.post('/v1/tags', { title }).expect(409);
        expect(res.body.error).toEqual(conflictOn(trimmed));
        expect(await tagCount()).toBe(before);
      });
    });

    it('allows the title another organization already uses', async () => {
      const other = await t.newOrg();
      await createTag(apiAs(t, other.key), { title: 'Shared word' });
      await createTag(api, { title: 'shared WORD' });
    });

    it('creates exactly one tag when ten requests race for one title, the others 409 by the unique index', async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => api.post('/v1/tags', { title: i % 2 ? 'Racy' : 'RACY' })),
      );
      expect(results.map((res) => res.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      for (const res of results.filter((r) => r.status === 409)) expectError(res.body, 409, 'CONFLICT');
      expect(await t.dataSource.manager.countBy(TagEntity, { organizationId: orgId, titleKey: 'racy' })).toBe(1);
    });

    it.each(
      (
        [
          ['title', undefined, 'is required'],
          ['title', null, 'must not be null'],
          ['title', '', 'must be at least 1 character'],
          ['title', '   ', 'must not be blank'],
          ['title', 42, 'must be a string'],
          ['title', 'x'.repeat(256), 'must be at most 255 characters'],
          ['title', 'two\nlines', 'must be a single line'],
          ['boardIds', 'a1B2c3D4e5F6', 'must be an array'],
          ['boardIds', ['not an id'], '[0] must be an id string'],
          ['boardIds', null, 'must not be null'],
          ['colour', 'red', 'is not allowed'],
        ] as [string, unknown, string][]
      ).map(([field, value, message]) => [field, label(value), value, message] as const),
    )('rejects %s = %s with 400 naming the field, creating nothing', async (field, _label, value, message) => {
      const before = await tagCount();
      const body = field === 'title' ? { title: value } : { title: `Valid ${field}`, [field]: value };
      const res = await api.post('/v1/tags', body).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([{ field, message }]);
      expect(await tagCount()).toBe(before);
    });

    it('answers 400 naming each board id that is unknown or another organization’s, creating nothing', async () => {
      const mine = await createBoard(api, { title: 'Mine' });
      const theirs = await createBoard(apiAs(t, (await t.newOrg()).key), { title: 'Theirs' });
      const before = await tagCount();
      const res = await api
        .post('/v1/tags', { title: 'Not created', boardIds: [mine.id, theirs.id, 'a1B2c3D4e5F6'] })
        .expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
        { field: 'boardIds[1]', message: `board ${theirs.id} does not exist` },
        { field: 'boardIds[2]', message: 'board a1B2c3D4e5F6 does not exist' },
      ]);
      expect(await tagCount()).toBe(before);
    });

    it('answers only the selected properties', async () => {
      const board = await createBoard(api, { title: 'Picked board' });
      const res = await api
        .post('/v1/tags?properties=title,boards.title', { title: 'Picked', boardIds: [board.id] })
        .expect(201);
      const id = res.body.data.tag.id;
      expect(res.body.data.tag).toEqual({
        id,
        object: 'tag',
        url: `${BASE}/tags/${id}`,
        title: 'Picked',
        boards: [{ id: board.id, object: 'board', url: `${BASE}/boards/${board.id}`, title: 'Picked board' }],
      });
    });

    it('records a tag.created event carrying the tag in full', async () => {
      const tag = await createTag(api, { title: 'Evented' });
      expect(await lastEvent('tag.created')).toEqual({
        object: (await api.get(`/v1/tags/${tag.id}`).expect(200)).body.data.tag,
      });
    });
  });

  describe('DELETE', () => {
    it('deletes a tag and takes it off its boards and assets, which stay', async () => {
      const board = await createBoard(api, { title: 'Keeps existing', tagNames: ['Other'] });
      const tag = await createTag(api, { title: 'Temporary', boardIds: [board.id] });
      const asset = await createAsset(api, { tagIds: [tag.id] });
      const res = await api.delete(`/v1/tags/${tag.id}`).expect(200);
      expect(res.body).toEqual({ data: { id: tag.id } });
      expect(tagsOf((await api.get(`/v1/boards/${board.id}`).expect(200)).body.data.board)).toEqual(['Other']);
      expect((await api.get(`/v1/assets/${asset.id}`).expect(200)).body.data.asset.tags).toEqual([]);
      expect(await t.dataSource.manager.countBy(BoardTagEntity, { tagId: tag.id })).toBe(0);
      expect(await t.dataSource.manager.countBy(AssetTagEntity, { tagId: tag.id })).toBe(0);
      expectError((await api.get(`/v1/tags/${tag.id}`).expect(404)).body, 404, 'NOT_FOUND');
    });

    it('answers 404 to a second delete', async () => {
      const tag = await createTag(api, { title: 'Twice' });
      await api.delete(`/v1/tags/${tag.id}`).expect(200);
      expectError((await api.delete(`/v1/tags/${tag.id}`).expect(404)).body, 404, 'NOT_FOUND');
    });

    it('frees the title for a new tag', async () => {
      const tag = await createTag(api, { title: 'Recycled' });
      await api.delete(`/v1/tags/${tag.id}`).expect(200);
      expect((await createTag(api, { title: 'recycled' })).id).not.toBe(tag.id);
    });

    it('drops the tag from the list and its total', async () => {
      const own = apiAs(t, (await t.newOrg()).key);
      const keep = await createTag(own, { title: 'Keep' });
      const gone = await createTag(own, { title: 'Gone' });
      await own.delete(`/v1/tags/${gone.id}`).expect(200);
      const list = (await own.get('/v1/tags?properties=title').expect(200)).body.data;
      expect(list.tags).toEqual([{ id: keep.id, object: 'tag', url: `${BASE}/tags/${keep.id}`, title: 'Keep' }]);
      expect(list.pageInfo.total).toBe(1);
    });

    it('answers 404 for another organization’s tag and for an unknown id, deleting nothing', async () => {
      const other = await t.newOrg();
      const theirs = await createTag(apiAs(t, other.key), { title: 'Theirs' });
      expectError((await api.delete(`/v1/tags/${theirs.id}`).expect(404)).body, 404, 'NOT_FOUND');
      await api.delete('/v1/tags/a1B2c3D4e5F6').expect(404);
      await apiAs(t, other.key).get(`/v1/tags/${theirs.id}`).expect(200);
    });

    it('rejects query parameters, deleting nothing', async () => {
      const tag = await createTag(api, { title: 'Queried' });
      const res = await api.delete(`/v1/tags/${tag.id}?properties=title`).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details.map((d) => d.field)).toEqual(['properties']);
      await api.get(`/v1/tags/${tag.id}`).expect(200);
    });

    it('records a tag.deleted event with the id', async () => {
      const tag = await createTag(api, { title: 'Evented delete' });
      await api.delete(`/v1/tags/${tag.id}`).expect(200);
      expect(await lastEvent('tag.deleted')).toEqual({ object: { id: tag.id, object: 'tag', deleted: true } });
    });
  });

  const tagsOf = (resource: Json) => (resource.tags as Json[]).map((tag) => tag.title);
});

import { BoardEntity } from '../../src/tag-links/board.entity.js';
import { EventEntity } from '../../src/events/event.entity.js';
import { TagEntity } from '../../src/tag-links/tag.entity.js';
import { type Api, apiAs, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { type BoardRef, createBoard, linkBoardTags } from '../support/factories/boards.js';
import { insertTag } from '../support/factories/tags.js';
import { BASE, ISO_MS, type Json, label } from '../support/wire.js';

describe('PATCH /v1/boards/{id}', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  const read = async (id: string, own = api): Promise<Json> =>
    (await own.get(`/v1/boards/${id}`).expect(200)).body.data.board;
  const tagTitles = (board: Json) => (board.tags as Json[]).map((tag) => tag.title);
  const tagCount = () => t.dataSource.manager.countBy(TagEntity, { organizationId: orgId });

  /** A fresh organization with boards titled as given, created in that order (so that is the board order). */
  const orgWithBoards = async (titles: string[]) => {
    const org = await t.newOrg();
    const own = apiAs(t, org.key);
    const boards: BoardRef[] = [];
    for (const title of titles) boards.push(await createBoard(own, { title }));
    const order = async () =>
      ((await own.get('/v1/boards?limit=100&properties=title').expect(200)).body.data.boards as Json[]).map(
        (board) => board.title,
      );
    const positions = async () =>
      (
        await t.dataSource.manager.find(BoardEntity, {
          where: { organizationId: org.orgId },
          order: { position: 'ASC' },
        })
      ).map((board) => board.position);
    return { org, own, boards, order, positions };
  };

  it('changes every create field in one request and answers the whole board, as GET then does', async () => {
    const kept = await insertTag(t, orgId, { title: 'Kept' });
    const dropped = await insertTag(t, orgId, { title: 'Dropped' });
    const existing = await insertTag(t, orgId, { title: 'Existing' });
    const board = await createBoard(api, { title: 'Before', icon: '🚀', description: 'Old', appearance: 'saffron' });
    await linkBoardTags(t, board.id, [dropped.id]);
    const res = await api
      .patch(`/v1/boards/${board.id}`, {
        title: 'After',
        appearance: 'mandy',
        description: 'New description',
        icon: '👩‍💻',
        index: 0,
        tagIds: [kept.id],
        tagNames: ['existing', 'Fresh'],
      })
      .expect(200);
    const fresh = await t.dataSource.manager.findOneByOrFail(TagEntity, { organizationId: orgId, titleKey: 'fresh' });
    const tag = (row: TagEntity) => ({
      id: row.id,
      object: 'tag',
      url: `${BASE}/tags/${row.id}`,
      title: row.title,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    });
    expect(res.body).toEqual({
      data: {
        board: {
          id: board.id,
          object: 'board',
          url: `${BASE}/boards/${board.id}`,
          title: 'After',
          appearance: 'mandy',
          icon: '👩‍💻',
          description: 'New description',
          createdAt: board.createdAt,
          updatedAt: expect.stringMatching(ISO_MS),
          tags: [tag(existing), tag(fresh), tag(kept)],
        },
      },
    });
    expect(res.body.data.board.updatedAt >= (board.updatedAt as string)).toBe(true);
    expect(await read(board.id)).toEqual(res.body.data.board);
    expect((await api.get(`/v1/tags/${dropped.id}?properties=title,boards`).expect(200)).body.data.tag).toMatchObject({
      title: 'Dropped',
      boards: [],
    });
  });

  it('keeps every field that is not sent, tags and place included', async () => {
    const tag = await insertTag(t, orgId, { title: 'Stays' });
    const board = await createBoard(api, { title: 'Steady', icon: '🚀', description: 'Kept', tagIds: [tag.id] });
    const before = await read(board.id);
    const position = (await t.dataSource.manager.findOneByOrFail(BoardEntity, { id: board.id })).position;
    const after = (await api.patch(`/v1/boards/${board.id}`, { appearance: 'downy' }).expect(200)).body.data.board;
    expect(after).toEqual({ ...before, appearance: 'downy', updatedAt: after.updatedAt });
    expect((await t.dataSource.manager.findOneByOrFail(BoardEntity, { id: board.id })).position).toBe(position);
  });

  it('clears description and icon with null', async () => {
    const board = await createBoard(api, { title: 'Clear me', icon: '🚀', description: 'Text' });
    const res = await api
      .patch(`/v1/boards/${board.id}?properties=title,icon,description`, { icon: null, description: null })
      .expect(200);
    expect(res.body.data.board).toEqual({
      id: board.id,
      object: 'board',
      url: `${BASE}/boards/${board.id}`,
      title: 'Clear me',
      icon: null,
      description: null,
    });
  });

  describe('tags', () => {
    it('replaces the tags with tagIds alone, and [] removes them all while the tags stay', async () => {
      const [a, b, c] = [
        await insertTag(t, orgId, { title: 'A1' }),
        await insertTag(t, orgId, { title: 'B1' }),
        await insertTag(t, orgId, { title: 'C1' }),
      ];
      const board = await createBoard(api, { tagIds: [a.id, b.id] });
      const swapped = (await api.patch(`/v1/boards/${board.id}`, { tagIds: [c.id, b.id] }).expect(200)).body.data.board;
      expect(tagTitles(swapped)).toEqual(['B1', 'C1']);
      const cleared = (await api.patch(`/v1/boards/${board.id}`, { tagIds: [] }).expect(200)).body.data.board;
      expect(cleared.tags).toEqual([]);
      for (const tag of [a, b, c]) await api.get(`/v1/tags/${tag.id}`).expect(200);
    });

    it('replaces the tags with tagNames alone, finding titles case-insensitively and creating the rest once', async () => {
      await insertTag(t, orgId, { title: 'Marketing' });
      const old = await insertTag(t, orgId, { title: 'Old' });
      const board = await createBoard(api, { tagIds: [old.id] });
      const before = await tagCount();
      const res = await api
        .patch(`/v1/boards/${board.id}`, { tagNames: ['  MARKETING ', 'Brand new', 'brand NEW'] })
        .expect(200);
      expect(tagTitles(res.body.data.board)).toEqual(['Brand new', 'Marketing']);
      expect(await tagCount()).toBe(before + 1);
    });

    it('merges tagIds and tagNames that name the same tag into one link', async () => {
      const tag = await insertTag(t, orgId, { title: 'Merged' });
      const board = await createBoard(api);
      const res = await api
        .patch(`/v1/boards/${board.id}`, { tagIds: [tag.id, tag.id], tagNames: ['merged'] })
        .expect(200);
      expect(res.body.data.board.tags).toEqual([expect.objectContaining({ id: tag.id, title: 'Merged' })]);
    });

    it('answers 400 naming each tag id that is unknown or another organization’s, and writes nothing', async () => {
      const mine = await insertTag(t, orgId, { title: 'Mine' });
      const theirs = await insertTag(t, (await t.newOrg()).orgId, { title: 'Theirs' });
      const board = await createBoard(api, { title: 'Guarded', tagIds: [mine.id] });
      const before = await tagCount();
      const res = await api
        .patch(`/v1/boards/${board.id}`, {
          title: 'Changed',
          tagIds: [mine.id, theirs.id, 'a1B2c3D4e5F6'],
          tagNames: ['Never created'],
        })
        .expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
        { field: 'tagIds[1]', message: `tag ${theirs.id} does not exist` },
        { field: 'tagIds[2]', message: 'tag a1B2c3D4e5F6 does not exist' },
      ]);
      expect(await read(board.id)).toMatchObject({
        title: 'Guarded',
        tags: [expect.objectContaining({ id: mine.id })],
      });
      expect(await tagCount()).toBe(before);
    });

    it('creates exactly one tag when simultaneous updates of different boards name the same new tag', async () => {
      const { own, boards } = await orgWithBoards(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
      const results = await Promise.all(
        boards.map((board, i) => own.patch(`/v1/boards/${board.id}`, { tagNames: [i % 2 ? 'Raced' : 'RACED'] })),
      );
      expect(results.map((res) => res.status)).toEqual(Array(10).fill(200));
      const tagIds = new Set(results.map((res) => (res.body.data.board.tags as Json[])[0].id));
      expect(tagIds.size).toBe(1);
      const tags = (await own.get('/v1/tags?limit=100').expect(200)).body.data.tags as Json[];
      expect(tags.map((tag) => [tag.id, (tag.boards as Json[]).length])).toEqual([[[...tagIds][0], 10]]);
    });
  });

  describe('index', () => {
    it('moves a board earlier and later, shifting the boards in between, with positions kept compact', async () => {
      const { own, boards, order, positions } = await orgWithBoards(['A', 'B', 'C', 'D', 'E']);
      await own.patch(`/v1/boards/${boards[4].id}`, { index: 0 }).expect(200);
      expect(await order()).toEqual(['E', 'A', 'B', 'C', 'D']);
      await own.patch(`/v1/boards/${boards[0].id}`, { index: 3 }).expect(200);
      expect(await order()).toEqual(['E', 'B', 'C', 'A', 'D']);
      await own.patch(`/v1/boards/${boards[2].id}`, { index: 1 }).expect(200);
      expect(await order()).toEqual(['E', 'C', 'B', 'A', 'D']);
      expect(await positions()).toEqual([0, 1, 2, 3, 4]);
    });

    it('puts a board last for an index past the end, and leaves the order alone for its own index', async () => {
      const { own, boards, order, positions } = await orgWithBoards(['A', 'B', 'C']);
      await own.patch(`/v1/boards/${boards[0].id}`, { index: 99 }).expect(200);
      expect(await order()).toEqual(['B', 'C', 'A']);
      await own.patch(`/v1/boards/${boards[1].id}`, { index: 0 }).expect(200);
      expect(await order()).toEqual(['B', 'C', 'A']);
      expect(await positions()).toEqual([0, 1, 2]);
    });

    it('moves within the order that remains after a delete', async () => {
      const { own, boards, order, positions } = await orgWithBoards(['A', 'B', 'C', 'D']);
      await own.delete(`/v1/boards/${boards[1].id}`).expect(200);
      await own.patch(`/v1/boards/${boards[3].id}`, { index: 1 }).expect(200);
      expect(await order()).toEqual(['A', 'D', 'C']);
      await own.patch(`/v1/boards/${boards[0].id}`, { index: 5 }).expect(200);
      expect(await order()).toEqual(['D', 'C', 'A']);
      expect(await positions()).toEqual([0, 1, 2]);
    });

    it('keeps positions a compact order when moves, creates and deletes race', async () => {
      const { own, boards, positions } = await orgWithBoards(['A', 'B', 'C', 'D', 'E', 'F']);
      await Promise.all([
        ...boards
          .filter((_, i) => i !== 2)
          .map((board, i) => own.patch(`/v1/boards/${board.id}`, { index: (i * 4) % 7 }).expect(200)),
        own.post('/v1/boards', { title: 'G', index: 2 }).expect(201),
        own.delete(`/v1/boards/${boards[2].id}`).expect(200),
      ]);
      expect(await positions()).toEqual([0, 1, 2, 3, 4, 5]);
    });
  });

  it.each(
    (
      [
        ['title', '', 'must be at least 1 character'],
        ['title', null, 'must not be null'],
        ['title', 3, 'must be a string'],
        ['title', 'x'.repeat(256), 'must be at most 255 characters'],
        [
          'appearance',
          'neon',
          'must be one of: greyExtraLight, mandy, saffron, conifer, pastelGreen, downy, malibu, royalBlue, mediumPurple, brilliantRose',
        ],
        ['appearance', null, 'must not be null'],
        ['description', 'x'.repeat(10_001), 'must be at most 10000 characters'],
        ['description', ['x'], 'must be a string'],
        ['icon', 'ab', 'must be exactly one emoji'],
        ['icon', '😀😀', 'must be exactly one emoji'],
        ['icon', '', 'must be exactly one emoji'],
        ['index', -1, 'must be at least 0'],
        ['index', 1.5, 'must be an integer'],
        ['index', '1', 'must be an integer'],
        ['index', null, 'must not be null'],
        ['tagIds', 'a1B2c3D4e5F6', 'must be an array'],
        ['tagIds', ['not an id'], '[0] must be an id string'],
        ['tagIds', null, 'must not be null'],
        ['tagNames', 'Sales', 'must be an array'],
        ['tagNames', [''], '[0] must be at least 1 character'],
        ['tagNames', ['ok', '   '], '[1] must not be blank'],
        ['tagNames', [7], '[0] must be a string'],
        ['tagNames', ['x'.repeat(256)], '[0] must be at most 255 characters'],
        ['tagNames', null, 'must not be null'],
        ['colour', 'red', 'is not allowed'],
      ] as [string, unknown, string][]
    ).map(([field, value, message]) => [field, label(value), value, message] as const),
  )('rejects %s = %s with 400 naming the field, changing nothing', async (field, _label, value, message) => {
    const board = await createBoard(api, { title: 'Untouched' });
    const before = await tagCount();
    const res = await api.patch(`/v1/boards/${board.id}`, { [field]: value }).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([{ field, message }]);
    expect(await read(board.id)).toEqual(board);
    expect(await tagCount()).toBe(before);
  });

  it('answers an empty body with the board unchanged and records no event', async () => {
    const board = await createBoard(api, { title: 'Quiet', tagNames: ['Calm'] });
    const events = await t.dataSource.manager.countBy(EventEntity, { organizationId: orgId });
    const res = await api.patch(`/v1/boards/${board.id}`, {}).expect(200);
    expect(res.body.data.board).toEqual(board);
    expect(await t.dataSource.manager.countBy(EventEntity, { organizationId: orgId })).toBe(events);
  });

  it('records a board.updated event carrying the board in full, whatever the caller selected', async () => {
    const board = await createBoard(api, { title: 'Evented' });
    await api.patch(`/v1/boards/${board.id}?properties=title`, { title: 'Evented again', tagNames: ['E'] }).expect(200);
    const [event] = await t.dataSource.manager.find(EventEntity, {
      where: { organizationId: orgId, type: 'board.updated' },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 1,
    });
    expect(JSON.parse(event.data)).toEqual({ object: await read(board.id) });
  });

  it('answers only the selected properties', async () => {
    const board = await createBoard(api, { title: 'Selected' });
    const res = await api
      .patch(`/v1/boards/${board.id}?properties=title,tags.title`, { title: 'Picked', tagNames: ['Picked tag'] })
      .expect(200);
    const tag = res.body.data.board.tags[0];
    expect(res.body.data.board).toEqual({
      id: board.id,
      object: 'board',
      url: `${BASE}/boards/${board.id}`,
      title: 'Picked',
      tags: [{ id: tag.id, object: 'tag', url: `${BASE}/tags/${tag.id}`, title: 'Picked tag' }],
    });
  });

  it('answers 404 for another organization’s board and for an unknown id, changing nothing', async () => {
    const other = await t.newOrg();
    const theirs = await createBoard(apiAs(t, other.key), { title: 'Theirs' });
    expectError(
      (await api.patch(`/v1/boards/${theirs.id}`, { title: 'Mine', index: 0 }).expect(404)).body,
      404,
      'NOT_FOUND',
    );
    await api.patch('/v1/boards/a1B2c3D4e5F6', { title: 'Nobody' }).expect(404);
    expect(await read(theirs.id, apiAs(t, other.key))).toEqual(theirs);
  });
});

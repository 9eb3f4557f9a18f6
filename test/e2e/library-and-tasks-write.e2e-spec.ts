import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertAsset, linkAssetTags } from '../support/factories/assets.js';
import { createBoard, insertTag, linkBoardTags } from '../support/factories/tags.js';
import { insertPlanTask, insertWorkspace } from '../support/factories/workspaces.js';

const ID = /^[0-9A-Za-z]{12}$/;
type Json = Record<string, unknown>;

/** Board update, tag and asset create/delete, plan task filters and full updates. */
describe('boards, tags, assets and plan tasks: the remaining writes', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => {
    t = await bootTestApp();
    const org = await t.newOrg();
    orgId = org.orgId;
    api = apiAs(t, org.key);
  });
  afterAll(() => t.close());

  const fieldsOf = (res: { body: { error?: { details: { field: string }[] } } }) =>
    res.body.error?.details.map((d) => d.field) ?? [];

  describe('PATCH /v1/boards/{id}', () => {
    it('changes fields, replaces tags from ids and names, and keeps what is not sent', async () => {
      const kept = await insertTag(t, orgId, { title: 'Kept' });
      const dropped = await insertTag(t, orgId, { title: 'Dropped' });
      const board = await createBoard(api, { title: 'Before', icon: '🚀', description: 'Old' });
      await linkBoardTags(t, board.id, [dropped.id]);
      const res = await api
        .patch(`/v1/boards/${board.id}`, {
          title: 'After',
          appearance: 'mandy',
          description: null,
          tagIds: [kept.id],
          tagNames: ['fresh'],
        })
        .expect(200);
      const after = res.body.data.board;
      expect(after).toMatchObject({ title: 'After', appearance: 'mandy', icon: '🚀', description: null });
      expect((after.tags as Json[]).map((tag) => tag.title).sort()).toEqual(['Kept', 'fresh']);
    });

    it('moves a board in the order, keeping positions compact', async () => {
      const org = await t.newOrg();
      const own = apiAs(t, org.key);
      const boards = [];
      for (const title of ['A', 'B', 'C', 'D']) boards.push(await createBoard(own, { title }));
      const order = async () =>
        ((await own.get('/v1/boards?properties=title').expect(200)).body.data.boards as Json[]).map((x) => x.title);
      await own.patch(`/v1/boards/${boards[3].id}`, { index: 0 }).expect(200);
      expect(await order()).toEqual(['D', 'A', 'B', 'C']);
      await own.patch(`/v1/boards/${boards[3].id}`, { index: 99 }).expect(200);
      expect(await order()).toEqual(['A', 'B', 'C', 'D']);
      await own.patch(`/v1/boards/${boards[0].id}`, { index: 2 }).expect(200);
      expect(await order()).toEqual(['B', 'C', 'A', 'D']);
    });

    it('rejects bad values and foreign tag ids, writing nothing; another organization’s board is 404', async () => {
      const board = await createBoard(api, { title: 'Guarded' });
      const foreignTag = await insertTag(t, (await t.newOrg()).orgId, { title: 'Theirs' });
      for (const [body, field] of [
        [{ title: '' }, 'title'],
        [{ icon: 'ab' }, 'icon'],
        [{ index: -1 }, 'index'],
        [{ appearance: 'neon' }, 'appearance'],
        [{ tagIds: [foreignTag.id], title: 'Changed' }, 'tagIds[0]'],
      ] as [Json, string][]) {
        const res = await api.patch(`/v1/boards/${board.id}`, body).expect(400);
        expect(fieldsOf(res)).toContain(field);
      }
      expect((await api.get(`/v1/boards/${board.id}?properties=title`).expect(200)).body.data.board.title).toBe(
        'Guarded',
      );
      const stranger = apiAs(t, (await t.newOrg()).key);
      await stranger.patch(`/v1/boards/${board.id}`, { title: 'Mine' }).expect(404);
    });
  });

  describe('POST and DELETE /v1/tags', () => {
    it('creates a tag on boards with 201 and Location; a duplicate title in any case is 409', async () => {
      const board = await createBoard(api, { title: 'Tagged board' });
      const res = await api.post('/v1/tags', { title: '  Partners  ', boardIds: [board.id] }).expect(201);
      const tag = res.body.data.tag;
      expect(res.headers.location).toBe(`http://localhost:3000/v1/tags/${tag.id}`);
      expect(tag).toMatchObject({
        id: expect.stringMatching(ID),
        object: 'tag',
        title: 'Partners',
        boards: [{ id: board.id }],
      });
      const dup = await api.post('/v1/tags', { title: 'PARTNERS' }).expect(409);
      expect(expectError(dup.body, 409, 'CONFLICT').details[0].field).toBe('title');
      for (const body of [{}, { title: '   ' }, { title: 'x', boardIds: ['nope'] }]) {
        expectError((await api.post('/v1/tags', body).expect(400)).body, 400, 'BAD_REQUEST');
      }
    });

    it('creates exactly one tag when ten requests race for one title', async () => {
      const statuses = await Promise.all(
        Array.from(
          { length: 10 },
          async (_, i) => (await api.post('/v1/tags', { title: i % 2 ? 'Racy' : 'racy' })).status,
        ),
      );
      expect(statuses.sort()).toEqual([201, ...Array(9).fill(409)]);
    });

    it('deletes a tag from its boards and assets, which stay; a second delete is 404', async () => {
      const tag = await insertTag(t, orgId, { title: 'Temporary' });
      const board = await createBoard(api, { title: 'Keeps existing' });
      const asset = await insertAsset(t, orgId);
      await linkBoardTags(t, board.id, [tag.id]);
      await linkAssetTags(t, asset.id, [tag.id]);
      expect((await api.delete(`/v1/tags/${tag.id}`).expect(200)).body).toEqual({ data: { id: tag.id } });
      expect((await api.get(`/v1/boards/${board.id}`).expect(200)).body.data.board.tags).toEqual([]);
      expect((await api.get(`/v1/assets/${asset.id}`).expect(200)).body.data.asset.tags).toEqual([]);
      await api.delete(`/v1/tags/${tag.id}`).expect(404);
    });
  });

  describe('POST and DELETE /v1/assets', () => {
    it('creates an asset with tags, validates type and URL, and deletes it', async () => {
      const tag = await insertTag(t, orgId, { title: 'Media' });
      const res = await api
        .post('/v1/assets', {
          name: 'Welcome video',
          assetType: 'video',
          assetUrl: 'https://cdn.example.com/w.mp4',
          tagIds: [tag.id],
        })
        .expect(201);
      const asset = res.body.data.asset;
      expect(res.headers.location).toBe(`http://localhost:3000/v1/assets/${asset.id}`);
      expect(asset).toMatchObject({
        object: 'asset',
        name: 'Welcome video',
        description: null,
        views: 0,
        shares: 0,
        assetType: 'video',
        assetUrl: 'https://cdn.example.com/w.mp4',
        tags: [{ id: tag.id, title: 'Media' }],
      });
      for (const [body, field] of [
        [{ name: 'x', assetType: 'gif', assetUrl: 'https://a.example/x' }, 'assetType'],
        [{ name: 'x', assetType: 'pdf', assetUrl: 'file:///etc/passwd' }, 'assetUrl'],
        [{ assetType: 'pdf', assetUrl: 'https://a.example/x' }, 'name'],
      ] as [Json, string][]) {
        expect(fieldsOf(await api.post('/v1/assets', body).expect(400))).toContain(field);
      }
      await api.delete(`/v1/assets/${asset.id}`).expect(200);
      await api.get(`/v1/assets/${asset.id}`).expect(404);
      expect((await api.get(`/v1/tags/${tag.id}`).expect(200)).body.data.tag.title).toBe('Media');
    });
  });

  describe('workspace plan tasks', () => {
    const progress = async (workspaceId: string) =>
      (await api.get(`/v1/workspaces/${workspaceId}?properties=taskProgress`).expect(200)).body.data.workspace
        .taskProgress;

    it('filters the list by status, in both syntaxes and with workspaceId, at a constant query count', async () => {
      const workspace = await insertWorkspace(t, orgId);
      await insertPlanTask(t, workspace, { index: 0, status: 'Completed', completedAt: '2026-01-01T00:00:00.000Z' });
      const open = await insertPlanTask(t, workspace, { index: 1, status: 'In Progress' });
      await insertPlanTask(t, workspace, { index: 2 });
      const bracket = await api
        .get(`/v1/workspace-plan-tasks?filters[workspaceId]=${workspace.id}&filters[status]=In Progress`)
        .expect(200);
      expect((bracket.body.data.workspacePlanTasks as Json[]).map((task) => task.id)).toEqual([open.id]);
      const json = encodeURIComponent(JSON.stringify({ workspaceId: workspace.id, status: 'In Progress' }));
      expect(
        (await api.get(`/v1/workspace-plan-tasks?filters=${json}`).expect(200)).body.data.workspacePlanTasks,
      ).toEqual(bracket.body.data.workspacePlanTasks);
      const bad = await api.get('/v1/workspace-plan-tasks?filters[status]=Done').expect(400);
      expect(fieldsOf(bad)).toEqual(['filters.status']);
      const path = `/v1/workspace-plan-tasks?filters[status]=Not Started`;
      const one = await t.countQueries(() => api.get(`${path}&limit=1`).expect(200));
      expect(await t.countQueries(() => api.get(`${path}&limit=100`).expect(200))).toBe(one);
    });

    it('updates title, dates and action fields without touching progress', async () => {
      const workspace = await insertWorkspace(t, orgId);
      const task = await insertPlanTask(t, workspace);
      const res = await api
        .patch(`/v1/workspace-plan-tasks/${task.id}`, {
          title: 'Kick-off call',
          dueDate: '2026-03-08',
          startDate: null,
          actionType: 'link',
          actionLinkUrl: 'https://example.com/agenda',
          actionLinkName: 'Agenda',
          showActionText: true,
        })
        .expect(200);
      expect(res.body.data.workspacePlanTask).toMatchObject({
        title: 'Kick-off call',
        dueDate: '2026-03-08',
        startDate: null,
        actionLinkUrl: 'https://example.com/agenda',
        showActionText: true,
        status: 'Not Started',
      });
      expect(await progress(workspace.id)).toBe('0');
    });

    it('moves status through the states, keeping taskProgress and completedAt right', async () => {
      const workspace = await insertWorkspace(t, orgId);
      const task = await insertPlanTask(t, workspace);
      await insertPlanTask(t, workspace, { index: 1 });
      const started = await api.patch(`/v1/workspace-plan-tasks/${task.id}`, { status: 'In Progress' }).expect(200);
      expect(started.body.data.workspacePlanTask).toMatchObject({
        status: 'In Progress',
        completed: false,
        completedAt: null,
      });
      const done = await api.patch(`/v1/workspace-plan-tasks/${task.id}`, { status: 'Completed' }).expect(200);
      expect(done.body.data.workspacePlanTask).toMatchObject({ status: 'Completed', completed: true });
      expect(await progress(workspace.id)).toBe('50');
      const back = await api.patch(`/v1/workspace-plan-tasks/${task.id}`, { status: 'Not Started' }).expect(200);
      expect(back.body.data.workspacePlanTask).toMatchObject({ status: 'Not Started', completedAt: null });
      expect(await progress(workspace.id)).toBe('0');
    });

    it('rejects contradicting completed and status, and bad values', async () => {
      const workspace = await insertWorkspace(t, orgId);
      const task = await insertPlanTask(t, workspace);
      for (const [body, field] of [
        [{ completed: true, status: 'In Progress' }, 'status'],
        [{ status: 'Done' }, 'status'],
        [{ dueDate: '2026-13-01' }, 'dueDate'],
        [{ title: '' }, 'title'],
        [{ actionLinkUrl: 'javascript:alert(1)' }, 'actionLinkUrl'],
      ] as [Json, string][]) {
        expect(fieldsOf(await api.patch(`/v1/workspace-plan-tasks/${task.id}`, body).expect(400))).toContain(field);
      }
      await api.patch(`/v1/workspace-plan-tasks/${task.id}`, { completed: true, status: 'Completed' }).expect(200);
    });
  });
});

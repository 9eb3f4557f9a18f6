import type { WorkspacePlanTaskEntity } from '../../src/workspace-plan-tasks/workspace-plan-task.entity.js';
import { WorkspaceEntity } from '../../src/workspaces/workspace.entity.js';
import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertPlanTask, insertWorkspace } from '../support/factories/workspaces.js';

const ISO_S = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('workspace plan tasks', () => {
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

  const progressOf = async (workspaceId: string) =>
    (await t.dataSource.manager.findOneByOrFail(WorkspaceEntity, { id: workspaceId })).taskProgress;

  const threeTasks = async () => {
    const workspace = await insertWorkspace(t, orgId);
    const tasks: WorkspacePlanTaskEntity[] = [];
    for (const index of [0, 1, 2]) tasks.push(await insertPlanTask(t, workspace, { index, title: `Task ${index}` }));
    return { workspace, tasks };
  };

  it('returns a task with every field', async () => {
    const workspace = await insertWorkspace(t, orgId);
    const task = await insertPlanTask(t, workspace, {
      templatePlanTaskId: 'tmplTask0001',
      index: 3,
      title: 'Kick-off call',
      description: 'Agree on goals',
      status: 'In Progress',
      isInternal: true,
      actionType: 'link',
      actionLinkUrl: 'https://example.com/agenda',
      actionLinkName: 'Agenda',
      actionText: 'Open the agenda',
      showActionText: true,
      startDate: '2026-03-01',
      dueDate: '2026-03-08',
    });
    const res = await api.get(`/v1/workspace-plan-tasks/${task.id}`).expect(200);
    expect(res.body).toEqual({
      data: {
        workspacePlanTask: {
          id: task.id,
          object: 'workspacePlanTask',
          url: `http://localhost:3000/v1/workspace-plan-tasks/${task.id}`,
          isInternal: true,
          status: 'In Progress',
          completed: false,
          completedAt: null,
          actionLinkUrl: 'https://example.com/agenda',
          actionLinkName: 'Agenda',
          actionText: 'Open the agenda',
          actionType: 'link',
          showActionText: true,
          startDate: '2026-03-01',
          dueDate: '2026-03-08',
          title: 'Kick-off call',
          description: 'Agree on goals',
          index: 3,
          templatePlanTaskId: 'tmplTask0001',
          workspaceId: workspace.id,
          createdAt: task.createdAt,
          updatedAt: task.updatedAt,
        },
      },
    });
  });

  it('completes a task: status Completed, completedAt without milliseconds, and taskProgress 1 of 3 → 33', async () => {
    const { workspace, tasks } = await threeTasks();
    const res = await api.patch(`/v1/workspace-plan-tasks/${tasks[0].id}`, { completed: true }).expect(200);
    const task = res.body.data.workspacePlanTask;
    expect(task).toMatchObject({ id: tasks[0].id, status: 'Completed', completed: true });
    expect(task.completedAt).toMatch(ISO_S);
    expect(task.updatedAt).toMatch(ISO_MS);
    expect(task.updatedAt).not.toBe(tasks[0].updatedAt);
    expect(await progressOf(workspace.id)).toBe(33);
    await api.patch(`/v1/workspace-plan-tasks/${tasks[1].id}`, { completed: true }).expect(200);
    expect(await progressOf(workspace.id)).toBe(67);
    await api.patch(`/v1/workspace-plan-tasks/${tasks[2].id}`, { completed: true }).expect(200);
    expect(await progressOf(workspace.id)).toBe(100);
  });

  it('keeps completedAt and updatedAt when a completed task is completed again', async () => {
    const { workspace, tasks } = await threeTasks();
    const first = (await api.patch(`/v1/workspace-plan-tasks/${tasks[0].id}`, { completed: true }).expect(200)).body
      .data.workspacePlanTask;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = (await api.patch(`/v1/workspace-plan-tasks/${tasks[0].id}`, { completed: true }).expect(200)).body
      .data.workspacePlanTask;
    expect(again).toEqual(first);
    expect(await progressOf(workspace.id)).toBe(33);
  });

  it('reopens a completed task as In Progress with completedAt null and lowers taskProgress', async () => {
    const { workspace, tasks } = await threeTasks();
    await api.patch(`/v1/workspace-plan-tasks/${tasks[0].id}`, { completed: true }).expect(200);
    await api.patch(`/v1/workspace-plan-tasks/${tasks[1].id}`, { completed: true }).expect(200);
    const res = await api.patch(`/v1/workspace-plan-tasks/${tasks[1].id}`, { completed: false }).expect(200);
    expect(res.body.data.workspacePlanTask).toMatchObject({
      status: 'In Progress',
      completed: false,
      completedAt: null,
    });
    expect(await progressOf(workspace.id)).toBe(33);
  });

  it.each(['Not Started', 'In Progress'] as const)('leaves a %s task unchanged on completed:false', async (status) => {
    const workspace = await insertWorkspace(t, orgId);
    const task = await insertPlanTask(t, workspace, { status });
    const before = (await api.get(`/v1/workspace-plan-tasks/${task.id}`).expect(200)).body.data.workspacePlanTask;
    const res = await api.patch(`/v1/workspace-plan-tasks/${task.id}`, { completed: false }).expect(200);
    expect(res.body.data.workspacePlanTask).toEqual(before);
    expect(await progressOf(workspace.id)).toBe(0);
  });

  it('counts every completion when tasks of one workspace are completed at the same time', async () => {
    const { workspace, tasks } = await threeTasks();
    await Promise.all(
      tasks.map((task) => api.patch(`/v1/workspace-plan-tasks/${task.id}`, { completed: true }).expect(200)),
    );
    expect(await progressOf(workspace.id)).toBe(100);
  });

  it('moves the workspace updatedAt when its taskProgress changes', async () => {
    const { workspace, tasks } = await threeTasks();
    await api.patch(`/v1/workspace-plan-tasks/${tasks[0].id}`, { completed: true }).expect(200);
    const stored = await t.dataSource.manager.findOneByOrFail(WorkspaceEntity, { id: workspace.id });
    expect(stored.updatedAt > workspace.updatedAt).toBe(true);
  });

  it.each([
    ['missing', {}, 'is required'],
    ['the string "true"', { completed: 'true' }, 'must be a boolean'],
    ['null', { completed: null }, 'must not be null'],
    ['a number', { completed: 1 }, 'must be a boolean'],
  ])('rejects completed %s with 400', async (_case, body, message) => {
    const workspace = await insertWorkspace(t, orgId);
    const task = await insertPlanTask(t, workspace);
    const res = await api.patch(`/v1/workspace-plan-tasks/${task.id}`, body).expect(400);
    const error = expectError(res.body, 400, 'BAD_REQUEST');
    expect(error.details).toEqual([{ field: 'completed', message }]);
  });

  it('rejects unknown body fields', async () => {
    const workspace = await insertWorkspace(t, orgId);
    const task = await insertPlanTask(t, workspace);
    const res = await api.patch(`/v1/workspace-plan-tasks/${task.id}`, { completed: true, title: 'x' }).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([{ field: 'title', message: 'is not allowed' }]);
  });

  it('answers 404 for another organization’s task on GET and PATCH, changing nothing', async () => {
    const other = await t.newOrg();
    const workspace = await insertWorkspace(t, other.orgId);
    const task = await insertPlanTask(t, workspace);
    expectError((await api.get(`/v1/workspace-plan-tasks/${task.id}`).expect(404)).body, 404, 'NOT_FOUND');
    await api.patch(`/v1/workspace-plan-tasks/${task.id}`, { completed: true }).expect(404);
    expect(await progressOf(workspace.id)).toBe(0);
  });

  it('answers 403 to a read-only key on PATCH', async () => {
    const org = await t.newOrg(undefined, 'read');
    const workspace = await insertWorkspace(t, org.orgId);
    const task = await insertPlanTask(t, workspace);
    const res = await apiAs(t, org.key).patch(`/v1/workspace-plan-tasks/${task.id}`, { completed: true });
    expectError(res.body, 403, 'FORBIDDEN');
  });

  it('returns only the selected properties on PATCH', async () => {
    const workspace = await insertWorkspace(t, orgId);
    const task = await insertPlanTask(t, workspace);
    const res = await api
      .patch(`/v1/workspace-plan-tasks/${task.id}?properties=status,completed`, { completed: true })
      .expect(200);
    expect(res.body.data.workspacePlanTask).toEqual({
      id: task.id,
      object: 'workspacePlanTask',
      url: `http://localhost:3000/v1/workspace-plan-tasks/${task.id}`,
      status: 'Completed',
      completed: true,
    });
  });

  describe('list', () => {
    let org: { key: string; orgId: string };
    let listApi: Api;
    let first: WorkspaceEntity;
    let ids: string[];

    beforeAll(async () => {
      org = await t.newOrg();
      listApi = apiAs(t, org.key);
      first = await insertWorkspace(t, org.orgId);
      const second = await insertWorkspace(t, org.orgId);
      // Created in the order c, a, b; the plan order is a, b, c.
      const c = await insertPlanTask(t, first, { index: 2, title: 'c' });
      const a = await insertPlanTask(t, first, { index: 0, title: 'a' });
      const b = await insertPlanTask(t, first, { index: 1, title: 'b' });
      const d = await insertPlanTask(t, second, { index: 0, title: 'd' });
      ids = [a.id, b.id, c.id, d.id];
    });

    const titles = (res: { body: { data: { workspacePlanTasks: { title: string }[] } } }) =>
      res.body.data.workspacePlanTasks.map((task) => task.title);

    it('lists all tasks newest first without a filter', async () => {
      const res = await listApi.get('/v1/workspace-plan-tasks?properties=title').expect(200);
      expect(titles(res)).toEqual(['d', 'b', 'a', 'c']);
      expect(res.body.data.pageInfo).toEqual({
        page: 1,
        pages: 1,
        total: 4,
        pageTotal: 4,
        hasNextPage: false,
        hasPrevPage: false,
      });
    });

    it.each([
      ['filters[workspaceId]=', (id: string) => `filters[workspaceId]=${id}`],
      ['filters=<JSON>', (id: string) => `filters=${encodeURIComponent(JSON.stringify({ workspaceId: id }))}`],
    ])('filters by workspace with %s, in plan order', async (_form, qs) => {
      const res = await listApi.get(`/v1/workspace-plan-tasks?properties=title&${qs(first.id)}`).expect(200);
      expect(titles(res)).toEqual(['a', 'b', 'c']);
      expect(res.body.data.pageInfo.total).toBe(3);
      expect(res.body.data.workspacePlanTasks[0]).toEqual({
        id: ids[0],
        object: 'workspacePlanTask',
        url: `http://localhost:3000/v1/workspace-plan-tasks/${ids[0]}`,
        title: 'a',
      });
    });

    it('answers an empty list for a workspace of another organization', async () => {
      const res = await api.get(`/v1/workspace-plan-tasks?filters[workspaceId]=${first.id}`).expect(200);
      expect(res.body.data.workspacePlanTasks).toEqual([]);
      expect(res.body.data.pageInfo.total).toBe(0);
    });

    it('answers a page past the end with an empty list and true totals', async () => {
      const res = await listApi.get(`/v1/workspace-plan-tasks?page=5&limit=2`).expect(200);
      expect(res.body.data).toEqual({
        workspacePlanTasks: [],
        pageInfo: { page: 5, pages: 2, total: 4, pageTotal: 0, hasNextPage: false, hasPrevPage: true },
      });
    });

    it('costs the same number of statements for limit=1 and limit=100', async () => {
      const one = await t.countQueries(() => listApi.get('/v1/workspace-plan-tasks?limit=1').expect(200));
      const many = await t.countQueries(() => listApi.get('/v1/workspace-plan-tasks?limit=100').expect(200));
      expect(many).toBe(one);
    });

    it.each([
      ['an unknown filter key', 'filters[status]=done', 'filters.status'],
      ['a repeated filter key', 'filters[workspaceId]=a&filters[workspaceId]=b', 'filters.workspaceId'],
      ['an empty filter value', 'filters[workspaceId]=', 'filters.workspaceId'],
      ['a malformed id', 'filters[workspaceId]=not-an-id!', 'filters.workspaceId'],
      ['bad JSON', 'filters=%7Bnope', 'filters'],
      ['a JSON array', 'filters=%5B%5D', 'filters'],
      ['a non-string JSON value', `filters=${encodeURIComponent('{"workspaceId":5}')}`, 'filters.workspaceId'],
      ['both syntaxes at once', `filters=%7B%7D&filters[workspaceId]=abc`, 'filters'],
    ])('rejects %s with 400 naming the field', async (_case, qs, field) => {
      const res = await listApi.get(`/v1/workspace-plan-tasks?${qs}`).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details[0].field).toBe(field);
    });

    it.each([
      ['repeated keys', 'properties=title&properties=index'],
      ['a comma list', 'properties=title,index'],
      ['properties[]', 'properties[]=title&properties[]=index'],
    ])('selects properties given as %s', async (_form, qs) => {
      const res = await listApi.get(`/v1/workspace-plan-tasks?limit=1&${qs}`).expect(200);
      expect(Object.keys(res.body.data.workspacePlanTasks[0])).toEqual(['id', 'object', 'url', 'title', 'index']);
    });

    it('rejects an unknown property', async () => {
      const res = await listApi.get('/v1/workspace-plan-tasks?properties=nope').expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details[0]).toEqual({
        field: 'properties',
        message: expect.stringMatching(/^contains unknown workspacePlanTask properties: nope; allowed: /),
      });
    });
  });
});

import type { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, apiAs, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertPlanTask } from '../support/factories/workspace-plan-tasks.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { onePage } from '../support/wire.js';

describe('workspace plan task list', () => {
  let t: TestApp;
  let api: Api;
  let org: { key: string; orgId: string };
  let listApi: Api;
  let first: WorkspaceEntity;
  let ids: string[];

  beforeAll(async () => {
    ({ t, api } = await bootWithOrg());
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
  afterAll(() => t.close());

  const titles = (res: { body: { data: { workspacePlanTasks: { title: string }[] } } }) =>
    res.body.data.workspacePlanTasks.map((task) => task.title);

  it('lists all tasks newest first without a filter', async () => {
    const res = await listApi.get('/v1/workspace-plan-tasks?properties=title').expect(200);
    expect(titles(res)).toEqual(['d', 'b', 'a', 'c']);
    expect(res.body.data.pageInfo).toEqual(onePage(4));
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

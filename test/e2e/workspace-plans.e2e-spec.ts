import { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { WorkspacePlanTaskEntity } from '../../src/workspace-plan-tasks/workspace-plan-task.entity.js';
import { type Api, bootWithOrg, expectError, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { eventTypes } from '../support/events.js';
import { insertPlanTask, insertWorkspacePlan } from '../support/factories/workspace-plan-tasks.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { ID, ISO_MS } from '../support/wire.js';

describe('workspace plans', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  const planTitles = async (workspaceId: string): Promise<string[]> => {
    const res = await api.get('/v1/workspace-plans').query({ 'filters[workspaceId]': workspaceId }).expect(200);
    return res.body.data.workspacePlans.map((plan: { title: string; index: number }) => `${plan.index}:${plan.title}`);
  };

  const createPlan = async (body: Record<string, unknown>) =>
    (await api.post('/v1/workspace-plans').send(body).expect(201)).body.data.workspacePlan;

  it('creates a plan with defaults, answering 201 with a Location and the resource', async () => {
    const workspace = await insertWorkspace(t, orgId);
    const res = await api.post('/v1/workspace-plans').send({ workspaceId: workspace.id, title: 'Onboarding' });
    expect(res.status).toBe(201);
    const plan = res.body.data.workspacePlan;
    expect(res.headers.location).toBe(`http://localhost:3000/v1/workspace-plans/${plan.id}`);
    expect(plan).toEqual({
      id: expect.stringMatching(ID),
      object: 'workspacePlan',
      url: `http://localhost:3000/v1/workspace-plans/${plan.id}`,
      workspaceId: workspace.id,
      title: 'Onboarding',
      isCollapsed: false,
      viewType: 'list',
      index: 0,
      templatePlanId: null,
      createdAt: expect.stringMatching(ISO_MS),
      updatedAt: plan.createdAt,
    });
    const got = await api.get(`/v1/workspace-plans/${plan.id}`).expect(200);
    expect(got.body.data.workspacePlan).toEqual(plan);
    expect(got.headers.etag).toBeDefined();
  });

  it('keeps indexes 0..n−1 when plans are inserted before others, moved and deleted', async () => {
    const workspace = await insertWorkspace(t, orgId);
    const a = await createPlan({ workspaceId: workspace.id, title: 'A' });
    await createPlan({ workspaceId: workspace.id, title: 'B' });
    const c = await createPlan({ workspaceId: workspace.id, title: 'C', index: 0 });
    await createPlan({ workspaceId: workspace.id, title: 'D', index: 99 });
    expect(await planTitles(workspace.id)).toEqual(['0:C', '1:A', '2:B', '3:D']);

    await api.patch(`/v1/workspace-plans/${c.id}`).send({ index: 2 }).expect(200);
    expect(await planTitles(workspace.id)).toEqual(['0:A', '1:B', '2:C', '3:D']);
    await api.patch(`/v1/workspace-plans/${c.id}`).send({ index: 50 }).expect(200);
    expect(await planTitles(workspace.id)).toEqual(['0:A', '1:B', '2:D', '3:C']);

    await api.delete(`/v1/workspace-plans/${a.id}`).expect(200);
    expect(await planTitles(workspace.id)).toEqual(['0:B', '1:D', '2:C']);
  });

  it('updates title, isCollapsed and viewType, and answers an empty body with the plan unchanged', async () => {
    const workspace = await insertWorkspace(t, orgId);
    const plan = await createPlan({ workspaceId: workspace.id, title: 'Plan' });
    const same = await api.patch(`/v1/workspace-plans/${plan.id}`).send({}).expect(200);
    expect(same.body.data.workspacePlan).toEqual(plan);
    const res = await api
      .patch(`/v1/workspace-plans/${plan.id}`)
      .send({ title: 'Launch', isCollapsed: true, viewType: 'card' })
      .expect(200);
    expect(res.body.data.workspacePlan).toMatchObject({ title: 'Launch', isCollapsed: true, viewType: 'card' });
    expect(await eventTypes(api)).toEqual(expect.arrayContaining(['workspacePlan.created', 'workspacePlan.updated']));
  });

  it('deletes a plan with its tasks in one transaction and recounts the workspace taskProgress', async () => {
    const workspace = await insertWorkspace(t, orgId);
    const kept = await insertWorkspacePlan(t, workspace, { title: 'Kept' });
    const gone = await insertWorkspacePlan(t, workspace, { title: 'Gone' });
    await insertPlanTask(t, workspace, {
      workspacePlanId: kept.id,
      status: 'Completed',
      completedAt: '2026-01-01T00:00:00.000Z',
    });
    await insertPlanTask(t, workspace, { workspacePlanId: gone.id, index: 0 });
    await insertPlanTask(t, workspace, { workspacePlanId: gone.id, index: 1 });

    const res = await api.delete(`/v1/workspace-plans/${gone.id}`).expect(200);
    expect(res.body).toEqual({ data: { id: gone.id } });
    const left = await t.dataSource.manager.find(WorkspacePlanTaskEntity, { where: { workspaceId: workspace.id } });
    expect(left.map((task) => task.workspacePlanId)).toEqual([kept.id]);
    const stored = await t.dataSource.manager.findOneByOrFail(WorkspaceEntity, { id: workspace.id });
    expect(stored.taskProgress).toBe(100);
    await api.get(`/v1/workspace-plans/${gone.id}`).expect(404);
    expect(await eventTypes(api)).toContain('workspacePlan.deleted');
  });

  it('refuses a workspaceId of another organization or unknown with 400 naming it, and hides other organizations’ plans', async () => {
    const other = await newOrgApi(t);
    const theirs = await insertWorkspace(t, other.orgId);
    const res = await api.post('/v1/workspace-plans').send({ workspaceId: theirs.id, title: 'X' });
    expectError(res.body, 400, 'BAD_REQUEST');
    expect(JSON.stringify(res.body)).toContain('workspaceId');
    const theirPlan = await insertWorkspacePlan(t, theirs);
    await api.get(`/v1/workspace-plans/${theirPlan.id}`).expect(404);
    await api.patch(`/v1/workspace-plans/${theirPlan.id}`).send({ title: 'Mine' }).expect(404);
    await api.delete(`/v1/workspace-plans/${theirPlan.id}`).expect(404);
    const list = await api.get('/v1/workspace-plans').query({ 'filters[workspaceId]': theirs.id }).expect(200);
    expect(list.body.data.workspacePlans).toEqual([]);
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: 'x'.repeat(256) }, 'title'],
    [{ title: 'two\nlines' }, 'title'],
    [{ title: 'Plan', viewType: 'grid' }, 'viewType'],
    [{ title: 'Plan', isCollapsed: 'yes' }, 'isCollapsed'],
    [{ title: 'Plan', index: -1 }, 'index'],
    [{ title: 'Plan', index: 1.5 }, 'index'],
    [{ title: 'Plan', extra: 1 }, 'extra'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const workspace = await insertWorkspace(t, orgId);
    const res = await api.post('/v1/workspace-plans').send({ workspaceId: workspace.id, ...body });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain(field);
  });

  it('answers 412 to a stale If-Match and keeps the plan', async () => {
    const workspace = await insertWorkspace(t, orgId);
    const plan = await createPlan({ workspaceId: workspace.id, title: 'Plan' });
    const etag = (await api.get(`/v1/workspace-plans/${plan.id}`).expect(200)).headers.etag as string;
    await api.patch(`/v1/workspace-plans/${plan.id}`).set('If-Match', etag).send({ title: 'One' }).expect(200);
    await api.patch(`/v1/workspace-plans/${plan.id}`).set('If-Match', etag).send({ title: 'Two' }).expect(412);
    await api.delete(`/v1/workspace-plans/${plan.id}`).set('If-Match', etag).expect(412);
    expect((await api.get(`/v1/workspace-plans/${plan.id}`).expect(200)).body.data.workspacePlan.title).toBe('One');
  });

  it('lists with the same number of statements whatever the page size, and selects properties', async () => {
    const workspace = await insertWorkspace(t, orgId);
    for (let i = 0; i < 5; i++) await insertWorkspacePlan(t, workspace, { title: `P${i}` });
    const count = async (limit: number) =>
      (
        await t.statementsOf(() =>
          api.get('/v1/workspace-plans').query({ 'filters[workspaceId]': workspace.id, limit }).expect(200),
        )
      ).filter((sql) => !/"api_key"/.test(sql)).length;
    expect(await count(1)).toBe(await count(5));
    const res = await api
      .get('/v1/workspace-plans')
      .query({ 'filters[workspaceId]': workspace.id, properties: 'title', limit: 1 })
      .expect(200);
    expect(res.body.data.workspacePlans).toEqual([
      { id: expect.stringMatching(ID), object: 'workspacePlan', url: expect.any(String), title: 'P0' },
    ]);
    expect(res.body.data.pageInfo).toMatchObject({ total: 5, pages: 5, hasNextPage: true });
  });
});

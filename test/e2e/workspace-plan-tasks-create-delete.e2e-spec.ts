import { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, bootWithOrg, expectError, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { eventTypes } from '../support/events.js';
import { insertPlanTask, insertWorkspacePlan } from '../support/factories/workspace-plan-tasks.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { ID, ISO_S } from '../support/wire.js';

describe('workspace plan tasks: create, delete, move', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  const progressOf = async (workspaceId: string) =>
    (await t.dataSource.manager.findOneByOrFail(WorkspaceEntity, { id: workspaceId })).taskProgress;

  const titlesOf = async (filter: Record<string, string>): Promise<string[]> => {
    const query = Object.fromEntries(Object.entries(filter).map(([key, value]) => [`filters[${key}]`, value]));
    const res = await api.get('/v1/workspace-plan-tasks').query(query).expect(200);
    return res.body.data.workspacePlanTasks.map(
      (task: { title: string; index: number }) => `${task.index}:${task.title}`,
    );
  };

  it('creates a task in a plan with 201, Location and defaults, and recounts taskProgress', async () => {
    const workspace = await insertWorkspace(t, orgId);
    const plan = await insertWorkspacePlan(t, workspace);
    await insertPlanTask(t, workspace, {
      workspacePlanId: plan.id,
      status: 'Completed',
      completedAt: '2026-01-01T00:00:00.000Z',
    });
    const res = await api.post('/v1/workspace-plan-tasks').send({ workspacePlanId: plan.id, title: 'Security review' });
    expect(res.status).toBe(201);
    const task = res.body.data.workspacePlanTask;
    expect(res.headers.location).toBe(`http://localhost:3000/v1/workspace-plan-tasks/${task.id}`);
    expect(task).toMatchObject({
      id: expect.stringMatching(ID),
      object: 'workspacePlanTask',
      title: 'Security review',
      status: 'Not Started',
      completed: false,
      completedAt: null,
      index: 1,
      workspacePlanId: plan.id,
      workspaceId: workspace.id,
      templatePlanTaskId: null,
      isInternal: false,
    });
    expect(await progressOf(workspace.id)).toBe(50);
    const done = await api
      .post('/v1/workspace-plan-tasks')
      .send({ workspacePlanId: plan.id, title: 'Sign', completed: true })
      .expect(201);
    expect(done.body.data.workspacePlanTask).toMatchObject({
      status: 'Completed',
      completedAt: expect.stringMatching(ISO_S),
    });
    expect(await progressOf(workspace.id)).toBe(67);
    expect(await eventTypes(api)).toContain('workspacePlanTask.created');
  });

  it('inserts at an index, moves within and between plans, and deletes, keeping each plan’s indexes compact', async () => {
    const workspace = await insertWorkspace(t, orgId);
    const first = await insertWorkspacePlan(t, workspace, { title: 'First' });
    const second = await insertWorkspacePlan(t, workspace, { title: 'Second' });
    const add = async (workspacePlanId: string, title: string, index?: number) =>
      (await api.post('/v1/workspace-plan-tasks').send({ workspacePlanId, title, index }).expect(201)).body.data
        .workspacePlanTask;
    const a = await add(first.id, 'A');
    await add(first.id, 'B');
    await add(first.id, 'C', 0);
    const x = await add(second.id, 'X');
    expect(await titlesOf({ workspacePlanId: first.id })).toEqual(['0:C', '1:A', '2:B']);
    // A workspace's tasks come by plan, then by place.
    expect(await titlesOf({ workspaceId: workspace.id })).toEqual(['0:C', '1:A', '2:B', '0:X']);

    await api.patch(`/v1/workspace-plan-tasks/${a.id}`).send({ index: 5 }).expect(200);
    expect(await titlesOf({ workspacePlanId: first.id })).toEqual(['0:C', '1:B', '2:A']);
    await api.patch(`/v1/workspace-plan-tasks/${a.id}`).send({ workspacePlanId: second.id, index: 0 }).expect(200);
    expect(await titlesOf({ workspacePlanId: first.id })).toEqual(['0:C', '1:B']);
    expect(await titlesOf({ workspacePlanId: second.id })).toEqual(['0:A', '1:X']);

    const res = await api.delete(`/v1/workspace-plan-tasks/${a.id}`).expect(200);
    expect(res.body).toEqual({ data: { id: a.id } });
    expect(await titlesOf({ workspacePlanId: second.id })).toEqual(['0:X']);
    await api.get(`/v1/workspace-plan-tasks/${a.id}`).expect(404);
    expect(await eventTypes(api)).toContain('workspacePlanTask.deleted');
    await api.delete(`/v1/workspace-plan-tasks/${x.id}`).expect(200);
  });

  it('refuses a plan of another organization (400 naming workspacePlanId) and moving to another workspace’s plan', async () => {
    const other = await newOrgApi(t);
    const theirPlan = await insertWorkspacePlan(t, await insertWorkspace(t, other.orgId));
    const create = await api.post('/v1/workspace-plan-tasks').send({ workspacePlanId: theirPlan.id, title: 'X' });
    expectError(create.body, 400, 'BAD_REQUEST');
    expect(JSON.stringify(create.body)).toContain('workspacePlanId');

    const workspace = await insertWorkspace(t, orgId);
    const task = await insertPlanTask(t, workspace);
    const elsewhere = await insertWorkspacePlan(t, await insertWorkspace(t, orgId));
    const move = await api.patch(`/v1/workspace-plan-tasks/${task.id}`).send({ workspacePlanId: elsewhere.id });
    expect(move.status).toBe(400);
    expect(JSON.stringify(move.body)).toContain('another workspace');
    const theirTask = await insertPlanTask(t, await insertWorkspace(t, other.orgId));
    await api.delete(`/v1/workspace-plan-tasks/${theirTask.id}`).expect(404);
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: 'x'.repeat(501) }, 'title'],
    [{ title: 'T', completed: true, status: 'Not Started' }, 'status'],
    [{ title: 'T', index: -1 }, 'index'],
    [{ title: 'T', startDate: '2026-02-30' }, 'startDate'],
    [{ title: 'T', actionLinkUrl: 'javascript:alert(1)' }, 'actionLinkUrl'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const plan = await insertWorkspacePlan(t, await insertWorkspace(t, orgId));
    const res = await api.post('/v1/workspace-plan-tasks').send({ workspacePlanId: plan.id, ...body });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain(field);
  });
});

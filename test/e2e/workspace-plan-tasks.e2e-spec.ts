import type { WorkspacePlanTaskEntity } from '../../src/workspace-plan-tasks/workspace-plan-task.entity.js';
import { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, apiAs, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertPlanTask } from '../support/factories/workspace-plan-tasks.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { ISO_MS, ISO_S } from '../support/wire.js';
import { KICK_OFF } from '../support/factories/plan-task-fields.js';

describe('workspace plan tasks', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
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
      ...KICK_OFF,
      status: 'In Progress',
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
          ...KICK_OFF,
          status: 'In Progress',
          completed: false,
          completedAt: null,
          startDate: '2026-03-01',
          dueDate: '2026-03-08',
          index: 3,
          templatePlanTaskId: 'tmplTask0001',
          workspacePlanId: task.workspacePlanId,
          workspaceId: workspace.id,
          createdAt: task.createdAt,
          updatedAt: task.updatedAt,
          assignees: [],
          files: [],
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

  it('answers an empty body with the task unchanged', async () => {
    const workspace = await insertWorkspace(t, orgId);
    const task = await insertPlanTask(t, workspace);
    const res = await api.patch(`/v1/workspace-plan-tasks/${task.id}?properties=status,updatedAt`, {}).expect(200);
    expect(res.body.data.workspacePlanTask).toMatchObject({ status: 'Not Started', updatedAt: task.updatedAt });
  });

  it.each([
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
    const res = await api.patch(`/v1/workspace-plan-tasks/${task.id}`, { completed: true, colour: 'x' }).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([{ field: 'colour', message: 'is not allowed' }]);
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
});

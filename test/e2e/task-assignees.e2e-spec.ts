import { TaskAssigneeEntity } from '../../src/task-assignees/task-assignee.entity.js';
import { UserEntity } from '../../src/users/user.entity.js';
import type { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, bootWithOrg, expectError, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { eventsOf } from '../support/events.js';
import { insertUser } from '../support/factories/users.js';
import { insertPlanTask } from '../support/factories/workspace-plan-tasks.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import type { Json } from '../support/wire.js';

describe('workspace plan task assignees', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let workspace: WorkspaceEntity;
  let planId: string;
  let jane: UserEntity;
  let omar: UserEntity;
  let kim: UserEntity;

  beforeAll(async () => {
    ({ t, api, orgId } = await bootWithOrg());
    workspace = await insertWorkspace(t, orgId);
    planId = (await insertPlanTask(t, workspace)).workspacePlanId;
    jane = await insertUser(t, orgId, { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' });
    omar = await insertUser(t, orgId, { name: 'Omar Haddad' });
    kim = await insertUser(t, orgId);
  });
  afterAll(() => t.close());

  const names = (task: { assignees: { name: string }[] }) => task.assignees.map((user) => user.name);
  const createTask = async (body: Json = {}) =>
    (await api.post('/v1/workspace-plan-tasks', { workspacePlanId: planId, title: 'Review', ...body }).expect(201)).body
      .data.workspacePlanTask;

  it('creates a task with its assignees in the given order, embedded as users, and reads them back', async () => {
    const task = await createTask({ assigneeIds: [omar.id, jane.id] });
    expect(names(task)).toEqual(['Omar Haddad', 'Jane Doe']);
    expect(task.assignees[1]).toEqual({
      id: jane.id,
      object: 'user',
      url: `http://localhost:3000/v1/users/${jane.id}`,
      firstName: 'Jane',
      lastName: 'Doe',
      avatar: null,
      email: 'jane@example.com',
      name: 'Jane Doe',
      createdAt: jane.createdAt,
      updatedAt: jane.updatedAt,
    });
    const read = (await api.get(`/v1/workspace-plan-tasks/${task.id}`).expect(200)).body.data.workspacePlanTask;
    expect(read.assignees).toEqual(task.assignees);
    expect((await createTask()).assignees).toEqual([]);
  });

  it('replaces the list on PATCH, emitting one event per person added or removed and no task update', async () => {
    const { api: own, orgId: ownOrg } = await newOrgApi(t);
    const ws = await insertWorkspace(t, ownOrg);
    const [a, b, c] = [await insertUser(t, ownOrg), await insertUser(t, ownOrg), await insertUser(t, ownOrg)];
    const task = await insertPlanTask(t, ws);
    const first = await own.patch(`/v1/workspace-plan-tasks/${task.id}`, { assigneeIds: [a.id, b.id] }).expect(200);
    const second = await own.patch(`/v1/workspace-plan-tasks/${task.id}`, { assigneeIds: [c.id, b.id] }).expect(200);
    expect(second.body.data.workspacePlanTask.assignees.map((u: Json) => u.id)).toEqual([c.id, b.id]);
    expect(second.headers.etag).not.toBe(first.headers.etag);

    const told = (await eventsOf(own)).map((event) => {
      const object = (event.data as { object: { id: string; assignee: { id: string }; assignees: Json[] } }).object;
      return [event.type, object.id, object.assignee.id, object.assignees.length];
    });
    expect(told).toEqual([
      ['workspacePlanTask.assigneeAdded', task.id, a.id, 2],
      ['workspacePlanTask.assigneeAdded', task.id, b.id, 2],
      ['workspacePlanTask.assigneeRemoved', task.id, a.id, 2],
      ['workspacePlanTask.assigneeAdded', task.id, c.id, 2],
    ]);

    // The same list again changes nothing: same ETag, no event.
    const same = await own.patch(`/v1/workspace-plan-tasks/${task.id}`, { assigneeIds: [c.id, b.id] }).expect(200);
    expect(same.headers.etag).toBe(second.headers.etag);
    expect(await eventsOf(own)).toHaveLength(4);
    const cleared = await own.patch(`/v1/workspace-plan-tasks/${task.id}`, { assigneeIds: [] }).expect(200);
    expect(cleared.body.data.workspacePlanTask.assignees).toEqual([]);
    expect((await eventsOf(own)).slice(4).map((event) => event.type)).toEqual([
      'workspacePlanTask.assigneeRemoved',
      'workspacePlanTask.assigneeRemoved',
    ]);
  });

  it.each([
    ['an unknown id', () => ['ZZZZZZZZZZZZ'], /ZZZZZZZZZZZZ is not a user of your organization/],
    ['a repeated id', () => [jane.id, jane.id], /twice/],
  ])('refuses %s with a 400 naming assigneeIds, leaving the task as it was', async (_case, ids, message) => {
    const task = await insertPlanTask(t, workspace, { title: 'Untouched' });
    const res = await api.patch(`/v1/workspace-plan-tasks/${task.id}`, { assigneeIds: ids(), index: 3 }).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'assigneeIds', message: expect.stringMatching(message) },
    ]);
    const read = (await api.get(`/v1/workspace-plan-tasks/${task.id}`).expect(200)).body.data.workspacePlanTask;
    expect(read).toMatchObject({ assignees: [], index: task.index, updatedAt: task.updatedAt });
    await api.post('/v1/workspace-plan-tasks', { workspacePlanId: planId, title: 'x', assigneeIds: ids() }).expect(400);
  });

  it("refuses another organization's user, more than 20 people, and ids that are not ids", async () => {
    const other = await newOrgApi(t);
    const stranger = await insertUser(t, other.orgId);
    const task = await insertPlanTask(t, workspace);
    const patch = (assigneeIds: unknown) => api.patch(`/v1/workspace-plan-tasks/${task.id}`, { assigneeIds });
    for (const body of [[stranger.id], Array.from({ length: 21 }, () => jane.id), ['not an id'], 'x', [null]]) {
      const res = await patch(body).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details[0].field).toMatch(/^assigneeIds/);
    }
  });

  it('filters the list by assignee id and by e-mail (case-insensitive), combinable with the other filters', async () => {
    const { api: own, orgId: ownOrg } = await newOrgApi(t);
    const ws = await insertWorkspace(t, ownOrg);
    const lee = await insertUser(t, ownOrg, { email: 'lee@example.com' });
    const pat = await insertUser(t, ownOrg);
    const [one, two] = [await insertPlanTask(t, ws, { title: 'one' }), await insertPlanTask(t, ws, { title: 'two' })];
    await insertPlanTask(t, ws, { title: 'nobody' });
    await own.patch(`/v1/workspace-plan-tasks/${one.id}`, { assigneeIds: [lee.id, pat.id] }).expect(200);
    await own.patch(`/v1/workspace-plan-tasks/${two.id}`, { assigneeIds: [pat.id] }).expect(200);
    const titles = async (qs: string) =>
      (await own.get(`/v1/workspace-plan-tasks?properties=title&${qs}`).expect(200)).body.data.workspacePlanTasks
        .map((task: Json) => task.title)
        .sort();
    expect(await titles(`filters[assigneeId]=${lee.id}`)).toEqual(['one']);
    expect(await titles(`filters[assigneeId]=${pat.id}`)).toEqual(['one', 'two']);
    expect(await titles('filters[assigneeEmail]=LEE@Example.com')).toEqual(['one']);
    expect(await titles(`filters[assigneeId]=${pat.id}&filters[workspaceId]=${ws.id}`)).toEqual(['one', 'two']);
    expect(await titles(`filters[assigneeId]=${jane.id}`)).toEqual([]);
    const bad = await own.get('/v1/workspace-plan-tasks?filters[assigneeEmail]=nobody').expect(400);
    expect(expectError(bad.body, 400, 'BAD_REQUEST').details[0].field).toBe('filters.assigneeEmail');
  });

  it('reads assignees only when selected, in one statement for a whole page', async () => {
    const { api: own, orgId: ownOrg } = await newOrgApi(t);
    const ws = await insertWorkspace(t, ownOrg);
    const lee = await insertUser(t, ownOrg, { name: 'Lee' });
    for (let i = 0; i < 3; i++) {
      const task = await insertPlanTask(t, ws, { index: i });
      await own.patch(`/v1/workspace-plan-tasks/${task.id}`, { assigneeIds: [lee.id] }).expect(200);
    }
    const list = (qs: string) => own.get(`/v1/workspace-plan-tasks?${qs}`).expect(200);
    const res = await list('properties=title,assignees.name');
    expect(res.body.data.workspacePlanTasks[0]).toMatchObject({
      title: 'Kick-off',
      assignees: [{ id: lee.id, name: 'Lee' }],
    });
    expect(Object.keys(res.body.data.workspacePlanTasks[0].assignees[0]).sort()).toEqual([
      'id',
      'name',
      'object',
      'url',
    ]);
    expect((await list('properties=title')).body.data.workspacePlanTasks[0]).not.toHaveProperty('assignees');
    const titleOnly = await t.countQueries(() => list('properties=title&limit=1'));
    const withOne = await t.countQueries(() => list('properties=assignees&limit=1'));
    const withMany = await t.countQueries(() => list('properties=assignees&limit=100'));
    expect(withOne).toBe(titleOnly + 1);
    expect(withMany).toBe(withOne);
  });

  it('drops an assignment with its user (users are removed only by the database) and with its task', async () => {
    const gone = await insertUser(t, orgId);
    const task = await createTask({ assigneeIds: [gone.id, kim.id] });
    await t.dataSource.manager.delete(UserEntity, { id: gone.id });
    const read = (await api.get(`/v1/workspace-plan-tasks/${task.id}`).expect(200)).body.data.workspacePlanTask;
    expect(read.assignees.map((u: Json) => u.id)).toEqual([kim.id]);
    await api.delete(`/v1/workspace-plan-tasks/${task.id}`).expect(200);
    expect(await t.dataSource.manager.countBy(TaskAssigneeEntity, { taskId: task.id })).toBe(0);
  });
});

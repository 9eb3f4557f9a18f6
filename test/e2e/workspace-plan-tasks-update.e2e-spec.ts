import { EventEntity } from '../../src/events/event.entity.js';
import type { WorkspacePlanTaskEntity } from '../../src/workspace-plan-tasks/workspace-plan-task.entity.js';
import type { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, apiAs, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertPlanTask } from '../support/factories/workspace-plan-tasks.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { BASE, ISO_MS, ISO_S, type Json, label, onePage } from '../support/wire.js';
import { LINK_ACTION } from '../support/factories/plan-task-fields.js';

/** PATCH /v1/workspace-plan-tasks/{id} beyond `completed`, and GET /v1/workspace-plan-tasks with filters[status]. */
describe('workspace plan tasks: full updates and the status filter', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  const patch = (id: string, body: Json, query = '') => api.patch(`/v1/workspace-plan-tasks/${id}${query}`, body);
  const read = async (id: string): Promise<Json> =>
    (await api.get(`/v1/workspace-plan-tasks/${id}`).expect(200)).body.data.workspacePlanTask;
  const progressOf = async (workspaceId: string): Promise<string> =>
    (await api.get(`/v1/workspaces/${workspaceId}?properties=taskProgress`).expect(200)).body.data.workspace
      .taskProgress;
  const eventsOf = (type: string) => t.dataSource.manager.countBy(EventEntity, { organizationId: orgId, type });
  const ids = (res: { body: { data: { workspacePlanTasks: Json[] } } }) =>
    res.body.data.workspacePlanTasks.map((task) => task.id);

  const workspaceWith = async (count: number): Promise<[WorkspaceEntity, WorkspacePlanTaskEntity[]]> => {
    const workspace = await insertWorkspace(t, orgId);
    const tasks: WorkspacePlanTaskEntity[] = [];
    for (let index = 0; index < count; index++) tasks.push(await insertPlanTask(t, workspace, { index }));
    return [workspace, tasks];
  };

  describe('PATCH', () => {
    it('sets every editable field and answers the whole task, as GET then does', async () => {
      const [workspace, [task]] = await workspaceWith(1);
      const res = await patch(task.id, {
        title: 'Kick-off call',
        description: 'Agree on goals and owners',
        status: 'In Progress',
        startDate: '2026-03-01',
        dueDate: '2026-03-08',
        isInternal: true,
        ...LINK_ACTION,
      }).expect(200);
      const expected = {
        id: task.id,
        object: 'workspacePlanTask',
        url: `${BASE}/workspace-plan-tasks/${task.id}`,
        isInternal: true,
        status: 'In Progress',
        completed: false,
        completedAt: null,
        ...LINK_ACTION,
        startDate: '2026-03-01',
        dueDate: '2026-03-08',
        title: 'Kick-off call',
        description: 'Agree on goals and owners',
        index: 0,
        templatePlanTaskId: null,
        workspacePlanId: task.workspacePlanId,
        workspaceId: workspace.id,
        createdAt: task.createdAt,
        updatedAt: expect.stringMatching(ISO_MS),
        assignees: [],
        files: [],
      };
      expect(res.body).toEqual({ data: { workspacePlanTask: expected } });
      expect(res.body.data.workspacePlanTask.updatedAt > task.updatedAt).toBe(true);
      expect(await read(task.id)).toEqual(res.body.data.workspacePlanTask);
    });

    it('keeps every field that is not sent', async () => {
      const workspace = await insertWorkspace(t, orgId);
      const task = await insertPlanTask(t, workspace, {
        description: 'Keep me',
        status: 'In Progress',
        isInternal: true,
        actionType: 'link',
        actionLinkUrl: 'https://example.com/a',
        actionLinkName: 'A',
        actionText: 'Go',
        showActionText: true,
        startDate: '2026-02-01',
        dueDate: '2026-02-02',
      });
      const before = await read(task.id);
      const after = (await patch(task.id, { title: 'Renamed' }).expect(200)).body.data.workspacePlanTask;
      expect(after).toEqual({ ...before, title: 'Renamed', updatedAt: after.updatedAt });
    });

    it('clears description, dates and action fields with null', async () => {
      const workspace = await insertWorkspace(t, orgId);
      const task = await insertPlanTask(t, workspace, {
        description: 'Old',
        actionType: 'link',
        actionLinkUrl: 'https://example.com/a',
        actionLinkName: 'A',
        actionText: 'Go',
        startDate: '2026-02-01',
        dueDate: '2026-02-02',
      });
      const nulls = {
        description: null,
        actionType: null,
        actionLinkUrl: null,
        actionLinkName: null,
        actionText: null,
        startDate: null,
        dueDate: null,
      };
      const res = await patch(task.id, nulls, '?properties=' + Object.keys(nulls).join(',')).expect(200);
      expect(res.body.data.workspacePlanTask).toEqual({
        id: task.id,
        object: 'workspacePlanTask',
        url: `${BASE}/workspace-plan-tasks/${task.id}`,
        ...nulls,
      });
    });

    it('moves status through every state with completedAt and taskProgress right after each change', async () => {
      const [workspace, [task]] = await workspaceWith(2);
      const step = async (body: Json) =>
        (await patch(task.id, body, '?properties=status,completed,completedAt').expect(200)).body.data
          .workspacePlanTask;

      expect(await step({ status: 'In Progress' })).toMatchObject({
        status: 'In Progress',
        completed: false,
        completedAt: null,
      });
      expect(await progressOf(workspace.id)).toBe('0');

      const done = await step({ status: 'Completed' });
      expect(done).toMatchObject({ status: 'Completed', completed: true, completedAt: expect.stringMatching(ISO_S) });
      expect(await progressOf(workspace.id)).toBe('50');

      expect(await step({ status: 'Completed' })).toEqual(done);
      expect(await progressOf(workspace.id)).toBe('50');

      expect(await step({ status: 'In Progress' })).toMatchObject({ status: 'In Progress', completedAt: null });
      expect(await progressOf(workspace.id)).toBe('0');

      expect(await step({ completed: true })).toMatchObject({ status: 'Completed', completed: true });
      expect(await progressOf(workspace.id)).toBe('50');

      expect(await step({ status: 'Not Started' })).toMatchObject({
        status: 'Not Started',
        completed: false,
        completedAt: null,
      });
      expect(await progressOf(workspace.id)).toBe('0');
    });

    it('keeps an earlier completedAt when status Completed is sent to a completed task with other changes', async () => {
      const workspace = await insertWorkspace(t, orgId);
      const task = await insertPlanTask(t, workspace, {
        status: 'Completed',
        completedAt: '2026-01-05T06:07:08.000Z',
      });
      const res = await patch(task.id, { status: 'Completed', title: 'Still done' }, '?properties=title,completedAt');
      expect(res.status).toBe(200);
      expect(res.body.data.workspacePlanTask).toMatchObject({
        title: 'Still done',
        completedAt: '2026-01-05T06:07:08Z',
      });
    });

    it.each([
      [{ completed: true, status: 'Completed' }, 'Not Started', 'Completed'],
      [{ completed: false, status: 'In Progress' }, 'Completed', 'In Progress'],
      [{ completed: false, status: 'Not Started' }, 'Completed', 'Not Started'],
      [{ completed: false, status: 'In Progress' }, 'Not Started', 'In Progress'],
    ] as [Json, WorkspacePlanTaskEntity['status'], string][])(
      'accepts %j on a %s task when the two agree, giving %s',
      async (body, from, to) => {
        const workspace = await insertWorkspace(t, orgId);
        const completedAt = from === 'Completed' ? '2026-01-05T06:07:08.000Z' : null;
        const task = await insertPlanTask(t, workspace, { status: from, completedAt });
        const res = await patch(task.id, body, '?properties=status').expect(200);
        expect(res.body.data.workspacePlanTask.status).toBe(to);
        expect(await progressOf(workspace.id)).toBe(to === 'Completed' ? '100' : '0');
      },
    );

    it.each([
      [{ completed: true, status: 'In Progress' }, 'contradicts completed: true'],
      [{ completed: true, status: 'Not Started' }, 'contradicts completed: true'],
      [{ completed: false, status: 'Completed' }, 'contradicts completed: false'],
    ])('rejects %j with 400 on status, changing nothing', async (body, message) => {
      const [workspace, [task]] = await workspaceWith(1);
      const res = await patch(task.id, { ...body, title: 'Not applied' }).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([{ field: 'status', message }]);
      expect(await read(task.id)).toMatchObject({
        title: 'Kick-off',
        status: 'Not Started',
        updatedAt: task.updatedAt,
      });
      expect(await progressOf(workspace.id)).toBe('0');
    });

    it.each(
      (
        [
          ['title', '', 'must be at least 1 character'],
          ['title', null, 'must not be null'],
          ['title', 7, 'must be a string'],
          ['title', 'x'.repeat(501), 'must be at most 500 characters'],
          ['description', 'x'.repeat(10_001), 'must be at most 10000 characters'],
          ['description', false, 'must be a string'],
          ['status', 'Done', 'must be one of: Not Started, In Progress, Completed'],
          ['status', 'completed', 'must be one of: Not Started, In Progress, Completed'],
          ['status', null, 'must not be null'],
          ['completed', 'true', 'must be a boolean'],
          ['startDate', '2026-02-30', 'must be a date (YYYY-MM-DD)'],
          ['startDate', '01/03/2026', 'must be a date (YYYY-MM-DD)'],
          ['dueDate', '2026-03-08T00:00:00Z', 'must be a date (YYYY-MM-DD)'],
          ['dueDate', 20260308, 'must be a date (YYYY-MM-DD)'],
          ['isInternal', 'yes', 'must be a boolean'],
          ['isInternal', null, 'must not be null'],
          ['showActionText', 1, 'must be a boolean'],
          ['showActionText', null, 'must not be null'],
          ['actionType', 'x'.repeat(21), 'must be at most 20 characters'],
          ['actionType', 'a\nb', 'must be a single line'],
          ['actionLinkUrl', 'ftp://example.com/a', 'must be an absolute http or https URL'],
          ['actionLinkUrl', 'example.com/a', 'must be an absolute http or https URL'],
          ['actionLinkUrl', 'javascript:alert(1)', 'must be an absolute http or https URL'],
          ['actionLinkUrl', `https://example.com/${'x'.repeat(2048)}`, 'must be an absolute http or https URL'],
          ['actionLinkName', 'x'.repeat(256), 'must be at most 255 characters'],
          ['actionText', 'x'.repeat(10_001), 'must be at most 10000 characters'],
          ['workspaceId', 'a1B2c3D4e5F6', 'is not allowed'],
          ['index', -1, 'must be at least 0'],
          ['workspacePlanId', 'nope', 'workspace plan nope does not exist'],
          ['completedAt', null, 'is not allowed'],
        ] as [string, unknown, string][]
      ).map(([field, value, message]) => [field, label(value), value, message] as const),
    )('rejects %s = %s with 400 naming the field, changing nothing', async (field, _label, value, message) => {
      const [, [task]] = await workspaceWith(1);
      const res = await patch(task.id, { [field]: value }).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([{ field, message }]);
      expect((await read(task.id)).updatedAt).toBe(task.updatedAt);
    });

    it('answers an empty body or one repeating the stored values with the task unchanged and records no event', async () => {
      const workspace = await insertWorkspace(t, orgId);
      const task = await insertPlanTask(t, workspace, { title: 'Same', status: 'In Progress', dueDate: '2026-04-01' });
      const before = await read(task.id);
      const events = await t.dataSource.manager.countBy(EventEntity, { organizationId: orgId });
      expect((await patch(task.id, {}).expect(200)).body.data.workspacePlanTask).toEqual(before);
      const same = { title: 'Same', status: 'In Progress', dueDate: '2026-04-01', completed: false };
      expect((await patch(task.id, same).expect(200)).body.data.workspacePlanTask).toEqual(before);
      expect(await t.dataSource.manager.countBy(EventEntity, { organizationId: orgId })).toBe(events);
    });

    it('records completed, reopened and updated events for the matching changes', async () => {
      const [, [task]] = await workspaceWith(1);
      const counts = async () => [
        await eventsOf('workspacePlanTask.completed'),
        await eventsOf('workspacePlanTask.reopened'),
        await eventsOf('workspacePlanTask.updated'),
      ];
      const [completed, reopened, updated] = await counts();
      await patch(task.id, { status: 'Completed' }).expect(200);
      await patch(task.id, { status: 'Not Started' }).expect(200);
      await patch(task.id, { status: 'In Progress', title: 'Started' }).expect(200);
      expect(await counts()).toEqual([completed + 1, reopened + 1, updated + 1]);
    });

    it('leaves taskProgress and the workspace alone when only other fields change', async () => {
      const [workspace, [task]] = await workspaceWith(2);
      await patch(task.id, { completed: true }).expect(200);
      const before = (await api.get(`/v1/workspaces/${workspace.id}?properties=taskProgress,updatedAt`).expect(200))
        .body.data.workspace;
      await patch(task.id, { title: 'Renamed', dueDate: '2026-05-01', isInternal: true }).expect(200);
      const after = (await api.get(`/v1/workspaces/${workspace.id}?properties=taskProgress,updatedAt`).expect(200)).body
        .data.workspace;
      expect(after).toEqual(before);
      expect(before.taskProgress).toBe('50');
    });

    it('keeps taskProgress right when status changes of one workspace race', async () => {
      const [workspace, tasks] = await workspaceWith(4);
      const bodies: Json[] = [
        { status: 'Completed' },
        { status: 'Completed' },
        { completed: true },
        { status: 'In Progress' },
      ];
      await Promise.all(tasks.map((task, i) => patch(task.id, bodies[i]).expect(200)));
      expect(await progressOf(workspace.id)).toBe('75');
      await Promise.all(tasks.slice(0, 2).map((task) => patch(task.id, { status: 'Not Started' }).expect(200)));
      expect(await progressOf(workspace.id)).toBe('25');
    });

    it('answers only the selected properties', async () => {
      const [, [task]] = await workspaceWith(1);
      const res = await patch(task.id, { dueDate: '2026-06-30', status: 'Completed' }, '?properties=dueDate,completed');
      expect(res.status).toBe(200);
      expect(res.body.data.workspacePlanTask).toEqual({
        id: task.id,
        object: 'workspacePlanTask',
        url: `${BASE}/workspace-plan-tasks/${task.id}`,
        dueDate: '2026-06-30',
        completed: true,
      });
    });

    it('answers 404 for another organization’s task and for an unknown id, changing nothing', async () => {
      const other = await t.newOrg();
      const workspace = await insertWorkspace(t, other.orgId);
      const theirs = await insertPlanTask(t, workspace);
      const res = await patch(theirs.id, { status: 'Completed', title: 'Mine' }).expect(404);
      expectError(res.body, 404, 'NOT_FOUND');
      await patch('a1B2c3D4e5F6', { title: 'Nobody' }).expect(404);
      const stored = (await apiAs(t, other.key).get(`/v1/workspace-plan-tasks/${theirs.id}`).expect(200)).body.data
        .workspacePlanTask;
      expect(stored).toMatchObject({ title: 'Kick-off', status: 'Not Started', updatedAt: theirs.updatedAt });
    });
  });

  describe('GET with filters[status]', () => {
    let org: { orgId: string; key: string };
    let own: Api;
    let first: WorkspaceEntity;
    let second: WorkspaceEntity;
    const byStatus: Record<string, string[]> = { 'Not Started': [], 'In Progress': [], Completed: [] };

    beforeAll(async () => {
      org = await t.newOrg();
      own = apiAs(t, org.key);
      first = await insertWorkspace(t, org.orgId);
      second = await insertWorkspace(t, org.orgId);
      const statuses = ['Completed', 'In Progress', 'Not Started', 'In Progress', 'Completed', 'In Progress'] as const;
      for (const [i, status] of statuses.entries()) {
        const workspace = i < 4 ? first : second;
        const completedAt = status === 'Completed' ? '2026-01-02T00:00:00.000Z' : null;
        const task = await insertPlanTask(t, workspace, { index: 10 - i, status, completedAt });
        byStatus[status].unshift(task.id);
      }
    });

    const list = (qs: string) => own.get(`/v1/workspace-plan-tasks?${qs}`);

    it.each(['Not Started', 'In Progress', 'Completed'])(
      'lists the %s tasks of every workspace, newest first',
      async (status) => {
        const res = await list(`filters[status]=${encodeURIComponent(status)}`).expect(200);
        expect(ids(res)).toEqual(byStatus[status]);
        expect(res.body.data.pageInfo.total).toBe(byStatus[status].length);
        for (const task of res.body.data.workspacePlanTasks as Json[]) expect(task.status).toBe(status);
      },
    );

    it.each([
      ['filters[key]=value with %20', (ws: string) => `filters[workspaceId]=${ws}&filters[status]=In%20Progress`],
      ['filters[key]=value with +', (ws: string) => `filters[status]=In+Progress&filters[workspaceId]=${ws}`],
      [
        'filters=<JSON>',
        (ws: string) => `filters=${encodeURIComponent(JSON.stringify({ status: 'In Progress', workspaceId: ws }))}`,
      ],
    ])('combines status with workspaceId (%s), in plan order', async (_form, qs) => {
      const res = await list(qs(first.id)).expect(200);
      const tasks = res.body.data.workspacePlanTasks as Json[];
      expect(tasks.map((task) => [task.workspaceId, task.status])).toEqual([
        [first.id, 'In Progress'],
        [first.id, 'In Progress'],
      ]);
      expect(tasks.map((task) => task.index)).toEqual([7, 9]);
      expect(res.body.data.pageInfo).toEqual(onePage(2));
    });

    it('pages through a status filter with correct pageInfo', async () => {
      const res = await list('filters[status]=In%20Progress&limit=2&page=2&properties=status').expect(200);
      expect(res.body.data).toEqual({
        workspacePlanTasks: [
          {
            id: byStatus['In Progress'][2],
            object: 'workspacePlanTask',
            url: `${BASE}/workspace-plan-tasks/${byStatus['In Progress'][2]}`,
            status: 'In Progress',
          },
        ],
        pageInfo: { page: 2, pages: 2, total: 3, pageTotal: 1, hasNextPage: false, hasPrevPage: true },
      });
    });

    it('never lists another organization’s tasks: their workspaceId gives an empty list', async () => {
      const res = await api.get(`/v1/workspace-plan-tasks?filters[workspaceId]=${first.id}&filters[status]=Completed`);
      expect(res.status).toBe(200);
      expect(res.body.data.workspacePlanTasks).toEqual([]);
      expect(res.body.data.pageInfo.total).toBe(0);
    });

    it.each([
      [
        'an unknown status',
        'filters[status]=Done',
        'filters.status',
        'must be one of: Not Started, In Progress, Completed',
      ],
      [
        'a status in other case',
        'filters[status]=completed',
        'filters.status',
        'must be one of: Not Started, In Progress, Completed',
      ],
      ['an empty status', 'filters[status]=', 'filters.status', 'must not be empty'],
      [
        'a repeated status',
        'filters[status]=Completed&filters[status]=Completed',
        'filters.status',
        'must be given once',
      ],
      [
        'a non-string JSON status',
        `filters=${encodeURIComponent('{"status":true}')}`,
        'filters.status',
        'must be a string',
      ],
      [
        'a status given twice in JSON',
        `filters=${encodeURIComponent('{"status":"Completed","status":"Completed"}')}`,
        'filters.status',
        'must be given once',
      ],
      [
        'an unknown key',
        'filters[state]=Completed',
        'filters.state',
        'is not a known filter; allowed: workspaceId, workspacePlanId, status, assigneeId, assigneeEmail',
      ],
    ])('rejects %s with 400 naming the filter', async (_case, qs, field, message) => {
      const res = await list(qs).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([{ field, message }]);
    });

    it.each([
      ['filters[status]', 'filters[status]=In%20Progress'],
      ['filters[status] and filters[workspaceId]', () => `filters[status]=Completed&filters[workspaceId]=${first.id}`],
      ['filters=<JSON>', () => `filters=${encodeURIComponent(JSON.stringify({ status: 'Completed' }))}`],
    ])('costs the same number of statements for limit=1 and limit=100 with %s', async (_case, qs) => {
      const query = typeof qs === 'string' ? qs : qs();
      const one = await t.countQueries(() => list(`${query}&limit=1`).expect(200));
      const hundred = await t.countQueries(() => list(`${query}&limit=100`).expect(200));
      expect(hundred).toBe(one);
    });
  });
});

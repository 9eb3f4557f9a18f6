import { type Api, bootWithOrg, expectError } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import type { Json } from '../support/wire.js';

/** A template task names its owner by role; a workspace made from the template resolves it to one of its members. */
describe('template task assignee roles', () => {
  let t: TestApp;
  let api: Api;

  beforeAll(async () => {
    ({ t, api } = await bootWithOrg());
  });
  afterAll(() => t.close());

  const planTasks = [
    { title: 'Kick-off', assigneeRole: 'owner' },
    { title: 'Sign the order', assigneeRole: 'contact' },
    { title: 'Go live' },
  ];

  async function template(): Promise<Json> {
    return (await api.post('/v1/templates', { name: 'Roles', planTasks }).expect(201)).body.data.template;
  }

  async function ownersByTitle(workspaceId: string): Promise<Record<string, string[]>> {
    const tasks = (
      await api
        .get(`/v1/workspace-plan-tasks?filters[workspaceId]=${workspaceId}&properties=title,assignees.email`)
        .expect(200)
    ).body.data.workspacePlanTasks as { title: string; assignees: { email: string }[] }[];
    return Object.fromEntries(tasks.map((task) => [task.title, task.assignees.map((user) => user.email)]));
  }

  it('stores the role on template tasks and shows it wherever template tasks are read', async () => {
    const created = await template();
    const roles = (created.planTasks as Json[]).map((task) => task.assigneeRole);
    expect(roles).toEqual(['owner', 'contact', null]);
    const read = (await api.get(`/v1/templates/${created.id}?properties=planTasks,plans`).expect(200)).body.data
      .template;
    expect(read.planTasks.map((task: Json) => task.assigneeRole)).toEqual(['owner', 'contact', null]);
    expect(read.plans[0].tasks.map((task: Json) => task.assigneeRole)).toEqual(['owner', 'contact', null]);
  });

  it('refuses a role that is not owner or contact, naming the field', async () => {
    const res = await api
      .post('/v1/templates', { name: 'Bad', planTasks: [{ title: 'x', assigneeRole: 'boss' }] })
      .expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details[0].field).toBe('planTasks[0].assigneeRole');
  });

  it("resolves owner to the workspace's first owner and contact to its first member who is not an owner", async () => {
    const { id: templateId } = await template();
    const workspaceUsers = [
      { email: 'buyer@globex.example', role: 'collaborator' },
      { email: 'seller@initech.example', role: 'owner' },
    ];
    const workspace = (await api.post('/v1/workspaces', { name: 'Globex', templateId, workspaceUsers }).expect(201))
      .body.data.workspace;
    expect(await ownersByTitle(workspace.id)).toEqual({
      'Kick-off': ['seller@initech.example'],
      'Sign the order': ['buyer@globex.example'],
      'Go live': [],
    });
  });

  it('takes the first owner and the first contact in the order the request lists them, not by their random ids', async () => {
    const { id: templateId } = await template();
    // Members added in one request share their creation time: eight of each make a random pick fail 7 times in 8.
    const workspaceUsers = Array.from({ length: 8 }, (_, i) => [
      { email: `contact${i}@globex.example`, role: 'collaborator' },
      { user: { email: `OWNER${i}@initech.example` }, role: 'owner' },
    ]).flat();
    const workspace = (await api.post('/v1/workspaces', { name: 'Many', templateId, workspaceUsers }).expect(201)).body
      .data.workspace;
    expect(await ownersByTitle(workspace.id)).toEqual({
      'Kick-off': ['owner0@initech.example'],
      'Sign the order': ['contact0@globex.example'],
      'Go live': [],
    });
  });

  it('leaves a task without an owner when nobody holds its role', async () => {
    const { id: templateId } = await template();
    const workspaceUsers = [{ email: 'only@globex.example', role: 'viewer' }];
    const workspace = (await api.post('/v1/workspaces', { name: 'Solo', templateId, workspaceUsers }).expect(201)).body
      .data.workspace;
    expect(await ownersByTitle(workspace.id)).toEqual({
      'Kick-off': [],
      'Sign the order': ['only@globex.example'],
      'Go live': [],
    });
    const empty = (await api.post('/v1/workspaces', { name: 'Empty', templateId }).expect(201)).body.data.workspace;
    expect(Object.values(await ownersByTitle(empty.id)).flat()).toEqual([]);
  });
});

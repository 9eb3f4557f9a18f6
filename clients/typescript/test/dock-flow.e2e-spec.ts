import { type ServerProcess, type ServerWithKey, serverWithKey } from '../../../test/support/server-process.js';
import { ApiError, type ApiClient, type ErrorCode, createClient, unwrap } from '../src/index.js';

/** Compiles only when `value`'s type is exactly `Expected` (not `any`, not wider): the typecheck proves the typing. */
type Exactly<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const exactly =
  <Expected>() =>
  <Value>(value: Value, ..._proof: Exactly<Value, Expected> extends true ? [] : [never]): Value =>
    value;

/**
 * The typed client (clients/typescript) drives Dock's flow against the built server, started as `npm start` runs
 * it, on a fresh database: template → workspace → members → publish → plan tasks, every call through the generated
 * types and `unwrap`, no cast anywhere.
 */
describe('the typed client against the built server: the Dock flow', () => {
  let running: ServerWithKey;
  let server: ServerProcess;
  let api: ApiClient;
  let templateId = '';
  let workspaceId = '';

  beforeAll(async () => {
    running = await serverWithKey('Typed Client Inc');
    server = running.server;
    api = createClient({ baseUrl: server.base, apiKey: running.key });
  }, 60_000);

  afterAll(() => running?.close());

  it('creates a template with one plan of three ordered tasks (POST /v1/templates)', async () => {
    const { template } = await unwrap(
      api.POST('/v1/templates', {
        body: {
          name: 'Enterprise onboarding',
          types: ['implementation'],
          plans: [
            {
              title: 'Launch',
              tasks: [
                { title: 'Kick-off call', dueOffsetDays: 2 },
                { title: 'Admin training', dueOffsetDays: 14 },
                { title: 'Go live' },
              ],
            },
          ],
        },
      }),
    );
    templateId = template.id;
    expect(template.object).toBe('template');
    expect(template.plans.map((plan) => [plan.title, plan.tasks.map((task) => task.title)])).toEqual([
      ['Launch', ['Kick-off call', 'Admin training', 'Go live']],
    ]);
  });

  it('creates an unpublished workspace from the template, with its tasks dated from startDate', async () => {
    const { workspace } = await unwrap(
      api.POST('/v1/workspaces', {
        body: {
          name: 'Umbrella onboarding',
          templateId,
          startDate: '2026-12-01',
          workspaceUsers: [{ email: 'ceo@umbrella.example', role: 'owner' }],
        },
      }),
    );
    workspaceId = workspace.id;
    expect([workspace.templateId, workspace.published, workspace.workspaceUrl]).toEqual([templateId, false, null]);

    const { workspacePlanTasks } = await unwrap(
      api.GET('/v1/workspace-plan-tasks', { params: { query: { filters: { workspaceId } } } }),
    );
    expect(workspacePlanTasks.map((task) => [task.title, task.dueDate, task.status])).toEqual([
      ['Kick-off call', '2026-12-03', 'Not Started'],
      ['Admin training', '2026-12-15', 'Not Started'],
      ['Go live', null, 'Not Started'],
    ]);
  });

  it('adds members (POST /v1/workspace-users) and lists the workspace’s people with their roles', async () => {
    const { workspaceUser } = await unwrap(
      api.POST('/v1/workspace-users', { body: { workspaceId, email: 'it@umbrella.example', role: 'collaborator' } }),
    );
    expect([workspaceUser.workspaceId, workspaceUser.role, workspaceUser.user.email]).toEqual([
      workspaceId,
      'collaborator',
      'it@umbrella.example',
    ]);

    const { workspaceUsers } = await unwrap(
      api.GET('/v1/workspace-users', { params: { query: { filters: { workspaceId } } } }),
    );
    expect(workspaceUsers.map((member) => [member.user.email, member.role]).sort()).toEqual([
      ['ceo@umbrella.example', 'owner'],
      ['it@umbrella.example', 'collaborator'],
    ]);
  });

  it('publishes the workspace (PATCH /v1/workspaces/{id}), which gets its workspaceUrl', async () => {
    const { workspace } = await unwrap(
      api.PATCH('/v1/workspaces/{id}', {
        params: { path: { id: workspaceId } },
        body: { published: true, message: 'Welcome to your onboarding space!' },
      }),
    );
    expect(workspace.published).toBe(true);
    expect(workspace.workspaceUrl).toMatch(new RegExp(`^${server.base}/app/.+/umbrella-onboarding`));
  });

  it('completes each plan task by PATCHing its status, and reads back the workspace at taskProgress 100', async () => {
    const { workspacePlanTasks } = await unwrap(
      api.GET('/v1/workspace-plan-tasks', {
        params: { query: { filters: { workspaceId, status: 'Not Started' }, limit: 10 } },
      }),
    );
    expect(workspacePlanTasks).toHaveLength(3);
    for (const task of workspacePlanTasks) {
      const { workspacePlanTask } = await unwrap(
        api.PATCH('/v1/workspace-plan-tasks/{id}', {
          params: { path: { id: task.id } },
          body: { status: 'Completed' },
        }),
      );
      expect([workspacePlanTask.status, workspacePlanTask.completed]).toEqual(['Completed', true]);
      expect(workspacePlanTask.completedAt).toEqual(expect.any(String));
    }

    const { workspace } = await unwrap(api.GET('/v1/workspaces/{id}', { params: { path: { id: workspaceId } } }));
    expect(exactly<string>()(workspace.taskProgress)).toBe('100');
    expect(workspace.workspaceUsers.map((member) => member.user.email).sort()).toEqual([
      'ceo@umbrella.example',
      'it@umbrella.example',
    ]);
  });

  it('throws an ApiError for a workspace that does not exist: 404, code NOT_FOUND, the X-Request-Id as requestId', async () => {
    const thrown = await unwrap(api.GET('/v1/workspaces/{id}', { params: { path: { id: 'a1B2c3D4e5F6' } } })).catch(
      (error: unknown) => error,
    );
    if (!(thrown instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(thrown)}`);
    expect([thrown.status, exactly<ErrorCode>()(thrown.code), thrown.details]).toEqual([404, 'NOT_FOUND', []]);
    expect(thrown.requestId).toBe(thrown.response.headers.get('x-request-id'));
    expect(thrown.message).toBe('404 NOT_FOUND: workspace a1B2c3D4e5F6 not found');
  });

  it('answers { error } typed as the error body without unwrap: a 400 names the field in details', async () => {
    const { data, error, response } = await api.POST('/v1/workspace-users', {
      body: { workspaceId, email: 'not-an-address', role: 'viewer' },
    });
    expect([data, response.status, error?.error.code]).toEqual([undefined, 400, 'BAD_REQUEST']);
    expect(error?.error.details.map((detail) => detail.field)).toEqual(['email']);
  });

  it('sends the key as a Bearer token: a client with an unknown key gets 401 UNAUTHORIZED', async () => {
    const stranger = createClient({ baseUrl: server.base, apiKey: 'wsk_00000000000000000000000000000000' });
    const { error, response } = await stranger.GET('/v1/workspaces/{id}', { params: { path: { id: workspaceId } } });
    expect([response.status, error?.error.code]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('sends documented headers in params.header: If-Match with the ETag read applies, the same ETag again is a 412', async () => {
    const read = await api.GET('/v1/workspaces/{id}', { params: { path: { id: workspaceId } } });
    const etag = read.response.headers.get('etag') ?? '';
    const rename = (name: string) =>
      api.PATCH('/v1/workspaces/{id}', {
        params: { path: { id: workspaceId }, header: { 'If-Match': etag } },
        body: { name },
      });
    const { workspace } = await unwrap(rename('Umbrella onboarding (EU)'));
    expect(workspace.name).toBe('Umbrella onboarding (EU)');
    const stale = await unwrap(rename('Umbrella onboarding (US)')).catch((error: unknown) => error);
    expect(stale instanceof ApiError && [stale.status, stale.code]).toEqual([412, 'PRECONDITION_FAILED']);
  });

  it('removes a member (DELETE /v1/workspace-users/{id} answers its id), and the workspace keeps the others', async () => {
    const { workspaceUsers } = await unwrap(
      api.GET('/v1/workspace-users', { params: { query: { filters: { workspaceId, role: 'collaborator' } } } }),
    );
    const member = workspaceUsers[0];
    const removed = await unwrap(api.DELETE('/v1/workspace-users/{id}', { params: { path: { id: member.id } } }));
    expect(exactly<{ id: string }>()(removed)).toEqual({ id: member.id });

    const { workspace } = await unwrap(api.GET('/v1/workspaces/{id}', { params: { path: { id: workspaceId } } }));
    expect(workspace.workspaceUsers.map((person) => person.user.email)).toEqual(['ceo@umbrella.example']);
  });
});

import { request as httpRequest } from 'node:http';
import { WebhookWorker } from '../../src/webhooks/webhook.worker.js';
import { type Api, expectError, newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { type DockReceiver, startDockReceiver } from '../support/dock-receiver.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertUser } from '../support/factories/users.js';
import { insertPlanTask } from '../support/factories/workspace-plan-tasks.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { ID, type Json } from '../support/wire.js';

/** Endpoints in Dock's format, checked by a receiver written from Dock's documentation alone. */
describe('webhook endpoints in Dock format', () => {
  let t: TestApp;
  let receiver: DockReceiver;

  beforeAll(async () => {
    receiver = await startDockReceiver();
    t = await bootTestApp({
      // The receiver is on loopback: the development switch allows it.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_SCHEDULE: '0,0',
      WEBHOOK_POLL_MS: '3600000',
    });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  beforeEach(() => {
    receiver.verified.length = 0;
    receiver.requests.length = 0;
    receiver.respondWith(200);
  });

  const drain = () => t.app.get(WebhookWorker).drain();

  type Endpoint = { id: string; url: string; secret: string } & Json;

  /** A fresh organization with one Dock endpoint, its secret given to the receiver as a customer would. */
  async function dockOrg(body: Json = {}): Promise<{ api: Api; orgId: string; endpoint: Endpoint }> {
    const { api, orgId } = await newOrgApi(t);
    const endpoint = (
      await api.post('/v1/webhook-endpoints', { url: receiver.url, format: 'dock', ...body }).expect(201)
    ).body.data.webhookEndpoint;
    receiver.useSecret(endpoint.secret);
    return { api, orgId, endpoint };
  }

  type Headers = Record<string, string | string[] | undefined>;

  /** POSTs to a receiver as a forger would: a recorded delivery's headers, with any body. */
  function post(rawBody: string, headers: Headers, url = receiver.url): Promise<number> {
    const sent = Object.fromEntries(
      Object.entries(headers).filter(([name, value]) => value !== undefined && name !== 'content-length'),
    ) as Record<string, string | string[]>;
    return new Promise((resolve, reject) => {
      const req = httpRequest(url, { method: 'POST', headers: sent }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(rawBody);
    });
  }

  it('stores the format, shows it on every answer, changes it on PATCH, and refuses an unknown one', async () => {
    const { api, endpoint } = await dockOrg();
    expect(endpoint).toMatchObject({
      format: 'dock',
      secretRotatedUntil: null,
      secret: expect.stringMatching(/^whsec_/),
    });
    const read = (await api.get(`/v1/webhook-endpoints/${endpoint.id}`).expect(200)).body.data.webhookEndpoint;
    expect(read.format).toBe('dock');
    const listed = (await api.get('/v1/webhook-endpoints?properties=format').expect(200)).body.data.webhookEndpoints;
    expect(listed).toEqual([{ id: endpoint.id, object: 'webhookEndpoint', url: endpoint.url, format: 'dock' }]);
    const patched = await api.patch(`/v1/webhook-endpoints/${endpoint.id}`, { format: 'standard' }).expect(200);
    expect(patched.body.data.webhookEndpoint.format).toBe('standard');
    const plain = (await api.post('/v1/webhook-endpoints', { url: receiver.url }).expect(201)).body.data;
    expect(plain.webhookEndpoint.format).toBe('standard');
    for (const bad of [
      { url: receiver.url, format: 'Dock' },
      { url: receiver.url, format: null },
    ]) {
      const res = await api.post('/v1/webhook-endpoints', bad).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details.map((d) => d.field)).toEqual(['format']);
    }
    const res = await api.patch(`/v1/webhook-endpoints/${endpoint.id}`, { format: 'svix' }).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details.map((d) => d.field)).toEqual(['format']);
  });

  it('delivers a workspace update that the Dock receiver verifies and reads', async () => {
    const { api, orgId, endpoint } = await dockOrg({ eventTypes: ['workspace.updated'] });
    const account = await insertAccount(t, orgId);
    const workspace = await insertWorkspace(t, orgId, { accountId: account.id });
    await api.patch(`/v1/workspaces/${workspace.id}`, { name: 'Acme onboarding' }).expect(200);
    await drain();

    expect(receiver.verified).toHaveLength(1);
    const [event] = (await api.get('/v1/events?type=workspace.updated').expect(200)).body.data.events;
    const full = (await api.get(`/v1/workspaces/${workspace.id}`).expect(200)).body.data.workspace;
    expect(receiver.verified[0]).toEqual({
      id: event.id,
      object: 'webhook-event',
      webhookId: endpoint.id,
      subscriptionType: 'workspace.updated',
      subscriptionId: expect.stringMatching(ID),
      occurredAt: event.createdAt,
      propertyName: null,
      propertyPreviousValue: null,
      propertyValue: null,
      associatedObjects: {
        workspace: full,
        account: { id: account.id, object: 'account', url: `http://localhost:3000/v1/accounts/${account.id}` },
      },
    });
    expect(receiver.verified[0].associatedObjects.workspace.name).toBe('Acme onboarding');
    const { headers } = receiver.requests[0];
    expect(headers['content-type']).toBe('application/json');
    expect(headers['webhook-id']).toBe(event.id);
    expect(headers['x-timestamp']).toMatch(/^\d{10}$/);
    expect(headers).not.toHaveProperty('webhook-signature');
  });

  it('delivers a task completed through the API as a status update, also to a subscription to task updates only', async () => {
    const { api, orgId, endpoint } = await dockOrg({ eventTypes: ['workspacePlanTask.updated'] });
    const workspace = await insertWorkspace(t, orgId);
    const task = await insertPlanTask(t, workspace, { status: 'In Progress' });
    await api.patch(`/v1/workspace-plan-tasks/${task.id}`, { completed: true }).expect(200);
    await api.patch(`/v1/workspace-plan-tasks/${task.id}`, { status: 'Not Started' }).expect(200);
    await drain();

    // Deliveries run concurrently: the completion is the one whose task is completed.
    const received = [...receiver.verified].sort((a, b) =>
      a.propertyValue === 'Completed' ? -1 : b.propertyValue === 'Completed' ? 1 : 0,
    );
    expect(received.map((e) => [e.subscriptionType, e.propertyName, e.propertyPreviousValue, e.propertyValue])).toEqual(
      [
        ['workspace.plan.task.updated', 'status', 'In Progress', 'Completed'],
        ['workspace.plan.task.updated', 'status', 'Completed', 'Not Started'],
      ],
    );
    const [completion] = received;
    expect(completion.webhookId).toBe(endpoint.id);
    const [completed] = (await api.get('/v1/events?type=workspacePlanTask.completed').expect(200)).body.data.events;
    expect(completion.id).toBe(completed.id);
    expect(completion.associatedObjects.workspacePlanTask).toEqual(completed.data.object);
    expect(completion.associatedObjects.workspacePlanTask).toMatchObject({ id: task.id, status: 'Completed' });
    expect(completion.associatedObjects.workspace).toEqual({
      id: workspace.id,
      object: 'workspace',
      url: `http://localhost:3000/v1/workspaces/${workspace.id}`,
    });
    expect(completion.associatedObjects.workspacePlan.id).toBe(task.workspacePlanId);
    // One subscription per endpoint and event name: both deliveries name the same one.
    expect(received[1].subscriptionId).toBe(completion.subscriptionId);
  });

  it('delivers assignee added and removed as workspace.plan.task.assignee.added|removed, with the task, workspace and user', async () => {
    const { api, orgId } = await dockOrg({
      eventTypes: ['workspacePlanTask.assigneeAdded', 'workspacePlanTask.assigneeRemoved'],
    });
    const workspace = await insertWorkspace(t, orgId);
    const task = await insertPlanTask(t, workspace);
    const jane = await insertUser(t, orgId, { name: 'Jane Doe' });
    await api.patch(`/v1/workspace-plan-tasks/${task.id}`, { assigneeIds: [jane.id] }).expect(200);
    await api.patch(`/v1/workspace-plan-tasks/${task.id}`, { assigneeIds: [] }).expect(200);
    await drain();

    const byName = new Map(receiver.verified.map((event) => [event.subscriptionType, event]));
    expect([...byName.keys()].sort()).toEqual([
      'workspace.plan.task.assignee.added',
      'workspace.plan.task.assignee.removed',
    ]);
    const user = (await api.get(`/v1/users/${jane.id}`).expect(200)).body.data.user;
    for (const [name, assignees] of [
      ['workspace.plan.task.assignee.added', [user]],
      ['workspace.plan.task.assignee.removed', []],
    ] as const) {
      const event = byName.get(name);
      expect(event?.propertyName).toBeNull();
      expect(event?.associatedObjects.user).toEqual(user);
      expect(event?.associatedObjects.workspacePlanTask).toMatchObject({ id: task.id, assignees, assignee: user });
      expect(event?.associatedObjects.workspace).toEqual({
        id: workspace.id,
        object: 'workspace',
        url: `http://localhost:3000/v1/workspaces/${workspace.id}`,
      });
    }
  });

  it('rejects a delivery whose body was tampered with, and one replayed to another URL', async () => {
    const { api, orgId, endpoint } = await dockOrg();
    const workspace = await insertWorkspace(t, orgId);
    await api.patch(`/v1/workspaces/${workspace.id}`, { name: 'Original' }).expect(200);
    await drain();
    expect(receiver.verified).toHaveLength(1);
    const { headers, rawBody } = receiver.requests[0];

    expect(await post(rawBody, headers)).toBe(200);
    expect(await post(rawBody.replace('Original', 'Forged'), headers)).toBe(401);
    expect(await post(`${rawBody} `, headers)).toBe(401);
    expect(await post(rawBody, { ...headers, 'x-dock-signature': undefined })).toBe(401);
    expect(receiver.verified.map((e) => e.associatedObjects.workspace.name)).toEqual(['Original', 'Original']);

    // The URL is signed: the same delivery sent on to another address that holds the same secret does not verify.
    const elsewhere = await startDockReceiver('/other');
    try {
      elsewhere.useSecret(endpoint.secret);
      expect(await post(rawBody, headers, elsewhere.url)).toBe(401);
    } finally {
      await elsewhere.close();
    }
  });

  it('sends the test event in Dock format, and retries with the same id and a fresh valid signature', async () => {
    const { api, endpoint } = await dockOrg();
    receiver.respondWith(503);
    const event = (await api.post(`/v1/webhook-endpoints/${endpoint.id}/test`).expect(200)).body.data.event;
    await drain();
    receiver.respondWith(200);
    await drain();
    expect(receiver.verified.map((e) => e.id)).toEqual([event.id, event.id]);
    expect(receiver.verified[1]).toEqual({
      id: event.id,
      object: 'webhook-event',
      webhookId: endpoint.id,
      subscriptionType: 'webhook.test',
      subscriptionId: expect.stringMatching(ID),
      occurredAt: event.createdAt,
      propertyName: null,
      propertyPreviousValue: null,
      propertyValue: null,
      associatedObjects: {
        webhookEndpoint: { id: endpoint.id, object: 'webhookEndpoint', message: 'This is a test event.' },
      },
    });
    const [delivery] = (await api.get(`/v1/webhook-endpoints/${endpoint.id}/deliveries`).expect(200)).body.data
      .webhookDeliveries;
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('rotates a Dock endpoint at once: no overlap, the new secret signs the next delivery', async () => {
    const { api, endpoint } = await dockOrg();
    const refused = await api
      .post(`/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, { overlapSeconds: 60 })
      .expect(400);
    expect(expectError(refused.body, 400, 'BAD_REQUEST').details.map((d) => d.field)).toEqual(['overlapSeconds']);
    const rotated = (await api.post(`/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, {}).expect(200)).body.data
      .webhookEndpoint;
    expect(rotated).toMatchObject({ format: 'dock', secretRotatedUntil: null });
    expect(rotated.secret).not.toBe(endpoint.secret);

    // The receiver still holds the old secret: the delivery fails verification (and is retried).
    await api.post(`/v1/webhook-endpoints/${endpoint.id}/test`).expect(200);
    await drain();
    expect(receiver.verified).toHaveLength(0);
    receiver.useSecret(rotated.secret);
    await drain();
    expect(receiver.verified).toHaveLength(1);
  });
});

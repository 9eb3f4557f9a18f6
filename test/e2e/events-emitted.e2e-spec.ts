import { WebhookWorker } from '../../src/webhooks/webhook.worker.js';
import { type Api, apiAs } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertAsset } from '../support/factories/assets.js';
import { insertTag } from '../support/factories/tags.js';
import { insertPlanTask } from '../support/factories/workspace-plan-tasks.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { type WebhookReceiver, startWebhookReceiver } from '../support/webhook-receiver.js';
import { type Json } from '../support/wire.js';

/** Every write records its event in its own transaction, carrying the resource as GET returns it in full. */
describe('events emitted by writes', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => {
    t = await bootTestApp({ WEBHOOK_ALLOW_HTTP_LOCALHOST: 'true', WEBHOOK_POLL_MS: '3600000' });
    const org = await t.newOrg();
    orgId = org.orgId;
    api = apiAs(t, org.key);
  });
  afterAll(() => t.close());

  const lastEvent = async (): Promise<Json> => {
    const list = (await api.get('/v1/events?limit=100').expect(200)).body.data;
    const last = Math.max(1, list.pageInfo.pages);
    const page = (await api.get(`/v1/events?limit=100&page=${last}`).expect(200)).body.data.events;
    return page[page.length - 1];
  };
  const eventCount = async () => (await api.get('/v1/events?limit=1').expect(200)).body.data.pageInfo.total as number;
  const full = async (path: string, key: string) => (await api.get(path).expect(200)).body.data[key];

  it('board.created carries the board in full even when the caller selected one property', async () => {
    const res = await api.post('/v1/boards?properties=title', { title: 'Launch', tagNames: ['Go'] }).expect(201);
    const id = res.body.data.board.id;
    const event = await lastEvent();
    expect(event).toMatchObject({ object: 'event', type: 'board.created' });
    expect(event.data).toEqual({ object: await full(`/v1/boards/${id}`, 'board') });
  });

  it('board.deleted carries the id, and a failed write records nothing', async () => {
    const id = (await api.post('/v1/boards', { title: 'Short-lived' }).expect(201)).body.data.board.id;
    await api.delete(`/v1/boards/${id}`).expect(200);
    expect((await lastEvent()).data).toEqual({ object: { id, object: 'board', deleted: true } });
    const before = await eventCount();
    await api.post('/v1/boards', { title: '' }).expect(400);
    await api.delete(`/v1/boards/${id}`).expect(404);
    await api.post('/v1/boards', { tagIds: ['a1B2c3D4e5F6'] }).expect(400);
    expect(await eventCount()).toBe(before);
  });

  it('tag.updated, asset.updated and account.updated carry the changed resource', async () => {
    const tag = await insertTag(t, orgId, { title: 'Old' });
    await api.patch(`/v1/tags/${tag.id}`, { title: 'New' }).expect(200);
    expect(await lastEvent()).toMatchObject({
      type: 'tag.updated',
      data: { object: await full(`/v1/tags/${tag.id}`, 'tag') },
    });

    const asset = await insertAsset(t, orgId);
    await api.patch(`/v1/assets/${asset.id}`, { description: 'Fresh' }).expect(200);
    expect(await lastEvent()).toMatchObject({
      type: 'asset.updated',
      data: { object: await full(`/v1/assets/${asset.id}`, 'asset') },
    });

    const account = await insertAccount(t, orgId);
    await api.patch(`/v1/accounts/${account.id}?properties=name`, { name: 'Renamed' }).expect(200);
    expect(await lastEvent()).toMatchObject({
      type: 'account.updated',
      data: { object: await full(`/v1/accounts/${account.id}`, 'account') },
    });
  });

  it('workspacePlanTask.completed and .reopened, and nothing for a no-op', async () => {
    const workspace = await insertWorkspace(t, orgId);
    const task = await insertPlanTask(t, workspace);
    await api.patch(`/v1/workspace-plan-tasks/${task.id}`, { completed: true }).expect(200);
    expect(await lastEvent()).toMatchObject({
      type: 'workspacePlanTask.completed',
      data: { object: await full(`/v1/workspace-plan-tasks/${task.id}`, 'workspacePlanTask') },
    });
    const before = await eventCount();
    await api.patch(`/v1/workspace-plan-tasks/${task.id}`, { completed: true }).expect(200);
    expect(await eventCount()).toBe(before);
    await api.patch(`/v1/workspace-plan-tasks/${task.id}`, { completed: false }).expect(200);
    expect(await lastEvent()).toMatchObject({ type: 'workspacePlanTask.reopened' });
  });

  it('workspaceUser and workspaceDomain created, updated and deleted', async () => {
    const workspace = await insertWorkspace(t, orgId);
    const member = (
      await api
        .post('/v1/workspace-users', { email: 'e@example.com', role: 'viewer', workspaceId: workspace.id })
        .expect(200)
    ).body.data.workspaceUser;
    expect(await lastEvent()).toMatchObject({
      type: 'workspaceUser.created',
      data: { object: await full(`/v1/workspace-users/${member.id}`, 'workspaceUser') },
    });
    await api.patch(`/v1/workspace-users/${member.id}`, { role: 'editor' }).expect(200);
    expect(await lastEvent()).toMatchObject({ type: 'workspaceUser.updated', data: { object: { role: 'editor' } } });
    await api.delete(`/v1/workspace-users/${member.id}`).expect(200);
    expect(await lastEvent()).toMatchObject({ type: 'workspaceUser.deleted', data: { object: { id: member.id } } });

    const domain = (
      await api
        .post('/v1/workspace-domains', { domain: 'ev.example', role: 'viewer', workspaceId: workspace.id })
        .expect(200)
    ).body.data.workspaceDomain;
    expect(await lastEvent()).toMatchObject({ type: 'workspaceDomain.created', data: { object: domain } });
    await api.patch(`/v1/workspace-domains/${domain.id}`, { role: 'owner' }).expect(200);
    expect(await lastEvent()).toMatchObject({ type: 'workspaceDomain.updated', data: { object: { role: 'owner' } } });
    await api.delete(`/v1/workspace-domains/${domain.id}`).expect(200);
    expect(await lastEvent()).toMatchObject({ type: 'workspaceDomain.deleted' });
  });

  describe('delivered to subscribers', () => {
    let receiver: WebhookReceiver;
    beforeAll(async () => {
      receiver = await startWebhookReceiver();
    });
    afterAll(() => receiver.close());

    it('posts a board.created event to an endpoint subscribed to it, and nothing to one that is not', async () => {
      await api.post('/v1/webhook-endpoints', { url: receiver.url, eventTypes: ['board.created'] }).expect(201);
      await api.post('/v1/webhook-endpoints', { url: `${receiver.url}/tags`, eventTypes: ['tag.deleted'] }).expect(201);
      const board = (await api.post('/v1/boards', { title: 'Delivered' }).expect(201)).body.data.board;
      await t.app.get(WebhookWorker).drain();
      expect(receiver.received).toHaveLength(1);
      const body = JSON.parse(receiver.received[0].body);
      expect(body).toMatchObject({ object: 'event', type: 'board.created', data: { object: { id: board.id } } });
    });
  });
});

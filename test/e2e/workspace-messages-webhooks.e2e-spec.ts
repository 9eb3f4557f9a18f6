import { WebhookWorker } from '../../src/webhooks/webhook.worker.js';
import { newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { type DockReceiver, startDockReceiver, subscribeDockReceiver } from '../support/dock-receiver.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertUser } from '../support/factories/users.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { ID, type Json } from '../support/wire.js';

/** Messages told to a receiver written from Dock's documentation alone, under Dock's names. */
describe('workspace messages in Dock-format webhooks', () => {
  let t: TestApp;
  let receiver: DockReceiver;

  beforeAll(async () => {
    receiver = await startDockReceiver();
    t = await bootTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_POLL_MS: '3600000' });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const drain = () => t.app.get(WebhookWorker).drain();

  it('delivers a message as workspace.message.created and a reply as workspace.message.commented', async () => {
    const { api, orgId } = await newOrgApi(t);
    const endpoint = await subscribeDockReceiver(api, receiver, ['workspaceMessage.created']);
    const account = await insertAccount(t, orgId, { name: 'Globex' });
    const workspace = await insertWorkspace(t, orgId, { accountId: account.id, name: 'Globex onboarding' });
    const user = await insertUser(t, orgId, { firstName: 'Dana', lastName: 'Seller' });
    const post = async (body: Json): Promise<Json> =>
      (await api.post('/v1/workspace-messages', { workspaceId: workspace.id, userId: user.id, ...body }).expect(200))
        .body.data.workspaceMessage as Json;
    const message = await post({ body: 'When can we start?' });
    const reply = await post({ body: 'Monday.', parentId: message.id });
    await drain();

    expect(receiver.rejected).toBe(0);
    expect(receiver.verified.map((event) => event.subscriptionType)).toEqual([
      'workspace.message.created',
      'workspace.message.commented',
    ]);
    const [created, commented] = receiver.verified;
    expect(created).toMatchObject({
      object: 'webhook-event',
      webhookId: endpoint.id,
      subscriptionId: expect.stringMatching(ID),
    });
    expect(created.associatedObjects).toEqual({
      workspaceMessage: message,
      workspace: { id: workspace.id, name: 'Globex onboarding', url: null },
      account: { id: account.id, name: 'Globex' },
      user: { id: user.id, email: user.email, firstName: 'Dana', lastName: 'Seller' },
    });
    expect(commented.associatedObjects.workspaceMessage).toEqual(reply);
    expect(commented.subscriptionId).not.toBe(created.subscriptionId);
  });
});

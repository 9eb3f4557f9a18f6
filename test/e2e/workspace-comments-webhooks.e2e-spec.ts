import { WebhookWorker } from '../../src/webhooks/webhook.worker.js';
import { newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { type DockReceiver, startDockReceiver, subscribeDockReceiver } from '../support/dock-receiver.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertUser } from '../support/factories/users.js';
import { insertPlanTask } from '../support/factories/workspace-plan-tasks.js';
import { createPage, createSection } from '../support/factories/workspace-structure.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { ID, type Json } from '../support/wire.js';

/** Comments told to a receiver written from Dock's documentation alone, under Dock's names. */
describe('workspace comments in Dock-format webhooks', () => {
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

  it('delivers a task’s comment as workspace.plan.task.comment.created and a section’s as workspace.comment.created', async () => {
    const { api, orgId } = await newOrgApi(t);
    const endpoint = await subscribeDockReceiver(api, receiver, ['workspaceComment.created']);
    const account = await insertAccount(t, orgId, { name: 'Globex' });
    const workspace = await insertWorkspace(t, orgId, { accountId: account.id, name: 'Globex onboarding' });
    const task = await insertPlanTask(t, workspace, { title: 'Sign the order form' });
    const section = await createSection(api, (await createPage(api, workspace.id)).id, { title: 'Pricing' });
    const user = await insertUser(t, orgId, { firstName: 'Dana', lastName: 'Seller' });
    const post = async (subject: Json): Promise<Json> =>
      (
        await api
          .post('/v1/workspace-comments', { workspaceId: workspace.id, userId: user.id, subject, body: 'Done?' })
          .expect(200)
      ).body.data.workspaceComment as Json;
    const onTask = await post({ type: 'workspacePlanTask', id: task.id });
    const onSection = await post({ type: 'workspaceSection', id: section.id });
    await drain();

    expect(receiver.rejected).toBe(0);
    expect(receiver.verified.map((event) => event.subscriptionType)).toEqual([
      'workspace.plan.task.comment.created',
      'workspace.comment.created',
    ]);
    const [taskEvent, sectionEvent] = receiver.verified;
    expect(taskEvent).toMatchObject({
      object: 'webhook-event',
      webhookId: endpoint.id,
      subscriptionId: expect.stringMatching(ID),
    });
    expect(taskEvent.associatedObjects).toEqual({
      workspaceComment: onTask,
      workspace: { id: workspace.id, name: 'Globex onboarding', url: null },
      account: { id: account.id, name: 'Globex' },
      user: { id: user.id, email: user.email, firstName: 'Dana', lastName: 'Seller' },
      workspacePlanTask: { id: task.id, title: 'Sign the order form', status: 'Not Started' },
    });
    expect(sectionEvent.associatedObjects).toMatchObject({
      workspaceComment: onSection,
      workspaceSection: { id: section.id, title: 'Pricing' },
    });
    expect(sectionEvent.subscriptionId).not.toBe(taskEvent.subscriptionId);
  });
});

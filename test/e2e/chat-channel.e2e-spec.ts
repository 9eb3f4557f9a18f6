import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebhookWorker } from '../../src/webhooks/webhook.worker.js';
import { OrganizationsService } from '../../src/organizations/organizations.service.js';
import { type Api, apiAs, bootWithOrg, expectError, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { bootWithSmtp } from '../support/mail-app.js';
import type { SmtpCapture } from '../support/smtp.js';
import { Visitor, csrfOf, pathOf, signInByLink } from '../support/visitor.js';
import { type WebhookReceiver, startWebhookReceiver } from '../support/webhook-receiver.js';

const NO_CHANNEL = {
  object: 'chatChannelSettings',
  incomingWebhookUrl: null,
  enabled: false,
  disabledReason: null,
  consecutiveFailures: 0,
  lastAttempt: null,
  updatedAt: null,
};

/** The organization's chat channel: what the team is told of a workspace, posted as `{"text": …}` messages. */
describe('chat channel', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let chat: WebhookReceiver;
  let n = 0;

  beforeAll(async () => {
    chat = await startWebhookReceiver();
    ({ t, smtp } = await bootWithSmtp({
      WEBHOOK_ALLOW_HTTP_LOCALHOST: 'true',
      WEBHOOK_POLL_MS: '3600000',
      WEBHOOK_RETRY_SCHEDULE: '0,0,0',
      WEBHOOK_DISABLE_AFTER_FAILURES: '3',
    }));
  });
  let hold: Server | undefined;
  afterAll(async () => {
    await t.close();
    await chat.close();
    hold?.closeAllConnections();
    hold?.close();
  });
  beforeEach(() => {
    chat.received.length = 0;
    chat.respondWith(200);
  });

  const posted = async (): Promise<string[]> => {
    await t.app.get(WebhookWorker).drain();
    return chat.received.map((hook) => (JSON.parse(hook.body) as { text: string }).text);
  };

  /** A published workspace of a template with the chat channel on, with a contact `bea` (commenter). */
  async function workspace(api: Api) {
    n++;
    const template = (await api.post('/v1/templates', { name: `Chatty ${n}`, chatChannelEnabled: true }).expect(201))
      .body.data.template;
    const bea = `bea${n}@globex.example`;
    const dana = `dana${n}@seller.example`;
    const workspaceUsers = [
      { email: dana, role: 'owner' },
      { email: bea, role: 'commenter' },
    ];
    const body = { name: `Globex ${n}`, templateId: template.id, workspaceUsers };
    const created = (await api.post('/v1/workspaces', body).expect(201)).body.data.workspace;
    const published = (await api.patch(`/v1/workspaces/${created.id}`, { published: true }).expect(200)).body.data
      .workspace;
    const members = (await api.get(`/v1/workspace-users?filters[workspaceId]=${created.id}`).expect(200)).body.data
      .workspaceUsers as { user: { id: string; email: string } }[];
    const danaId = members.find((member) => member.user.email === dana)!.user.id;
    return {
      id: created.id as string,
      created,
      published,
      path: pathOf(published.workspaceUrl),
      bea,
      danaId,
    };
  }

  it("posts a contact's first visit and message in a workspace made from a chat-enabled template, the text inert", async () => {
    const { api } = await newOrgApi(t);
    await api.patch('/v1/chat-channel-settings', { incomingWebhookUrl: chat.url }).expect(200);
    const w = await workspace(api);
    expect(w.created.chatChannelEnabled).toBe(true);
    const bea = new Visitor(t);
    await signInByLink(t, smtp, bea, w.path, w.bea);
    const page = await bea.get(`${w.path}/messages`, 200);
    await bea.post(
      `${w.path}/messages`,
      { csrf: csrfOf(page.text), body: '@channel <!here> see <https://x.example|this>' },
      303,
    );
    // The team's own message goes to the contacts, not to the team's channel.
    await api.post('/v1/workspace-messages', { workspaceId: w.id, userId: w.danaId, body: 'Welcome!' }).expect(200);

    const texts = await posted();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toBe(`${w.bea} opened “Globex ${n}” for the first time.\n${w.published.workspaceUrl}`);
    expect(texts[1]).toMatch(
      new RegExp(
        `^${w.bea.replace('.', '\\.')} wrote in “Globex ${n}”: “@\u2060channel &lt;!here&gt; see &lt;https://x\\.example\\|this&gt;”\n`,
      ),
    );
    expect(texts[1]).toContain(`${w.published.workspaceUrl}/messages/`);
    const [hook] = chat.received;
    expect(hook.headers['content-type']).toBe('application/json');
    expect(hook.headers['webhook-signature']).toBeUndefined();
    const settings = (await api.get('/v1/chat-channel-settings').expect(200)).body.data.chatChannelSettings;
    expect(settings.lastAttempt).toMatchObject({ statusCode: 200, error: null });
  });

  it("breaks a contact's mentions after punctuation and her Markdown links and images (Mattermost, Rocket.Chat)", async () => {
    const { api } = await newOrgApi(t);
    await api.patch('/v1/chat-channel-settings', { incomingWebhookUrl: chat.url }).expect(200);
    const w = await workspace(api);
    const bea = new Visitor(t);
    await signInByLink(t, smtp, bea, w.path, w.bea);
    const page = await bea.get(`${w.path}/messages`, 200);
    // Mattermost trims leading `.-_:` off a word and splits it at `.-:`, so each of these would ping the channel.
    const body = 'x.@channel _@here a-@all [Your invoice](https://evil.example/pay) ![](https://evil.example/t.png)';
    await bea.post(`${w.path}/messages`, { csrf: csrfOf(page.text), body }, 303);
    const texts = await posted();
    expect(texts[1].split('\n')[0]).toBe(
      `${w.bea} wrote in “Globex ${n}”: “x.@\u2060channel _@\u2060here a-@\u2060all ` +
        '[Your invoice]\u2060(https://evil.example/pay) ![]\u2060(https://evil.example/t.png)”',
    );
  });

  it('posts nothing for a workspace whose chatChannelEnabled is turned off, nor without a channel', async () => {
    const { api } = await newOrgApi(t);
    const w = await workspace(api);
    await api.post('/v1/workspace-messages', { workspaceId: w.id, userId: w.danaId, body: 'Hi' }).expect(200);
    const bea = new Visitor(t);
    await signInByLink(t, smtp, bea, w.path, w.bea);
    expect(await posted()).toEqual([]);
    await api.patch('/v1/chat-channel-settings', { incomingWebhookUrl: chat.url }).expect(200);
    const off = (await api.patch(`/v1/workspaces/${w.id}`, { chatChannelEnabled: false }).expect(200)).body.data
      .workspace;
    expect(off.chatChannelEnabled).toBe(false);
    const page = await bea.get(`${w.path}/messages`, 200);
    await bea.post(`${w.path}/messages`, { csrf: csrfOf(page.text), body: 'Anyone?' }, 303);
    expect(await posted()).toEqual([]);
  });

  it('is set, turned off and on, and removed through its settings, apart from the webhook endpoints', async () => {
    const { api, orgId } = await newOrgApi(t);
    expect((await api.get('/v1/chat-channel-settings').expect(200)).body.data.chatChannelSettings).toEqual(NO_CHANNEL);
    for (const [url, message] of [
      ['http://chat.example.com/hook', 'must use https'],
      ['not a url', 'URL'],
    ]) {
      const res = await api.patch('/v1/chat-channel-settings', { incomingWebhookUrl: url }).expect(400);
      const error = expectError(res.body, 400, 'BAD_REQUEST');
      expect(error.details).toEqual([{ field: 'incomingWebhookUrl', message: expect.stringContaining(message) }]);
    }
    const refused = await api.patch('/v1/chat-channel-settings', { enabled: true }).expect(400);
    expect(refused.body.error.details[0].field).toBe('incomingWebhookUrl');

    const on = (await api.patch('/v1/chat-channel-settings', { incomingWebhookUrl: chat.url }).expect(200)).body.data
      .chatChannelSettings;
    expect(on).toMatchObject({ incomingWebhookUrl: chat.url, enabled: true, disabledReason: null });
    // The address is a credential: a read-only key sees where it goes, not enough of it to post.
    const { key: readKey } = await t.app.get(OrganizationsService).issueKey(orgId, { name: 'reader', scope: 'read' });
    const seen = (await apiAs(t, readKey).get('/v1/chat-channel-settings').expect(200)).body.data.chatChannelSettings;
    expect(seen.incomingWebhookUrl).toBe(`http://127.0.0.1:${chat.port}/…ooks`);
    // Another organization has no channel of its own and sees none of this one.
    const other = (await newOrgApi(t)).api;
    expect((await other.get('/v1/chat-channel-settings').expect(200)).body.data.chatChannelSettings).toEqual(
      NO_CHANNEL,
    );
    expect((await api.get('/v1/webhook-endpoints').expect(200)).body.data.webhookEndpoints).toEqual([]);

    const off = (await api.patch('/v1/chat-channel-settings', { enabled: false }).expect(200)).body.data
      .chatChannelSettings;
    expect(off).toMatchObject({
      incomingWebhookUrl: chat.url,
      enabled: false,
      disabledReason: 'Turned off through the API',
    });
    const test = await api.post('/v1/chat-channel-settings/test').expect(400);
    expect(test.body.error.details[0].field).toBe('enabled');
    await api.patch('/v1/chat-channel-settings', { enabled: true }).expect(200);

    await api.post('/v1/chat-channel-settings/test').expect(200);
    expect(await posted()).toEqual([
      expect.stringMatching(/^This is a test message from .+: workspaces with chatChannelEnabled post here\.\n/),
    ]);
    // A webhook subscribed to everything does not get the channel's test event.
    expect(
      (await api.patch('/v1/chat-channel-settings', { incomingWebhookUrl: null }).expect(200)).body.data
        .chatChannelSettings,
    ).toEqual(NO_CHANNEL);
    expect((await api.get('/v1/chat-channel-settings').expect(200)).body.data.chatChannelSettings).toEqual(NO_CHANNEL);
  });

  it('retries a failing channel like a webhook and turns it off after too many failures in a row', async () => {
    const { api } = await newOrgApi(t);
    await api.patch('/v1/chat-channel-settings', { incomingWebhookUrl: chat.url }).expect(200);
    chat.respondWith(500);
    await api.post('/v1/chat-channel-settings/test').expect(200);
    await posted();
    const failing = (await api.get('/v1/chat-channel-settings').expect(200)).body.data.chatChannelSettings;
    expect(failing).toMatchObject({ enabled: true, consecutiveFailures: 1 });
    expect(failing.lastAttempt).toMatchObject({ statusCode: 500, error: 'http_status' });
    await posted();
    await posted();
    expect(chat.received).toHaveLength(3);
    const off = (await api.get('/v1/chat-channel-settings').expect(200)).body.data.chatChannelSettings;
    expect(off).toMatchObject({ enabled: false, disabledReason: 'Disabled after 3 failed attempts in a row' });
    // Turned on again, it starts afresh.
    chat.respondWith(200);
    const on = (await api.patch('/v1/chat-channel-settings', { enabled: true }).expect(200)).body.data;
    expect(on.chatChannelSettings).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
  });
  it("counts an attempt's failure against the address it was sent to, not one set while it was in flight", async () => {
    // What earlier tests left due is sent first, so the receiver then counts this test's message only.
    await posted();
    chat.received.length = 0;
    const { api } = await newOrgApi(t);
    let release: (status: number) => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      hold = createServer((req, res) => {
        release = (status) => res.writeHead(status).end();
        req.resume();
        resolve();
      });
    });
    await new Promise<void>((resolve) => hold!.listen(0, '127.0.0.1', resolve));
    const old = `http://127.0.0.1:${(hold!.address() as AddressInfo).port}/hooks`;
    await api.patch('/v1/chat-channel-settings', { incomingWebhookUrl: old }).expect(200);
    await api.post('/v1/chat-channel-settings/test').expect(200);
    const draining = t.app.get(WebhookWorker).drain();
    await arrived;
    await api.patch('/v1/chat-channel-settings', { incomingWebhookUrl: chat.url }).expect(200);
    release(500);
    await draining;
    const settings = (await api.get('/v1/chat-channel-settings').expect(200)).body.data.chatChannelSettings;
    expect(settings).toMatchObject({ incomingWebhookUrl: chat.url, enabled: true, consecutiveFailures: 0 });
    // The message is retried to the new address, which takes it.
    expect(await posted()).toHaveLength(1);
  });
});

describe('chat channel address guard', () => {
  let t: TestApp;
  let api: Api;
  beforeAll(async () => ({ t, api } = await bootWithOrg()));
  afterAll(() => t.close());

  it('refuses internal and metadata addresses as webhook endpoints do', async () => {
    for (const url of ['https://10.0.0.7/hook', 'https://169.254.169.254/latest', 'https://localhost/hook']) {
      const res = await api.patch('/v1/chat-channel-settings', { incomingWebhookUrl: url }).expect(400);
      expect(res.body.error.details).toEqual([{ field: 'incomingWebhookUrl', message: expect.any(String) }]);
    }
  });
});

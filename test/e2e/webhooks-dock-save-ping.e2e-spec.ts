import { DockSavePing } from '../../src/webhooks/dock-save-ping.js';
import { WebhookWorker } from '../../src/webhooks/webhook.worker.js';
import { newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { type DockReceiver, startDockReceiver, subscribeDockReceiver } from '../support/dock-receiver.js';
import { until } from '../support/until.js';
import { type WebhookReceiver, startBlackHole, startWebhookReceiver } from '../support/webhook-receiver.js';

/** Dock's empty, unsigned POST when a webhook is saved, as Dock receivers expect it before any signed delivery. */
describe('the save-time POST to a Dock-format endpoint', () => {
  let t: TestApp;
  let receiver: DockReceiver;
  let plain: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startDockReceiver();
    plain = await startWebhookReceiver();
    t = await bootTestApp({
      // The receivers are on loopback: the development switch allows it.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_POLL_MS: '3600000',
      WEBHOOK_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([receiver.close(), plain.close()]);
  });
  beforeEach(async () => {
    await settled();
    receiver.pings.length = 0;
    receiver.verified.length = 0;
    plain.received.length = 0;
  });

  const settled = () => t.app.get(DockSavePing).settled();
  const drain = () => t.app.get(WebhookWorker).drain();

  it('reaches the receiver once, empty and unsigned, on create, then signed deliveries verify', async () => {
    const { api } = await newOrgApi(t);
    const endpoint = await subscribeDockReceiver(api, receiver, ['webhook.test']);
    await settled();

    expect(receiver.pings).toHaveLength(1);
    const [ping] = receiver.pings;
    expect(ping.method).toBe('POST');
    expect(ping.rawBody).toBe('');
    expect(ping.headers['content-length']).toBe('0');
    for (const name of ['x-dock-signature', 'webhook-signature', 'webhook-id', 'content-type']) {
      expect(ping.headers).not.toHaveProperty(name);
    }

    await api.post(`/v1/webhook-endpoints/${endpoint.id}/test`).expect(200);
    await drain();
    expect(receiver.verified.map((event) => event.subscriptionType)).toEqual(['webhook.test']);
    expect(receiver.rejected).toBe(0);
    expect(receiver.pings).toHaveLength(1);
  });

  it('is sent again when the URL changes or the endpoint becomes a Dock one, not on other edits', async () => {
    const { api } = await newOrgApi(t);
    const endpoint = await subscribeDockReceiver(api, receiver, ['webhook.test']);
    await settled();
    const patch = async (body: object) => {
      await api.patch(`/v1/webhook-endpoints/${endpoint.id}`, body).expect(200);
      await settled();
      return receiver.pings.length;
    };
    expect(await patch({ description: 'CRM sync' })).toBe(1);
    expect(await patch({ eventTypes: ['*'] })).toBe(1);
    expect(await patch({ url: `${receiver.url}?source=crm` })).toBe(2);
    expect(await patch({ format: 'standard' })).toBe(2);
    expect(await patch({ format: 'dock' })).toBe(3);
    expect(await patch({ enabled: false, url: receiver.url })).toBe(3);
  });

  it('is not sent to an endpoint in the standard format', async () => {
    const { api } = await newOrgApi(t);
    const created = await api.post('/v1/webhook-endpoints', { url: plain.url }).expect(201);
    await api.patch(`/v1/webhook-endpoints/${created.body.data.webhookEndpoint.id}`, { url: `${plain.url}/v2` });
    await settled();
    expect(plain.received).toEqual([]);
  });

  it('does not hold the API answer while the receiver never answers, and gives up at the timeout', async () => {
    const hole = await startBlackHole();
    try {
      const { api } = await newOrgApi(t);
      const url = `http://127.0.0.1:${hole.port}/dock`;
      await api.post('/v1/webhook-endpoints', { url, format: 'dock' }).expect(201);
      await until('the save-time POST connects', async () => hole.connections() === 1);
      // The create has answered while the POST is still waiting for the receiver.
      expect(hole.open()).toBe(1);
      // Settles only when the POST has given up (WEBHOOK_TIMEOUT_MS, 2 s here): the black hole never answers.
      await settled();
    } finally {
      await hole.close();
    }
  });

  it('answers the create when the receiver is down, and the endpoint stays as saved', async () => {
    const down = await startDockReceiver();
    await down.close();
    const { api } = await newOrgApi(t);
    const created = await api.post('/v1/webhook-endpoints', { url: down.url, format: 'dock' }).expect(201);
    await settled();
    const read = await api.get(`/v1/webhook-endpoints/${created.body.data.webhookEndpoint.id}`).expect(200);
    expect(read.body.data.webhookEndpoint).toMatchObject({ endpointUrl: down.url, format: 'dock', enabled: true });
  });
});

import { jest } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { createApp } from '../../src/bootstrap.js';
import { WebhookWorker } from '../../src/webhooks/webhook.worker.js';
import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { itOn } from '../support/dialect.js';
import { type WebhookReceiver, startWebhookReceiver } from '../support/webhook-receiver.js';
import { ID, ISO_MS, type Json } from '../support/wire.js';

describe('webhook endpoints and deliveries', () => {
  let t: TestApp;
  let api: Api;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // Retries without waiting, and a long poll: the tests drain the worker themselves.
    t = await bootTestApp({
      // The receiver is on loopback: the development switch allows it.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_SCHEDULE: '0,0',
      WEBHOOK_POLL_MS: '3600000',
      WEBHOOK_DISABLE_AFTER_FAILURES: '5',
    });
    api = apiAs(t, (await t.newOrg()).key);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.respondWith(204);
  });

  const drain = () => t.app.get(WebhookWorker).drain();
  const createEndpoint = async (body: Json = {}) =>
    (await api.post('/v1/webhook-endpoints', { url: receiver.url, ...body }).expect(201)).body.data.webhookEndpoint;
  const sendTest = async (id: string) =>
    (await api.post(`/v1/webhook-endpoints/${id}/test`).expect(200)).body.data.event;
  const deliveries = async (id: string) =>
    (await api.get(`/v1/webhook-endpoints/${id}/deliveries`).expect(200)).body.data.webhookDeliveries;
  const headersOf = (i: number) => receiver.received[i].headers as Record<string, string>;

  it('creates an endpoint with a Location and the signing secret, shown only in that answer', async () => {
    const res = await api
      .post('/v1/webhook-endpoints', { url: receiver.url, eventTypes: ['board.created'], description: 'CRM' })
      .expect(201);
    const endpoint = res.body.data.webhookEndpoint;
    expect(endpoint).toEqual({
      id: expect.stringMatching(ID),
      object: 'webhookEndpoint',
      url: `http://localhost:3000/v1/webhook-endpoints/${endpoint.id}`,
      endpointUrl: receiver.url,
      description: 'CRM',
      eventTypes: ['board.created'],
      format: 'standard',
      enabled: true,
      disabledReason: null,
      secretRotatedUntil: null,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
      createdAt: expect.stringMatching(ISO_MS),
      updatedAt: expect.stringMatching(ISO_MS),
    });
    expect(res.headers.location).toBe(endpoint.url);
    const read = await api.get(`/v1/webhook-endpoints/${endpoint.id}`).expect(200);
    expect(read.body.data.webhookEndpoint).not.toHaveProperty('secret');
    const list = await api.get('/v1/webhook-endpoints').expect(200);
    expect(JSON.stringify(list.body)).not.toContain(endpoint.secret);
  });

  it('refuses plain http except to localhost in development, unknown event types and extra fields', async () => {
    const strict = await bootTestApp();
    try {
      const strictApi = apiAs(strict, (await strict.newOrg()).key);
      const local = await strictApi.post('/v1/webhook-endpoints', { url: 'http://localhost:9/x' }).expect(400);
      expect(expectError(local.body, 400, 'BAD_REQUEST').details[0].field).toBe('url');
    } finally {
      await strict.close();
    }
    const cases: [Json, string][] = [
      [{ url: 'http://hooks.example.com/x' }, 'url'],
      [{ url: 'ftp://hooks.example.com/x' }, 'url'],
      [{ url: 'https://user:pw@hooks.example.com/x' }, 'url'],
      [{ url: 'https://hooks.example.com/x', eventTypes: ['board.exploded'] }, 'eventTypes'],
      [{ url: 'https://hooks.example.com/x', eventTypes: 'board.created' }, 'eventTypes'],
      [{ url: 'https://hooks.example.com/x', secret: 'mine' }, 'secret'],
      [{}, 'url'],
    ];
    for (const [body, field] of cases) {
      const res = await api.post('/v1/webhook-endpoints', body).expect(400);
      expect({ body, fields: expectError(res.body, 400, 'BAD_REQUEST').details.map((d) => d.field) }).toEqual({
        body,
        fields: expect.arrayContaining([field]),
      });
    }
  });

  it('delivers a test event signed per Standard Webhooks, verifiable with the secret', async () => {
    const endpoint = await createEndpoint();
    const event = await sendTest(endpoint.id);
    expect(event).toEqual({
      id: expect.stringMatching(ID),
      object: 'event',
      type: 'webhook.test',
      createdAt: expect.stringMatching(ISO_MS),
      data: { object: { id: endpoint.id, object: 'webhookEndpoint', message: 'This is a test event.' } },
    });
    await drain();
    expect(receiver.received).toHaveLength(1);
    const { body } = receiver.received[0];
    const headers = headersOf(0);
    expect(headers['webhook-id']).toBe(event.id);
    expect(headers['content-type']).toBe('application/json');
    expect(new Webhook(endpoint.secret).verify(body, headers)).toEqual(event);
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toEqual({
      id: expect.stringMatching(ID),
      object: 'webhookDelivery',
      endpointId: endpoint.id,
      eventId: event.id,
      eventType: 'webhook.test',
      status: 'succeeded',
      attempts: 1,
      nextAttemptAt: null,
      attemptLog: [{ at: expect.stringMatching(ISO_MS), statusCode: 204, error: null, durationMs: expect.any(Number) }],
      createdAt: expect.stringMatching(ISO_MS),
      updatedAt: expect.stringMatching(ISO_MS),
    });
  });

  it('rejects a replayed delivery once its timestamp is outside the five-minute window', async () => {
    const endpoint = await createEndpoint();
    await sendTest(endpoint.id);
    await drain();
    const { body } = receiver.received[0];
    const verifier = new Webhook(endpoint.secret);
    expect(() => verifier.verify(body, headersOf(0))).not.toThrow();
    const realNow = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(realNow + 6 * 60 * 1000);
    try {
      expect(() => verifier.verify(body, headersOf(0))).toThrow(/timestamp/i);
    } finally {
      clock.mockRestore();
    }
    expect(() => verifier.verify(body.replace('test event', 'evil event'), headersOf(0))).toThrow();
  });

  it('retries a failed delivery and delivers it once the receiver is back, with the same webhook-id', async () => {
    const endpoint = await createEndpoint();
    receiver.respondWith(503);
    const event = await sendTest(endpoint.id);
    await drain();
    let [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: expect.stringMatching(ISO_MS) });
    expect(delivery.attemptLog[0]).toMatchObject({ statusCode: 503, error: 'http_status' });
    receiver.respondWith(200);
    await drain();
    [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([event.id, event.id]);
  });

  it('keeps retrying while the receiver is unreachable and parks the delivery as dead after the schedule', async () => {
    const down = await startWebhookReceiver();
    await down.close();
    const endpoint = await createEndpoint({ url: down.url });
    await sendTest(endpoint.id);
    await drain();
    await drain();
    await drain();
    const [delivery] = await deliveries(endpoint.id);
    // Schedule "0,0": three attempts in all, then dead.
    expect(delivery).toMatchObject({ status: 'dead', attempts: 3, nextAttemptAt: null });
    expect(delivery.attemptLog).toHaveLength(3);
    expect(delivery.attemptLog[0]).toMatchObject({ statusCode: null, error: 'connection_failed' });
  });

  it('disables an endpoint after the configured number of failed attempts in a row, and re-enables it on request', async () => {
    const endpoint = await createEndpoint();
    receiver.respondWith(500);
    await sendTest(endpoint.id);
    await sendTest(endpoint.id);
    for (let i = 0; i < 3; i++) await drain();
    const read = (await api.get(`/v1/webhook-endpoints/${endpoint.id}`).expect(200)).body.data.webhookEndpoint;
    expect(read).toMatchObject({ enabled: false, disabledReason: 'Disabled after 5 failed attempts in a row' });
    expectError((await api.post(`/v1/webhook-endpoints/${endpoint.id}/test`).expect(400)).body, 400, 'BAD_REQUEST');
    const enabled = await api.patch(`/v1/webhook-endpoints/${endpoint.id}`, { enabled: true }).expect(200);
    expect(enabled.body.data.webhookEndpoint).toMatchObject({ enabled: true, disabledReason: null });
    receiver.respondWith(204);
    await sendTest(endpoint.id);
    await drain();
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ status: 'succeeded' });
  });

  it('signs with both secrets during a rotation overlap, and with the new one only without overlap', async () => {
    const endpoint = await createEndpoint();
    const rotated = (await api.post(`/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, {}).expect(200)).body.data
      .webhookEndpoint;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(Date.parse(rotated.secretRotatedUntil) - Date.now()).toBeGreaterThan(86_000_000);
    await sendTest(endpoint.id);
    await drain();
    const overlap = receiver.received[0];
    expect((overlap.headers['webhook-signature'] as string).split(' ')).toHaveLength(2);
    expect(() => new Webhook(endpoint.secret).verify(overlap.body, headersOf(0))).not.toThrow();
    expect(() => new Webhook(rotated.secret).verify(overlap.body, headersOf(0))).not.toThrow();

    const again = (
      await api.post(`/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, { overlapSeconds: 0 }).expect(200)
    ).body.data.webhookEndpoint;
    expect(again.secretRotatedUntil).toBeNull();
    await sendTest(endpoint.id);
    await drain();
    expect(() => new Webhook(again.secret).verify(receiver.received[1].body, headersOf(1))).not.toThrow();
    expect(() => new Webhook(rotated.secret).verify(receiver.received[1].body, headersOf(1))).toThrow();
  });

  it('delivers only the subscribed event types', async () => {
    const endpoint = await createEndpoint({ eventTypes: ['workspace.published'] });
    const other = await createEndpoint({ eventTypes: ['*'] });
    // A test event goes to its endpoint whatever it subscribes to; nothing else is delivered here.
    await sendTest(other.id);
    await drain();
    expect(await deliveries(endpoint.id)).toEqual([]);
    expect(await deliveries(other.id)).toHaveLength(1);
  });

  it('updates and deletes an endpoint; a deleted endpoint is 404 and its pending deliveries are dropped', async () => {
    const endpoint = await createEndpoint();
    const updated = await api
      .patch(`/v1/webhook-endpoints/${endpoint.id}`, { eventTypes: ['tag.created', 'tag.created'], description: null })
      .expect(200);
    expect(updated.body.data.webhookEndpoint).toMatchObject({ eventTypes: ['tag.created'], description: null });
    receiver.respondWith(500);
    await sendTest(endpoint.id);
    expect((await api.delete(`/v1/webhook-endpoints/${endpoint.id}`).expect(200)).body).toEqual({
      data: { id: endpoint.id },
    });
    await api.get(`/v1/webhook-endpoints/${endpoint.id}`).expect(404);
    await api.get(`/v1/webhook-endpoints/${endpoint.id}/deliveries`).expect(404);
    await drain();
    expect(receiver.received).toHaveLength(0);
  });

  it('hides endpoints, deliveries and events of other organizations', async () => {
    const endpoint = await createEndpoint();
    const event = await sendTest(endpoint.id);
    const stranger = apiAs(t, (await t.newOrg()).key);
    await stranger.get(`/v1/webhook-endpoints/${endpoint.id}`).expect(404);
    await stranger.post(`/v1/webhook-endpoints/${endpoint.id}/test`).expect(404);
    await stranger.post(`/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, {}).expect(404);
    await stranger.get(`/v1/events/${event.id}`).expect(404);
    const after = await stranger.get(`/v1/events?after=${event.id}`).expect(400);
    expect(expectError(after.body, 400, 'BAD_REQUEST').details[0].field).toBe('after');
    expect((await stranger.get('/v1/events').expect(200)).body.data.events).toEqual([]);
  });

  it('lists events oldest first, resumes after a cursor and filters by type', async () => {
    const org = apiAs(t, (await t.newOrg()).key);
    const endpoint = (await org.post('/v1/webhook-endpoints', { url: receiver.url }).expect(201)).body.data
      .webhookEndpoint;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await org.post(`/v1/webhook-endpoints/${endpoint.id}/test`).expect(200)).body.data.event.id);
    const all = (await org.get('/v1/events?type=webhook.test').expect(200)).body.data;
    expect(all.events.map((e: Json) => e.id)).toEqual(ids);
    expect(all.pageInfo).toMatchObject({ total: 3, page: 1 });
    const rest = (await org.get(`/v1/events?after=${ids[0]}&limit=1&properties=type`).expect(200)).body.data;
    expect(rest.events).toEqual([{ id: ids[1], object: 'event', type: 'webhook.test' }]);
    expect(rest.pageInfo).toMatchObject({ total: 2, pages: 2, hasNextPage: true });
    expect((await org.get('/v1/events?type=board.created').expect(200)).body.data.events).toEqual([]);
    expectError((await org.get('/v1/events?type=nope').expect(400)).body, 400, 'BAD_REQUEST');
    expect((await org.get(`/v1/events/${ids[2]}`).expect(200)).body.data.event.id).toBe(ids[2]);
  });

  // Several instances share PostgreSQL; two instances on one SQLite file inside one process would block each other
  // synchronously (better-sqlite3 waits in the busy handler on the shared event loop), so this runs on PostgreSQL.
  itOn('postgres')(
    'sends each delivery once when two app instances drain the same database at the same time',
    async () => {
      const endpoint = await createEndpoint();
      const sent: string[] = [];
      for (let i = 0; i < 12; i++) sent.push((await sendTest(endpoint.id)).id);
      const second = await createApp(t.config);
      try {
        await Promise.all([drain(), second.get(WebhookWorker).drain(), drain(), second.get(WebhookWorker).drain()]);
      } finally {
        await second.close();
      }
      const received = receiver.received
        .map((r) => r.headers['webhook-id'] as string)
        .filter((id) => sent.includes(id));
      expect(received.sort()).toEqual([...sent].sort());
    },
  );
});

import { WebhookDeliveryEntity } from '../../src/webhooks/webhook-delivery.entity.js';
import { WebhookEndpointEntity } from '../../src/webhooks/webhook-endpoint.entity.js';
import { WebhookWorker } from '../../src/webhooks/webhook.worker.js';
import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { type BlackHole, startBlackHole, startWebhookReceiver } from '../support/webhook-receiver.js';
import { type Json } from '../support/wire.js';

type Attempt = { statusCode: number | null; error: string | null; durationMs: number };

/** Every loopback spelling from the report; the URL parser turns the numeric ones into 127.0.0.1. */
const loopbackForms = (port: number) => [
  `https://127.0.0.1:${port}/h`,
  `https://localhost:${port}/h`,
  `https://[::1]:${port}/h`,
  `https://0x7f000001:${port}/h`,
  `https://2130706433:${port}/h`,
  `https://017700000001:${port}/h`,
  `https://127.1:${port}/h`,
  `https://0.0.0.0:${port}/h`,
  `https://[::ffff:127.0.0.1]:${port}/h`,
  `https://api.localhost:${port}/h`,
  `http://127.0.0.1:${port}/h`,
];

/** Internal destinations that are not this machine: only ever checked at creation, never delivered to by a test. */
const OTHER_INTERNAL = [
  'https://169.254.169.254/latest/meta-data/',
  'https://10.0.0.1/h',
  'https://172.16.0.1/h',
  'https://192.168.1.1/h',
  'https://100.64.0.1/h',
  'https://[fd00::1]/h',
  'https://[fe80::1]/h',
  'https://[::ffff:169.254.169.254]/h',
  'https://[64:ff9b::a9fe:a9fe]/h',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://metadata/computeMetadata/v1/',
];

describe('webhook destinations (SSRF)', () => {
  let t: TestApp;
  let hole: BlackHole;

  beforeAll(async () => {
    hole = await startBlackHole();
    // No development switch: what production runs. Tests drive the worker with drain().
    t = await bootTestApp({ WEBHOOK_POLL_MS: '3600000', WEBHOOK_TIMEOUT_MS: '1000', WEBHOOK_RETRY_SCHEDULE: '3600' });
  });
  afterAll(async () => {
    await t.close();
    await hole.close();
  });

  const newApi = async (app: TestApp = t) => apiAs(app, (await app.newOrg()).key);
  const create = async (api: Api, url: string) =>
    (await api.post('/v1/webhook-endpoints', { url }).expect(201)).body.data.webhookEndpoint as Json;
  const attemptsOf = async (api: Api, id: string) => {
    const res = await api.get(`/v1/webhook-endpoints/${id}/deliveries`).expect(200);
    return (res.body.data.webhookDeliveries as { attemptLog: Attempt[] }[]).flatMap((d) => d.attemptLog);
  };

  it('refuses every internal destination at creation and update with a 400 naming url', async () => {
    const api = await newApi();
    const publicEndpoint = await create(api, 'https://hooks.example.com/h');
    for (const url of [...loopbackForms(hole.port), ...OTHER_INTERNAL]) {
      const created = await api.post('/v1/webhook-endpoints', { url });
      const updated = await api.patch(`/v1/webhook-endpoints/${publicEndpoint.id}`, { url });
      for (const res of [created, updated]) {
        expect({ url, status: res.status }).toEqual({ url, status: 400 });
        expect(expectError(res.body, 400, 'BAD_REQUEST').details.map((d) => d.field)).toEqual(['url']);
      }
    }
    const list = (await api.get('/v1/webhook-endpoints').expect(200)).body.data.webhookEndpoints as Json[];
    expect(list.map((e) => e.endpointUrl)).toEqual(['https://hooks.example.com/h']);
  });

  it('accepts public https destinations (names are resolved and checked at delivery, not at creation)', async () => {
    const api = await newApi();
    for (const url of ['https://hooks.example.com/h', 'https://8.8.8.8/h', 'https://[2606:4700::1111]:8443/h']) {
      expect((await create(api, url)).endpointUrl).toBe(url);
    }
  });

  it('never connects to an internal destination stored earlier, in any loopback form, and logs destination_refused', async () => {
    const api = await newApi();
    const forms = loopbackForms(hole.port);
    const ids: string[] = [];
    for (const url of forms) {
      const endpoint = await create(api, 'https://hooks.example.com/h');
      // As if stored before these checks existed, or while the development switch was on.
      await t.dataSource.getRepository(WebhookEndpointEntity).update({ id: endpoint.id as string }, { url });
      await api.post(`/v1/webhook-endpoints/${endpoint.id}/test`).expect(200);
      ids.push(endpoint.id as string);
    }
    await t.app.get(WebhookWorker).drain();
    for (const [i, id] of ids.entries()) {
      expect({ url: forms[i], attempts: await attemptsOf(api, id) }).toEqual({
        url: forms[i],
        attempts: [
          { at: expect.any(String), statusCode: null, error: 'destination_refused', durationMs: expect.any(Number) },
        ],
      });
    }
    expect(hole.connections()).toBe(0);
  });

  it('shows attempts logged before errors were categories as categories, never as the network text', async () => {
    const api = await newApi();
    const endpoint = await create(api, 'https://hooks.example.com/h');
    await api.post(`/v1/webhook-endpoints/${endpoint.id}/test`).expect(200);
    const legacy = [
      {
        at: '2026-01-01T00:00:00.000Z',
        statusCode: null,
        error: 'fetch failed: connect ECONNREFUSED 10.0.0.5:5432',
        durationMs: 3,
      },
      { at: '2026-01-01T00:00:05.000Z', statusCode: 500, error: 'HTTP 500', durationMs: 9 },
      { at: '2026-01-01T00:05:05.000Z', statusCode: null, error: 'timed out after 10000 ms', durationMs: 10000 },
      {
        at: '2026-01-01T00:35:05.000Z',
        statusCode: null,
        error: 'fetch failed: self-signed certificate',
        durationMs: 4,
      },
    ];
    await t.dataSource
      .getRepository(WebhookDeliveryEntity)
      .update({ endpointId: endpoint.id as string }, { attemptLog: JSON.stringify(legacy) });
    const attempts = await attemptsOf(api, endpoint.id as string);
    expect(attempts.map((a) => a.error)).toEqual(['connection_failed', 'http_status', 'timeout', 'tls_error']);
    // Its pending delivery goes with it: nothing here may ever be sent to a name outside this machine.
    await api.delete(`/v1/webhook-endpoints/${endpoint.id}`).expect(200);
  });

  describe('with the development switch WEBHOOK_ALLOW_PRIVATE_TARGETS=true', () => {
    let dev: TestApp;
    beforeAll(async () => {
      dev = await bootTestApp({
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        WEBHOOK_POLL_MS: '3600000',
        WEBHOOK_TIMEOUT_MS: '500',
        WEBHOOK_RETRY_SCHEDULE: '3600',
      });
    });
    afterAll(() => dev.close());

    it('accepts and delivers to loopback destinations', async () => {
      const receiver = await startWebhookReceiver();
      try {
        const api = await newApi(dev);
        await create(api, receiver.url);
        const byName = await create(api, `http://localhost:${receiver.port}/hooks`);
        await api.post(`/v1/webhook-endpoints/${byName.id}/test`).expect(200);
        await api.post('/v1/tags', { title: 'Delivered' }).expect(201);
        await dev.app.get(WebhookWorker).drain();
        expect(receiver.received).toHaveLength(3);
      } finally {
        await receiver.close();
      }
    });

    it('logs a category only (connection_failed, timeout, tls_error, http_status) and follows no redirect', async () => {
      const target = await startWebhookReceiver();
      const redirecting = await startWebhookReceiver();
      const closed = await startWebhookReceiver();
      await closed.close();
      redirecting.respondWith(302, { location: target.url });
      try {
        const api = await newApi(dev);
        const cases: [string, Partial<Attempt>][] = [
          [closed.url, { statusCode: null, error: 'connection_failed' }],
          [`http://127.0.0.1:${hole.port}/h`, { statusCode: null, error: 'timeout' }],
          [`https://127.0.0.1:${redirecting.port}/h`, { statusCode: null, error: 'tls_error' }],
          [redirecting.url, { statusCode: 302, error: 'http_status' }],
        ];
        const ids: string[] = [];
        for (const [url] of cases) {
          const endpoint = await create(api, url);
          await api.post(`/v1/webhook-endpoints/${endpoint.id}/test`).expect(200);
          ids.push(endpoint.id as string);
        }
        await dev.app.get(WebhookWorker).drain();
        const logs: Attempt[][] = [];
        for (const id of ids) logs.push(await attemptsOf(api, id));
        expect(logs).toEqual(cases.map(([, attempt]) => [expect.objectContaining(attempt)]));
        expect(target.received).toHaveLength(0);
        const text = JSON.stringify(logs);
        for (const leak of ['127.0.0.1', 'localhost', 'ECONN', 'EPROTO', 'SSL', 'fetch', String(hole.port)]) {
          expect({ leak, found: text.includes(leak) }).toEqual({ leak, found: false });
        }
        for (const port of [target.port, redirecting.port, closed.port]) expect(text).not.toContain(String(port));
      } finally {
        await target.close();
        await redirecting.close();
      }
    });
  });
});

import { apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { until } from '../support/until.js';
import {
  type BlackHole,
  type WebhookReceiver,
  startBlackHole,
  startWebhookReceiver,
} from '../support/webhook-receiver.js';

const TIMEOUT_MS = 3000;
/** How long another organization's delivery may wait behind a hanging one: about one poll and a round trip. */
const FAIR_WITHIN_MS = 2000;

describe('webhook delivery fairness', () => {
  let t: TestApp;
  let hole: BlackHole;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    hole = await startBlackHole();
    receiver = await startWebhookReceiver();
    // The background worker runs as in production (polling); receivers are on loopback, hence the switch.
    t = await bootTestApp({
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_POLL_MS: '100',
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      WEBHOOK_RETRY_SCHEDULE: '3600',
    });
  });
  afterAll(async () => {
    await t.close();
    await hole.close();
    await receiver.close();
  });

  it("delivers another organization's event within 2 s while one organization's 20 endpoints hang", async () => {
    const noisy = apiAs(t, (await t.newOrg()).key);
    for (let i = 0; i < 20; i++) {
      await noisy
        .post('/v1/webhook-endpoints', { url: `http://127.0.0.1:${hole.port}/h${i}`, eventTypes: ['tag.created'] })
        .expect(201);
    }
    // 60 deliveries owed to receivers that accept and never answer, all due before the other organization's.
    for (let i = 0; i < 3; i++) await noisy.post('/v1/tags', { title: `Noise ${i}` }).expect(201);
    await until('the hanging receivers hold connections', async () => hole.open() > 0);

    const quiet = apiAs(t, (await t.newOrg()).key);
    const endpoint = (await quiet.post('/v1/webhook-endpoints', { url: receiver.url }).expect(201)).body.data
      .webhookEndpoint;
    const started = Date.now();
    await quiet.post(`/v1/webhook-endpoints/${endpoint.id}/test`).expect(200);
    await until('the quiet organization receives its event', async () => receiver.received.length > 0, FAIR_WITHIN_MS);
    expect(Date.now() - started).toBeLessThan(FAIR_WITHIN_MS);
    // The noisy organization holds at most its share of the worker (WEBHOOK_CONCURRENCY_PER_ORG, default 8).
    expect(hole.open()).toBeLessThanOrEqual(8);
  });

  it('refuses an organization its 21st endpoint with a 400 naming url, and accepts one again after a delete', async () => {
    const api = apiAs(t, (await t.newOrg()).key);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push(
        (await api.post('/v1/webhook-endpoints', { url: `https://hooks.example.com/${i}` }).expect(201)).body.data
          .webhookEndpoint.id,
      );
    }
    const refused = await api.post('/v1/webhook-endpoints', { url: 'https://hooks.example.com/21' }).expect(400);
    const error = expectError(refused.body, 400, 'BAD_REQUEST');
    expect(error.details).toEqual([
      { field: 'url', message: expect.stringMatching(/maximum of 20 webhook endpoints/) },
    ]);
    // Other organizations have their own allowance.
    const other = apiAs(t, (await t.newOrg()).key);
    await other.post('/v1/webhook-endpoints', { url: 'https://hooks.example.com/other' }).expect(201);
    await api.delete(`/v1/webhook-endpoints/${ids[0]}`).expect(200);
    await api.post('/v1/webhook-endpoints', { url: 'https://hooks.example.com/again' }).expect(201);
  });
});

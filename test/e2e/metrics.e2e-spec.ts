import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createApp } from '../../src/bootstrap.js';
import { Db } from '../../src/database/db.service.js';
import { EMAIL_KINDS, type OutgoingEmail, enqueueEmail } from '../../src/mail/enqueue-email.js';
import { OutboxWorker } from '../../src/mail/outbox.worker.js';
import { WebhookDeliveryEntity } from '../../src/webhooks/webhook-delivery.entity.js';
import { WebhookWorker } from '../../src/webhooks/webhook.worker.js';
import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, appsClosedAfterAll, testDb } from '../support/app.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { type Exposition, parsePrometheusText, valueOf } from '../support/prometheus.js';
import { type SmtpCapture, startSmtp } from '../support/smtp.js';
import { type WebhookReceiver, startWebhookReceiver } from '../support/webhook-receiver.js';

const TOKEN = 'metrics-token-for-the-tests-0123';

const scrapeOf = async (http: TestApp['http']): Promise<Exposition> => {
  const res = await request(http).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parsePrometheusText(res.text);
};

/** The requests counted for one series of the request duration histogram (0 when there is none yet). */
const requests = (scrape: Exposition, labels: Record<string, string>): number =>
  scrape.samples
    .filter((s) => s.name === 'http_request_duration_seconds_count')
    .filter((s) => Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((sum, s) => sum + s.value, 0);

/** The plan of a statement as text; on PostgreSQL with sequential scans off, as on a table large enough to matter. */
async function explain(t: TestApp, sql: string): Promise<string> {
  if (testDb() !== 'postgres') {
    const rows: { detail: string }[] = await t.dataSource.query(`EXPLAIN QUERY PLAN ${sql}`);
    return rows.map((row) => row.detail).join('\n');
  }
  const runner = t.dataSource.createQueryRunner();
  try {
    await runner.query('SET enable_seqscan = off');
    const rows: { 'QUERY PLAN': string }[] = await runner.query(`EXPLAIN ${sql}`);
    await runner.query('RESET enable_seqscan');
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await runner.release();
  }
}

describe('GET /metrics without METRICS_TOKEN', () => {
  const boot = appsClosedAfterAll();

  it('does not exist: the 404 any unknown path gets, whatever the Authorization header', async () => {
    const t = await boot();
    const unknown = await request(t.http).get('/no-such-route').expect(404);
    const metrics = await request(t.http).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    expectError(metrics.body, 404, 'NOT_FOUND');
    expect(metrics.body.error.message).toBe(unknown.body.error.message.replace('/no-such-route', '/metrics'));
    expect(metrics.headers['content-type']).toBe(unknown.headers['content-type']);
  });
});

describe('GET /metrics', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let smtp: SmtpCapture;
  let receiver: WebhookReceiver;
  const boot = appsClosedAfterAll();
  const scrape = () => scrapeOf(t.http);

  beforeAll(async () => {
    smtp = await startSmtp(0, { rejectRecipient: (address) => address.startsWith('bounce@') });
    receiver = await startWebhookReceiver();
    t = await boot({
      METRICS_TOKEN: TOKEN,
      SMTP_URL: smtp.url,
      // The tests drain the workers themselves.
      OUTBOX_POLL_MS: '3600000',
      WEBHOOK_POLL_MS: '3600000',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      // One retry, at once: a failing receiver makes a delivery retrying, then dead.
      WEBHOOK_RETRY_SCHEDULE: '0',
    });
    const org = await t.newOrg();
    orgId = org.orgId;
    api = apiAs(t, org.key);
  });
  afterAll(async () => {
    await smtp.close();
    await receiver.close();
  });

  it('answers 401 in the error shape, before any work, without the token, with a wrong one or an API key', async () => {
    const { key } = await t.newOrg();
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, `Bearer ${key}`]) {
      const req = request(t.http).get('/metrics');
      let res: request.Response | undefined;
      const statements = await t.countQueries(async () => {
        res = await (authorization ? req.set('Authorization', authorization) : req).expect(401);
      });
      expectError(res?.body, 401, 'UNAUTHORIZED');
      expect(res?.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(statements).toBe(0);
    }
  });

  it('serves Prometheus text: request durations by route template and status class, never the ids sent', async () => {
    const workspace = await insertWorkspace(t, orgId);
    const missing = 'NoSuchWs0001';
    await api.get(`/v1/workspaces/${workspace.id}`).expect(200);
    await api.get(`/v1/workspaces/${workspace.id}`).expect(200);
    await api.get(`/v1/workspaces/${missing}`).expect(404);
    await request(t.http).get(`/wp-admin/${missing}/setup.php`).expect(404);
    await request(t.http).get(`/app/${orgId}/a-private-slug`).expect(404);

    const res = await request(t.http).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    const scraped = parsePrometheusText(res.text);
    expect(scraped.types.get('http_request_duration_seconds')).toBe('histogram');
    const byId = { method: 'GET', route: '/v1/workspaces/:id' };
    expect(requests(scraped, { ...byId, status_class: '2xx' })).toBe(2);
    expect(requests(scraped, { ...byId, status_class: '4xx' })).toBe(1);
    expect(requests(scraped, { route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(requests(scraped, { route: '/app/:org/:slug', status_class: '4xx' })).toBe(1);
    const inf = valueOf(scraped, 'http_request_duration_seconds_bucket', { ...byId, status_class: '2xx', le: '+Inf' });
    expect(inf).toBe(2);
    expect(valueOf(scraped, 'http_request_duration_seconds_sum', { ...byId, status_class: '2xx' })).toBeGreaterThan(0);
    for (const raw of [workspace.id, missing, orgId, 'a-private-slug', 'wp-admin']) expect(res.text).not.toContain(raw);
  });

  it('is neither limited by the API rate limit nor part of the OpenAPI document', async () => {
    const limited = await boot({ METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '2' });
    for (let i = 0; i < 4; i++) {
      const res = await request(limited.http).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(res.headers).not.toHaveProperty('ratelimit-limit');
    }
    const document = await request(limited.http).get('/openapi.json').expect(200);
    expect(Object.keys(document.body.paths).filter((path) => path.includes('metrics'))).toEqual([]);
  });

  it('counts rate limit refusals by limiter: the API budget, and failed authentications', async () => {
    const limited = await boot({ METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '2', AUTH_FAILURES_PER_MINUTE: '2' });
    const before = await scrapeOf(limited.http);
    expect(valueOf(before, 'rate_limit_rejections_total', { limiter: 'api' })).toBe(0);
    const limitedApi = apiAs(limited, (await limited.newOrg()).key);
    await limitedApi.get('/v1/boards').expect(200);
    await limitedApi.get('/v1/boards').expect(200);
    await limitedApi.get('/v1/boards').expect(429);
    for (const status of [401, 401, 429]) {
      await request(limited.http).get('/metrics').set('Authorization', 'Bearer not-the-token').expect(status);
    }
    // The right token still passes from an address past its failure budget.
    const after = await scrapeOf(limited.http);
    expect(valueOf(after, 'rate_limit_rejections_total', { limiter: 'api' })).toBe(1);
    expect(valueOf(after, 'rate_limit_rejections_total', { limiter: 'auth_failures' })).toBe(1);
    expect(valueOf(after, 'rate_limit_rejections_total', { limiter: 'visitor_requests' })).toBe(0);
  });

  it('shows the database connections of the instance', async () => {
    const scraped = await scrape();
    const max = valueOf(scraped, 'db_client_connections_max');
    expect(max).toBe(testDb() === 'postgres' ? 10 : 1);
    const used = valueOf(scraped, 'db_client_connections', { state: 'used' });
    const idle = valueOf(scraped, 'db_client_connections', { state: 'idle' });
    expect(used + idle).toBeLessThanOrEqual(max);
    expect(valueOf(scraped, 'db_client_connections_pending_requests')).toBeGreaterThanOrEqual(0);
    if (testDb() === 'postgres') {
      expect(valueOf(scraped, 'db_client_connection_wait_seconds_count')).toBeGreaterThan(0);
    }
    expect(valueOf(scraped, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(scraped.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
  });

  it('reads each queue with one range of an index, never a scan of its table', async () => {
    const statements = (await t.statementsOf(scrape)).filter((sql) => sql.includes('next_attempt_at'));
    // One per kind of e-mail, and the webhook deliveries.
    expect(statements).toHaveLength(EMAIL_KINDS.length + 1);
    for (const sql of statements) {
      const plan = await explain(t, sql.replace(/\?|\$1/g, "'sign-in'"));
      expect(plan).toMatch(testDb() === 'postgres' ? /Index Only Scan using "IDX_/ : /SEARCH \w+ USING COVERING INDEX/);
      expect(plan).not.toMatch(/Seq Scan|SCAN (outbox_email|webhook_delivery)\b/);
    }
  });

  it('shows the webhook delivery queue, the same on every instance sharing the database, and its attempts', async () => {
    const second: INestApplication = await createApp(t.config);
    try {
      await api.post('/v1/webhook-endpoints', { url: receiver.url, eventTypes: ['board.created'] }).expect(201);
      await api.post('/v1/boards', { title: 'Queued' }).expect(201);
      for (const http of [t.http, second.getHttpServer()]) {
        const scraped = await scrapeOf(http);
        expect(valueOf(scraped, 'queue_depth', { queue: 'webhook_deliveries' })).toBe(1);
      }
      // Due for a minute and a half: what an outage of the worker would show.
      const past = new Date(Date.now() - 90_000).toISOString();
      await t.dataSource.manager.update(WebhookDeliveryEntity, { status: 'pending' }, { nextAttemptAt: past });
      const age = valueOf(await scrape(), 'queue_oldest_due_age_seconds', { queue: 'webhook_deliveries' });
      expect(age).toBeGreaterThanOrEqual(90);
      expect(age).toBeLessThan(150);

      receiver.respondWith(204);
      await t.app.get(WebhookWorker).drain();
      receiver.respondWith(500);
      await api.post('/v1/boards', { title: 'Refused twice' }).expect(201);
      await t.app.get(WebhookWorker).drain();
      await t.app.get(WebhookWorker).drain();
      const scraped = await scrape();
      expect(valueOf(scraped, 'webhook_delivery_attempts_total', { outcome: 'succeeded' })).toBe(1);
      expect(valueOf(scraped, 'webhook_delivery_attempts_total', { outcome: 'retrying' })).toBe(1);
      expect(valueOf(scraped, 'webhook_delivery_attempts_total', { outcome: 'dead' })).toBe(1);
      expect(valueOf(scraped, 'queue_depth', { queue: 'webhook_deliveries' })).toBe(0);
      expect(valueOf(scraped, 'queue_oldest_due_age_seconds', { queue: 'webhook_deliveries' })).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('shows the e-mail queues per kind, and counts e-mails sent and refused', async () => {
    const email = (to: string, kind: OutgoingEmail['kind']): OutgoingEmail => ({
      organizationId: orgId,
      to,
      kind,
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    await t.app.get(Db).write(async (m) => {
      await enqueueEmail(m, email('visitor@example.com', 'sign-in'));
      await enqueueEmail(m, email('invitee@example.com', 'invitation'));
      await enqueueEmail(m, email('bounce@example.com', 'invitation'));
    });
    const queued = await scrape();
    expect(valueOf(queued, 'queue_depth', { queue: 'emails_sign_in' })).toBe(1);
    expect(valueOf(queued, 'queue_depth', { queue: 'emails_invitation' })).toBe(2);
    expect(valueOf(queued, 'queue_depth', { queue: 'emails_other' })).toBe(0);
    expect(valueOf(queued, 'queue_oldest_due_age_seconds', { queue: 'emails_sign_in' })).toBeLessThan(60);

    await t.app.get(OutboxWorker).drain();
    expect(smtp.messages).toHaveLength(2);
    const sent = await scrape();
    expect(valueOf(sent, 'email_send_attempts_total', { kind: 'sign-in', outcome: 'sent' })).toBe(1);
    expect(valueOf(sent, 'email_send_attempts_total', { kind: 'invitation', outcome: 'sent' })).toBe(1);
    expect(valueOf(sent, 'email_send_attempts_total', { kind: 'invitation', outcome: 'dead' })).toBe(1);
    expect(valueOf(sent, 'queue_depth', { queue: 'emails_sign_in' })).toBe(0);
    expect(valueOf(sent, 'queue_depth', { queue: 'emails_invitation' })).toBe(0);
    // Addresses never reach a label.
    const res = await request(t.http).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.text).not.toMatch(/@example\.com/);
  });
});

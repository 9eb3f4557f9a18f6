import { IdempotencyKeyEntity } from '../../src/common/idempotency/idempotency-key.entity.js';
import { Db } from '../../src/database/db.service.js';
import { EventEntity } from '../../src/events/event.entity.js';
import { EventRetentionSweeper } from '../../src/events/event-retention.js';
import { WebhookDeliveryEntity } from '../../src/webhooks/webhook-delivery.entity.js';
import { WebhookWorker } from '../../src/webhooks/webhook.worker.js';
import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp, ownPostgresDatabase, testDb } from '../support/app.js';
import { type WebhookReceiver, startWebhookReceiver } from '../support/webhook-receiver.js';
import { type Json } from '../support/wire.js';

/** Text that neither SQLite nor PostgreSQL (TOAST) can compress much: stored sizes then follow what was written. */
function noise(length: number, seed: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ';
  let x = seed;
  let out = '';
  while (out.length < length) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += alphabet[x % alphabet.length];
  }
  return out;
}

/**
 * A template of `tasks` plan tasks with 9,000 characters of description each: ~18 KB of JSON per task in the
 * resource, which shows the first plan's tasks twice (as `planTasks` and as `plans[0].tasks`).
 */
const bigTemplate = (name: string, tasks: number) => ({
  name,
  planTasks: Array.from({ length: tasks }, (_, i) => ({ title: `Task ${i}`, description: noise(9_000, i + 1) })),
});

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

describe('bounded storage: event payloads and idempotent answers are capped', () => {
  let t: TestApp;
  let api: Api;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await bootMeasuredApp({ WEBHOOK_ALLOW_HTTP_LOCALHOST: 'true' });
    api = apiAs(t, (await t.newOrg()).key);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const eventOf = async (type: string): Promise<Json> => {
    const events = (await api.get(`/v1/events?type=${type}&limit=100`).expect(200)).body.data.events as Json[];
    return events[events.length - 1];
  };

  it('stores and delivers a resource over EVENT_PAYLOAD_MAX_BYTES as { id, object, url, truncated: true }', async () => {
    await api.post('/v1/webhook-endpoints', { url: receiver.url, eventTypes: ['template.created'] }).expect(201);
    const template = (await api.post('/v1/templates', bigTemplate('Huge', 10)).expect(201)).body.data.template;
    const event = await eventOf('template.created');
    expect(event.data).toEqual({
      object: { id: template.id, object: 'template', url: template.url, truncated: true },
    });
    const [row] = await t.dataSource.manager.find(EventEntity, { where: { id: event.id as string } });
    expect(row.data.length).toBeLessThan(200);
    await t.app.get(WebhookWorker).drain();
    expect(JSON.parse(receiver.received[0].body)).toEqual(event);
    // The resource itself is whole: a receiver re-fetches it with GET at `url`.
    expect((await api.get(`/v1/templates/${template.id}`).expect(200)).body.data.template).toEqual(template);
  });

  it('keeps a resource under the cap in full in its event', async () => {
    const template = (await api.post('/v1/templates', bigTemplate('Fits', 3)).expect(201)).body.data.template;
    expect((await eventOf('template.created')).data).toEqual({ object: template });
  });

  it('replays a small answer byte for byte', async () => {
    const first = await api.post('/v1/boards', { title: 'Small' }).set('Idempotency-Key', 'small-1').expect(201);
    const retry = await api.post('/v1/boards', { title: 'Small' }).set('Idempotency-Key', 'small-1').expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.text).toBe(first.text);
  });

  it('keeps an answer over IDEMPOTENCY_RESPONSE_MAX_BYTES as a reference: a replay answers 303 See Other', async () => {
    const body = bigTemplate('Retried', 10);
    const first = await api.post('/v1/templates', body).set('Idempotency-Key', 'big-1').expect(201);
    expect(first.text.length).toBeGreaterThan(65_536);
    const template = first.body.data.template;
    const [stored] = await t.dataSource.manager.find(IdempotencyKeyEntity, { where: { key: 'big-1' } });
    expect(stored.responseBody!.length).toBeLessThan(300);

    const retry = await api.post('/v1/templates', body).set('Idempotency-Key', 'big-1').expect(303);
    expect(retry.headers.location).toBe(template.url);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual({
      data: { template: { id: template.id, object: 'template', url: template.url, truncated: true } },
    });
    const names = (await api.get('/v1/templates?limit=100').expect(200)).body.data.templates.map((x: Json) => x.name);
    expect(names.filter((name: unknown) => name === 'Retried')).toHaveLength(1);
    // Following the redirect gives the resource as it is now.
    await api.patch(`/v1/templates/${template.id}`, { name: 'Retried later' }).expect(200);
    const now = (await api.get(new URL(retry.headers.location).pathname).expect(200)).body.data.template;
    expect(now).toMatchObject({ id: template.id, name: 'Retried later', planTasks: template.planTasks });
  });
});

describe('bounded storage: events are purged after EVENT_RETENTION_DAYS', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => {
    t = await bootMeasuredApp({ EVENT_RETENTION_DAYS: '1' });
    const org = await t.newOrg();
    orgId = org.orgId;
    api = apiAs(t, org.key);
  });
  afterAll(() => t.close());

  const sweep = () => t.app.get(EventRetentionSweeper).drain();
  const count = (entity: typeof EventEntity | typeof WebhookDeliveryEntity) => t.dataSource.manager.count(entity);
  const insertEvents = async (n: number, createdAt: string, prefix: string): Promise<string[]> => {
    const ids = Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(12 - prefix.length, '0')}`);
    for (let i = 0; i < n; i += 200) {
      const rows = ids.slice(i, i + 200).map((id) => ({ id, organizationId: orgId, type: 'board.created' }));
      await t.dataSource.manager.insert(
        EventEntity,
        rows.map((row) => ({ ...row, data: '{"object":{}}', createdAt, updatedAt: createdAt })),
      );
      await t.dataSource.manager.insert(
        WebhookDeliveryEntity,
        rows.map((row) => ({
          id: row.id,
          organizationId: orgId,
          endpointId: 'endpoint0001',
          eventId: row.id,
          eventType: row.type,
          status: 'pending' as const,
          attempts: 0,
          nextAttemptAt: daysAgo(100),
          lockedUntil: null,
          attemptLog: '[]',
          createdAt,
          updatedAt: createdAt,
        })),
      );
    }
    return ids;
  };

  it('purges older events with their deliveries in batches of 500, concurrent sweepers taking disjoint batches', async () => {
    await insertEvents(1_234, daysAgo(2), 'o');
    const kept = await insertEvents(3, daysAgo(0.5), 'k');
    const db = t.app.get(Db);
    const sweeper = t.app.get(EventRetentionSweeper);
    const batch = () => db.write((m) => sweeper.purgeBatch(m, daysAgo(1)));
    expect(await Promise.all([batch(), batch()])).toEqual([500, 500]);
    expect(await count(EventEntity)).toBe(237);
    await sweep();
    expect((await t.dataSource.manager.find(EventEntity)).map((event) => event.id).sort()).toEqual(kept);
    expect((await t.dataSource.manager.find(WebhookDeliveryEntity)).map((d) => d.eventId).sort()).toEqual(kept);
  });

  it('answers 400 naming `after` and the retention when the cursor event was purged', async () => {
    const [purged] = await insertEvents(1, daysAgo(3), 'p');
    await sweep();
    const res = await api.get(`/v1/events?after=${purged}`).expect(400);
    const error = expectError(res.body, 400, 'BAD_REQUEST');
    expect(error.details).toEqual([{ field: 'after', message: expect.stringContaining('1-day retention') }]);
  });

  it('stops the database growing under a write-heavy tenant once retention applies', async () => {
    const template = (await api.post('/v1/templates', bigTemplate('Busy', 3)).expect(201)).body.data.template;
    await t.dataSource.manager.update(EventEntity, { organizationId: orgId }, { createdAt: daysAgo(2) });
    await sweep();
    const before = await eventStorageBytes(t);
    const sizes: number[] = [];
    let written = 0;
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 10; i++) {
        await api.patch(`/v1/templates/${template.id}`, { name: `Busy ${round}.${i}` }).expect(200);
      }
      written += await payloadBytes(t);
      sizes.push(await eventStorageBytes(t));
      // A day and more passes: this round's events fall out of the retention.
      await t.dataSource.manager.update(EventEntity, { organizationId: orgId }, { createdAt: daysAgo(2) });
      await sweep();
      // What autovacuum does on PostgreSQL in production: the deleted rows' space becomes reusable.
      if (testDb() === 'postgres') await t.dataSource.query('VACUUM event');
    }
    expect(await count(EventEntity)).toBe(0);
    // 60 events of ~55 KB each were written; the database grew by at most about one round's worth, once.
    expect(written).toBeGreaterThan(2_500_000);
    // Rounds 3 to 6 store no more than the first two did (a page or two of slack for PostgreSQL's free space map).
    expect(Math.max(...sizes.slice(2))).toBeLessThanOrEqual(Math.max(...sizes.slice(0, 2)) * 1.1);
    expect(Math.max(...sizes) - before).toBeLessThan(written / 3);
  });
});

/**
 * An app whose storage is measured. On PostgreSQL it has a database of its own: what VACUUM reclaims is measured, and
 * another suite's transaction in the shared database (two Jest workers run side by side) would hold the dead rows back.
 * No background poller runs either: a transaction open as VACUUM runs keeps that round's dead rows.
 */
async function bootMeasuredApp(env: Record<string, string>): Promise<TestApp> {
  const ownDb = testDb() === 'postgres' ? await ownPostgresDatabase() : null;
  const quiet = { OUTBOX_POLL_MS: '3600000', NOTIFY_POLL_MS: '3600000', TASK_REMINDER_POLL_MS: '3600000' };
  const t = await bootTestApp({ WEBHOOK_POLL_MS: '3600000', ...quiet, ...env, ...ownDb?.env });
  const close = t.close.bind(t);
  t.close = async () => {
    await close();
    await ownDb?.drop();
  };
  return t;
}

/** Sum of the stored event payloads, in characters. */
async function payloadBytes(t: TestApp): Promise<number> {
  const [row] = (await t.dataSource.query('SELECT COALESCE(SUM(LENGTH(data)), 0) AS n FROM event')) as { n: unknown }[];
  return Number(row.n);
}

/**
 * Bytes the database holds for events. SQLite: pages of the file (deleted rows' pages are reused, so the file stops
 * growing). PostgreSQL: the event table with its TOAST and indexes.
 */
async function eventStorageBytes(t: TestApp): Promise<number> {
  if (testDb() === 'postgres') {
    const [row] = (await t.dataSource.query(`SELECT pg_total_relation_size('event') AS bytes`)) as { bytes: string }[];
    return Number(row.bytes);
  }
  const [{ page_count: pages }] = (await t.dataSource.query('PRAGMA page_count')) as { page_count: number }[];
  const [{ page_size: size }] = (await t.dataSource.query('PRAGMA page_size')) as { page_size: number }[];
  return pages * size;
}

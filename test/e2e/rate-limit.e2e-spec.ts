import { randomBytes } from 'node:crypto';
import { createApp } from '../../src/bootstrap.js';
import { apiAs, expectError } from '../support/api.js';
import { appsClosedAfterAll } from '../support/app.js';
import { freePort } from '../support/smtp.js';

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';

/** Per-organization limits: headers on every authenticated answer, 429 past the budget, shared through Redis. */
describe('rate limits', () => {
  const boot = appsClosedAfterAll();

  it('answers the limit headers and a 429 with Retry-After past the budget, per organization', async () => {
    const t = await boot({ RATE_LIMIT_PER_MINUTE: '3' });
    const api = apiAs(t, (await t.newOrg()).key);
    const first = await api.get('/v1/boards').expect(200);
    expect(first.headers).toMatchObject({
      'ratelimit-limit': '3',
      'ratelimit-remaining': '2',
      'x-ratelimit-limit': '3',
      'x-ratelimit-remaining': '2',
    });
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(1);
    expect(Number(first.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000);
    await api.get('/v1/tags').expect(200);
    await api.post('/v1/boards', { title: 'Third' }).expect(201);
    const limited = await api.get('/v1/boards').expect(429);
    expectError(limited.body, 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    // Another organization has its own budget; unauthenticated answers spend nobody's.
    await apiAs(t, (await t.newOrg()).key)
      .get('/v1/boards')
      .expect(200);
    await api.raw.get('/v1/status').expect(200);
  });

  it('holds one limit across two instances sharing Redis', async () => {
    const one = await boot({
      RATE_LIMIT_PER_MINUTE: '4',
      REDIS_URL,
      REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    });
    // A second instance of the service on the same database and the same Redis.
    const second = await createApp(one.config);
    try {
      const { key } = await one.newOrg();
      const a = apiAs(one, key);
      const b = apiAs({ ...one, http: second.getHttpServer() }, key);
      await a.get('/v1/boards').expect(200);
      await b.get('/v1/boards').expect(200);
      await a.get('/v1/boards').expect(200);
      const last = await b.get('/v1/boards').expect(200);
      expect(last.headers['ratelimit-remaining']).toBe('0');
      await a.get('/v1/boards').expect(429);
      await b.get('/v1/boards').expect(429);
    } finally {
      await second.close();
    }
  });

  it('keeps serving, limited per instance, when Redis is unreachable', async () => {
    const t = await boot({ RATE_LIMIT_PER_MINUTE: '2', REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const api = apiAs(t, (await t.newOrg()).key);
    await api.get('/v1/boards').expect(200);
    await api.get('/v1/boards').expect(200);
    await api.get('/v1/boards').expect(429);
  });
});

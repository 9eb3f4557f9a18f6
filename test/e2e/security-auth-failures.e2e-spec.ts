import request from 'supertest';
import { apiAs, expectError } from '../support/api.js';
import { type TestApp, appsClosedAfterAll } from '../support/app.js';

const BAD_KEY = `wsk_${'x'.repeat(32)}`;

/** Failed authentications are limited per client address (AUTH_FAILURES_PER_MINUTE). */
describe('failed authentications per client address', () => {
  const boot = appsClosedAfterAll();
  const attempt = (t: TestApp, headers: Record<string, string> = {}) => request(t.http).get('/v1/boards').set(headers);

  it('answers 429 with Retry-After past the budget, without a key lookup, whatever X-Forwarded-For says', async () => {
    const t = await boot({ AUTH_FAILURES_PER_MINUTE: '3' });
    const bad = { Authorization: `Bearer ${BAD_KEY}` };
    for (let i = 0; i < 3; i++) expectError((await attempt(t, bad)).body, 401, 'UNAUTHORIZED');
    const limited = await attempt(t, bad);
    expectError(limited.body, 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    const lookups = await t.countQueries(async () => {
      expect((await attempt(t, { Authorization: `Bearer wsk_${'y'.repeat(32)}` })).status).toBe(429);
    });
    expect(lookups).toBe(0);
    expect((await attempt(t, { ...bad, 'X-Forwarded-For': '203.0.113.9' })).status).toBe(429);
    expect((await attempt(t)).status).toBe(429);
    // Public routes need no key, and a key of another client (address) is not concerned: the status still answers.
    await request(t.http).get('/v1/status').expect(200);
  });

  it('keeps serving a key this process has just authenticated from a blocked address', async () => {
    const t = await boot({ AUTH_FAILURES_PER_MINUTE: '2', API_KEY_CACHE_TTL_MS: '60000' });
    const known = await t.newOrg();
    const unseen = await t.newOrg();
    await apiAs(t, known.key).get('/v1/boards').expect(200);
    for (let i = 0; i < 2; i++) await attempt(t).expect(401);
    await attempt(t).expect(429);
    await apiAs(t, known.key).get('/v1/boards').expect(200);
    // Not cached: accepting it would take a lookup, which a blocked address does not get.
    await apiAs(t, unseen.key).get('/v1/boards').expect(429);
  });

  it('counts clients behind a trusted proxy by their X-Forwarded-For address, IPv6 by its /64', async () => {
    const t = await boot({ AUTH_FAILURES_PER_MINUTE: '1', TRUST_PROXY: 'loopback' });
    const from = (address: string) => attempt(t, { 'X-Forwarded-For': address });
    await from('198.51.100.1').expect(401);
    await from('198.51.100.1').expect(429);
    await from('198.51.100.2').expect(401);
    await from('2001:db8::1').expect(401);
    await from('2001:db8::2').expect(429);
    await from('2001:db8:0:1::1').expect(401);
  });
});

import request from 'supertest';
import { ConfigError, loadConfig } from '../../src/config/config.js';
import { appsClosedAfterAll } from '../support/app.js';

/** CORS is off unless CORS_ORIGINS names the browser origins allowed to call the API. */
describe('CORS', () => {
  const boot = appsClosedAfterAll();

  it('sends no CORS headers by default, so browsers on other origins cannot read answers', async () => {
    const t = await boot();
    const res = await request(t.http).get('/v1/status').set('Origin', 'https://crm.example.com').expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows a listed origin, answers its preflight, and exposes the contract headers', async () => {
    const t = await boot({ CORS_ORIGINS: 'https://crm.example.com, http://localhost:5173' });
    const preflight = await request(t.http)
      .options('/v1/boards')
      .set('Origin', 'https://crm.example.com')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type,idempotency-key')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://crm.example.com');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Idempotency-Key/);
    const { key } = await t.newOrg();
    const res = await request(t.http)
      .get('/v1/boards')
      .set('Origin', 'http://localhost:5173')
      .set('Authorization', `Bearer ${key}`)
      .expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-expose-headers']).toMatch(/ETag.*X-Request-Id.*RateLimit-Remaining/);
  });

  it('gives an origin that is not listed no CORS headers', async () => {
    const t = await boot({ CORS_ORIGINS: 'https://crm.example.com' });
    const res = await request(t.http).get('/v1/status').set('Origin', 'https://evil.example.com').expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a malformed CORS_ORIGINS at start with a clear message', () => {
    for (const value of ['crm.example.com', 'https://crm.example.com/', 'ftp://files.example.com']) {
      expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(ConfigError);
    }
    expect(loadConfig({ CORS_ORIGINS: '*' }).corsOrigins).toBe('*');
  });
});

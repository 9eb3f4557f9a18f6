import { setTimeout as sleep } from 'node:timers/promises';
import { KEY_CHANGES_APPLICATION } from '../../src/common/auth/key-changes.js';
import { OrganizationsService } from '../../src/organizations/organizations.service.js';
import { apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { itOn } from '../support/dialect.js';
import { keyCli, keyProcess } from '../support/key-cli.js';
import { until } from '../support/until.js';

describe('API key cache (API_KEY_CACHE_TTL_MS)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp({ API_KEY_CACHE_TTL_MS: '60000' });
  });
  afterAll(() => t.close());

  const statementsFor = (key: string): Promise<number> =>
    t.countQueries(() => apiAs(t, key).get('/v1/tags').expect(200));

  it('looks a key up once: later requests with it cost one statement fewer', async () => {
    const { key } = await t.newOrg();
    const first = await statementsFor(key);
    expect(await statementsFor(key)).toBe(first - 1);
    expect(await statementsFor(key)).toBe(first - 1);
  });

  it('an unknown key is looked up (and refused) every time, never cached', async () => {
    const unknown = `wsk_${'x'.repeat(32)}`;
    for (let i = 0; i < 2; i++) {
      const count = await t.countQueries(() => apiAs(t, unknown).get('/v1/tags').expect(401));
      expect(count).toBe(1);
    }
  });

  it('a key revoked by the key CLI in its own process is refused on the very next request', async () => {
    const { key } = await t.newOrg();
    await apiAs(t, key).get('/v1/tags').expect(200);
    await apiAs(t, key).get('/v1/tags').expect(200);
    const run = await keyProcess(t, 'revoke', key.slice(0, 8));
    expect(run.code).toBe(0);
    expectError((await apiAs(t, key).get('/v1/tags').expect(401)).body, 401, 'UNAUTHORIZED');
  });

  it('a key revoked in this process (the CLI run in-process) is refused on the very next request', async () => {
    const { key } = await t.newOrg();
    await apiAs(t, key).get('/v1/tags').expect(200);
    expect((await keyCli(t, 'revoke', key.slice(0, 8))).code).toBe(0);
    await apiAs(t, key).get('/v1/tags').expect(401);
  });

  it('revoking one key leaves the other organizations working', async () => {
    const kept = await t.newOrg();
    const revoked = await t.newOrg();
    await apiAs(t, kept.key).get('/v1/tags').expect(200);
    await apiAs(t, revoked.key).get('/v1/tags').expect(200);
    await t.app.get(OrganizationsService).revoke(revoked.key.slice(0, 8));
    await apiAs(t, revoked.key).get('/v1/tags').expect(401);
    await apiAs(t, kept.key).get('/v1/tags').expect(200);
  });

  it('a cached key stops working the moment it expires', async () => {
    const orgs = t.app.get(OrganizationsService);
    const org = await orgs.findOrCreate(`Expiring ${Date.now()}`);
    const { key } = await orgs.issueKey(org.id, {
      name: 'short',
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    await apiAs(t, key).get('/v1/tags').expect(200);
    await apiAs(t, key).get('/v1/tags').expect(200);
    await sleep(1600);
    const res = await apiAs(t, key).get('/v1/tags').expect(401);
    expect(expectError(res.body, 401, 'UNAUTHORIZED').message).toMatch(/expired/);
  });

  it('a read-scoped key stays read-only when it comes from the cache', async () => {
    const reader = apiAs(t, (await t.newOrg(undefined, 'read')).key);
    await reader.get('/v1/tags').expect(200);
    await reader.get('/v1/tags').expect(200);
    expectError((await reader.post('/v1/tags', { title: 'x' }).expect(403)).body, 403, 'FORBIDDEN');
  });

  itOn('postgres')(
    'PostgreSQL: while the notification connection is down every request looks its key up, so a revocation made then is not missed; caching resumes once it is back',
    async () => {
      const { key, orgId } = await t.newOrg();
      const cached = (await statementsFor(key)) - 1;
      expect(await statementsFor(key)).toBe(cached);
      await t.dataSource.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()',
        [KEY_CHANGES_APPLICATION],
      );
      await until('every request looks its key up', async () => (await statementsFor(key)) === cached + 1, 5000);
      // A change no notification announces (plain SQL), made while the listener is away.
      await t.dataSource.query(
        `UPDATE api_key SET revoked_at = '2026-01-01T00:00:00.000Z' WHERE organization_id = $1`,
        [orgId],
      );
      await apiAs(t, key).get('/v1/tags').expect(401);
      const other = await t.newOrg();
      await until('keys are cached again', async () => {
        await apiAs(t, other.key).get('/v1/tags').expect(200);
        return (await statementsFor(other.key)) === cached;
      });
    },
  );
});

describe('API key cache TTL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp({ API_KEY_CACHE_TTL_MS: '300' });
  });
  afterAll(() => t.close());

  it('a change made by hand in SQL, which nothing announces, is seen once the TTL has passed', async () => {
    const { key, orgId } = await t.newOrg();
    await apiAs(t, key).get('/v1/tags').expect(200);
    await t.dataSource.query(
      `UPDATE api_key SET revoked_at = '2026-01-01T00:00:00.000Z' WHERE organization_id = '${orgId}'`,
    );
    await sleep(350);
    await apiAs(t, key).get('/v1/tags').expect(401);
  });
});

import { apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertTag } from '../support/factories/tags.js';
import { type Route, type RouteWalk, prepareRouteWalk, validBody } from '../support/route-table.js';

const ETAG = /^"\d+"$/;

/**
 * The versioned single-resource routes, by method: the loops below walk the route table, and must walk exactly these
 * (a loop over nothing would pass). A new versioned route is added here.
 */
const VERSIONED: Record<'GET' | 'PATCH' | 'DELETE', string[]> = {
  GET: [
    'accounts',
    'assets',
    'boards',
    'custom-fields',
    'deals',
    'events',
    'files',
    'identity-providers',
    'tags',
    'templates',
    'users',
    'webhook-endpoints',
    'workspace-activities',
    'workspace-comments',
    'workspace-domains',
    'workspace-forms',
    'workspace-messages',
    'workspace-pages',
    'workspace-plan-tasks',
    'workspace-plans',
    'workspace-sections',
    'workspace-users',
    'workspaces',
  ],
  PATCH: [
    'accounts',
    'assets',
    'boards',
    'custom-fields',
    'deals',
    'identity-providers',
    'tags',
    'templates',
    'users',
    'webhook-endpoints',
    'workspace-comments',
    'workspace-domains',
    'workspace-forms',
    'workspace-messages',
    'workspace-pages',
    'workspace-plan-tasks',
    'workspace-plans',
    'workspace-sections',
    'workspace-users',
    'workspaces',
  ],
  DELETE: [
    'assets',
    'boards',
    'files',
    'identity-providers',
    'tags',
    'webhook-endpoints',
    'workspace-comments',
    'workspace-domains',
    'workspace-messages',
    'workspace-pages',
    'workspace-plan-tasks',
    'workspace-plans',
    'workspace-sections',
    'workspace-users',
    'workspaces',
  ],
};

/**
 * ETag and If-Match on every single-resource route, walked from the route table so new routes are covered without
 * editing this test.
 */
describe('conditional requests (ETag, If-Match)', () => {
  let t: TestApp;
  let walk: RouteWalk;
  const isSingle = (r: Route) => /^\/v1\/[^/]+\/:id$/.test(r.path);
  /** The single-resource routes of one method, checked to be exactly the expected ones before a loop walks them. */
  const single = (method: keyof typeof VERSIONED): Route[] => {
    const routes = walk.routes.filter((r) => r.method === method && isSingle(r));
    expect(routes.map((r) => r.path).sort()).toEqual(VERSIONED[method].map((c) => `/v1/${c}/:id`));
    return routes;
  };

  beforeAll(async () => {
    t = await bootTestApp();
    walk = await prepareRouteWalk(t);
  });
  afterAll(() => t.close());

  const url = async (route: Route) => route.path.replace(':id', await walk.demoId(route.path));
  const etagOf = async (path: string) => {
    const res = await walk.send('GET', path, walk.demoKey).expect(200);
    return res.headers.etag as string;
  };

  it('gives every single-resource GET a strong ETag, and 304 to a matching If-None-Match', async () => {
    for (const route of single('GET')) {
      const path = await url(route);
      const res = await walk.send('GET', path, walk.demoKey);
      expect({ route, status: res.status, etag: res.headers.etag }).toEqual({
        route,
        status: 200,
        etag: expect.stringMatching(ETAG),
      });
      const again = await walk.send('GET', path, walk.demoKey).set('If-None-Match', res.headers.etag as string);
      expect({ route, status: again.status }).toEqual({ route, status: 304 });
    }
  });

  it('answers 412 to every PATCH with a stale If-Match and changes nothing, and accepts the current one', async () => {
    for (const route of single('PATCH')) {
      const path = await url(route);
      const etag = await etagOf(path);
      const stale = await walk
        .send('PATCH', path, walk.demoKey, validBody(walk.doc, route))
        .set('If-Match', '"999999"');
      expect({ route, status: stale.status }).toEqual({ route, status: 412 });
      expectError(stale.body, 412, 'PRECONDITION_FAILED');
      expect(await etagOf(path)).toBe(etag);
      const fresh = await walk.send('PATCH', path, walk.demoKey, validBody(walk.doc, route)).set('If-Match', etag);
      expect({ route, status: fresh.status, etag: fresh.headers.etag }).toEqual({
        route,
        status: 200,
        etag: expect.stringMatching(ETAG),
      });
    }
  });

  it('answers 412 to every DELETE with a stale If-Match and keeps the resource', async () => {
    for (const route of single('DELETE')) {
      const path = await url(route);
      const res = await walk.send('DELETE', path, walk.demoKey).set('If-Match', '"999999"');
      expect({ route, status: res.status }).toEqual({ route, status: 412 });
      await walk.send('GET', path, walk.demoKey).expect(200);
    }
  });

  it('documents ETag, If-None-Match and If-Match with 412 on every single-resource operation', () => {
    type Op = { parameters?: { name: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> };
    const paths = walk.doc.paths as unknown as Record<string, Record<string, Op>>;
    const routes = [...single('GET'), ...single('PATCH'), ...single('DELETE')];
    expect(walk.routes.filter(isSingle)).toHaveLength(routes.length);
    for (const route of routes) {
      const op = paths[route.path.replace(':id', '{id}')][route.method.toLowerCase()];
      const params = (op.parameters ?? []).map((p) => p.name);
      if (route.method === 'GET') {
        expect({ route, etag: !!op.responses['200'].headers?.ETag, params }).toEqual({
          route,
          etag: true,
          params: expect.arrayContaining(['If-None-Match']),
        });
      } else {
        expect({ route, has412: '412' in op.responses, params }).toEqual({
          route,
          has412: true,
          params: expect.arrayContaining(['If-Match']),
        });
      }
    }
  });

  describe('on a tag', () => {
    it('moves the ETag on every change and answers PATCH with the new one', async () => {
      const org = await t.newOrg();
      const api = apiAs(t, org.key);
      const tag = await insertTag(t, org.orgId, { title: 'Draft' });
      const first = (await api.get(`/v1/tags/${tag.id}`).expect(200)).headers.etag as string;
      const patched = await api.patch(`/v1/tags/${tag.id}`, { title: 'Final' }).set('If-Match', first).expect(200);
      expect(patched.headers.etag).not.toBe(first);
      expect((await api.get(`/v1/tags/${tag.id}`).expect(200)).headers.etag).toBe(patched.headers.etag);
      await api.patch(`/v1/tags/${tag.id}`, { title: 'Lost' }).set('If-Match', first).expect(412);
      await api
        .delete(`/v1/tags/${tag.id}`)
        .set('If-Match', first)
        .expect((res) => expect([404, 405, 412]).toContain(res.status));
    });

    it('lets exactly one of two writers holding the same ETag win', async () => {
      const org = await t.newOrg();
      const api = apiAs(t, org.key);
      for (let round = 0; round < 5; round++) {
        const tag = await insertTag(t, org.orgId, { title: `Race ${round}` });
        const etag = (await api.get(`/v1/tags/${tag.id}`).expect(200)).headers.etag as string;
        const results = await Promise.all(
          ['A', 'B'].map((who) =>
            api.patch(`/v1/tags/${tag.id}`, { title: `Race ${round} ${who}` }).set('If-Match', etag),
          ),
        );
        expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
        const winner = results.find((r) => r.status === 200)!.body.data.tag.title;
        expect((await api.get(`/v1/tags/${tag.id}?properties=title`).expect(200)).body.data.tag.title).toBe(winner);
      }
    });

    it('accepts * and a list containing the current ETag; rejects weak and malformed tags', async () => {
      const org = await t.newOrg();
      const api = apiAs(t, org.key);
      const tag = await insertTag(t, org.orgId, { title: 'Tagged' });
      const etag = (await api.get(`/v1/tags/${tag.id}`).expect(200)).headers.etag as string;
      await api.patch(`/v1/tags/${tag.id}`, { title: 'Star' }).set('If-Match', '*').expect(200);
      const current = (await api.get(`/v1/tags/${tag.id}`).expect(200)).headers.etag as string;
      await api.patch(`/v1/tags/${tag.id}`, { title: 'Listed' }).set('If-Match', `"1", ${current}`).expect(200);
      const latest = (await api.get(`/v1/tags/${tag.id}`).expect(200)).headers.etag as string;
      await api.patch(`/v1/tags/${tag.id}`, { title: 'Weak' }).set('If-Match', `W/${latest}`).expect(412);
      const bad = await api.patch(`/v1/tags/${tag.id}`, { title: 'Bad' }).set('If-Match', 'version-3').expect(400);
      expect(expectError(bad.body, 400, 'BAD_REQUEST').details[0].field).toBe('If-Match');
      expect(etag).not.toBe(latest);
    });

    it('accepts a list holding the current ETag beside tags no version can reach (beyond 32 bits)', async () => {
      const org = await t.newOrg();
      const api = apiAs(t, org.key);
      const tag = await insertTag(t, org.orgId, { title: 'Wide' });
      const etag = (await api.get(`/v1/tags/${tag.id}`).expect(200)).headers.etag as string;
      const huge = '"2147483648", "999999999999999"';
      await api.patch(`/v1/tags/${tag.id}`, { title: 'Wider' }).set('If-Match', `${etag}, ${huge}`).expect(200);
      await api.patch(`/v1/tags/${tag.id}`, { title: 'Stale' }).set('If-Match', huge).expect(412);
      await api.delete(`/v1/tags/${tag.id}`).set('If-Match', `${huge}, "2"`).expect(200);
    });

    it('checks tenancy before the precondition: another organization’s tag is 404 whatever If-Match says', async () => {
      const owner = await t.newOrg();
      const tag = await insertTag(t, owner.orgId, { title: 'Private' });
      const stranger = apiAs(t, (await t.newOrg()).key);
      await stranger.patch(`/v1/tags/${tag.id}`, { title: 'Mine' }).set('If-Match', '"1"').expect(404);
      await stranger.patch(`/v1/tags/${tag.id}`, { title: 'Mine' }).set('If-Match', 'version-3').expect(404);
      await stranger.delete(`/v1/tags/${tag.id}`).set('If-Match', 'version-3').expect(404);
    });

    it('gives no ETag to a list, a DELETE answer or a HEAD', async () => {
      const org = await t.newOrg();
      const api = apiAs(t, org.key);
      const tag = await insertTag(t, org.orgId, { title: 'Listed' });
      expect((await api.get('/v1/tags').expect(200)).headers.etag).toBeUndefined();
      const head = await api.raw.head(`/v1/tags/${tag.id}`).set('Authorization', `Bearer ${org.key}`).expect(200);
      expect(head.headers.etag).toBeUndefined();
      expect((await api.delete(`/v1/tags/${tag.id}`).expect(200)).headers.etag).toBeUndefined();
    });
  });
});

import { expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { nonEmpty } from '../support/non-empty.js';
import { recordReliability } from '../support/reliability-report.js';
import {
  PUBLIC_ROUTES as PUBLIC,
  SINGLETON_ROUTES,
  type Route,
  type RouteWalk,
  TABLES,
  prepareRouteWalk,
  validBody,
} from '../support/route-table.js';

/**
 * Walks every registered route, so new routes are covered without editing this test: without a key → 401; with a
 * key of an organization that owns nothing → another organization's ids are 404 and lists are empty.
 */
describe('every route', () => {
  let t: TestApp;
  let walk: RouteWalk;
  let routes: Route[];
  let strangerKey: string;
  let isolationChecks = 0;
  let isolationFailures = 0;

  beforeAll(async () => {
    t = await bootTestApp();
    walk = await prepareRouteWalk(t);
    routes = walk.routes;
    strangerKey = (await t.newOrg('Stranger Inc')).key;
  });
  afterAll(async () => {
    recordReliability('isolation (paths and lists)', { isolationChecks, isolationFailures });
    await t.close();
  });

  const send = (method: string, url: string, key?: string, body: object = {}) => walk.send(method, url, key, body);

  it('covers a meaningful route table', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it('answers 401 in the error shape to every non-public route without a key', async () => {
    for (const route of nonEmpty(routes)) {
      if (PUBLIC.includes(`${route.method} ${route.path}`)) continue;
      const res = await send(route.method, route.path.replace(':id', 'abc123abc123'));
      expect({ route, status: res.status }).toEqual({ route, status: 401 });
      expectError(res.body, 401, 'UNAUTHORIZED');
    }
  });

  it('answers 404 to every route given another organization’s id, and changes nothing', async () => {
    const before = await snapshot();
    // A public route has no organization to be another's: a file's download link is checked by its signature.
    const scoped = routes.filter((r) => r.path.includes(':id') && !PUBLIC.includes(`${r.method} ${r.path}`));
    for (const route of nonEmpty(scoped)) {
      const id = await walk.demoId(route.path);
      const res = await send(route.method, route.path.replace(':id', id), strangerKey, validBody(walk.doc, route));
      isolationChecks++;
      if (res.status !== 404) isolationFailures++;
      expect({ route, status: res.status }).toEqual({ route, status: 404 });
      expectError(res.body, 404, 'NOT_FOUND');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('shows an organization none of another organization’s rows in any list', async () => {
    const listRoutes = routes.filter(
      // A stream never ends: events-stream.e2e-spec shows it carries no other organization's events.
      (r) =>
        r.method === 'GET' &&
        !r.path.includes(':id') &&
        ![...PUBLIC, ...SINGLETON_ROUTES].includes(`GET ${r.path}`) &&
        r.path !== '/v1/events/stream',
    );
    for (const route of nonEmpty(listRoutes)) {
      const res = await send('GET', await walk.listUrl(route.path), strangerKey);
      expect({ route, status: res.status }).toEqual({ route, status: 200 });
      const lists = Object.values(res.body.data).filter(Array.isArray);
      isolationChecks++;
      if (res.status !== 200 || lists.flat().length > 0) isolationFailures++;
      expect({ route, lists }).toEqual({ route, lists: [[]] });
      expect(res.body.data.pageInfo.total).toBe(0);
    }
  });

  async function snapshot(): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const table of Object.values(TABLES)) {
      out[table] = await t.dataSource.query(`SELECT COUNT(*) AS n, MAX(updated_at) AS latest FROM ${table}`);
    }
    return out;
  }
});

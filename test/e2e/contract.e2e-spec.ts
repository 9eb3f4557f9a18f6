import request from 'supertest';
import { seedDemoIfEmpty } from '../../src/database/seed/demo-seed.js';
import { expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';

interface Route {
  method: string;
  path: string;
}

/** Table behind each collection, to pick another organization's real ids. */
const TABLES: Record<string, string> = {
  accounts: 'account',
  assets: 'asset',
  boards: 'board',
  'custom-fields': 'custom_field',
  deals: 'deal',
  tags: 'tag',
  templates: 'template',
  users: 'app_user',
  workspaces: 'workspace',
  'webhook-endpoints': 'webhook_endpoint',
  events: 'event',
  'workspace-plan-tasks': 'workspace_plan_task',
  'workspace-users': 'workspace_user',
  'workspace-domains': 'workspace_domain',
};
const PUBLIC = ['GET /v1/status'];

interface SchemaObject {
  $ref?: string;
  type?: string;
  required?: string[];
  properties?: Record<string, SchemaObject>;
  example?: unknown;
  enum?: unknown[];
}
interface OpenApiDoc {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: SchemaObject }> } }>>;
  components: { schemas: Record<string, SchemaObject> };
}

/**
 * A body that passes validation, built from the documented request schema (required fields with their examples),
 * so that the organization check is what answers, for routes added later too.
 */
function validBody(doc: OpenApiDoc, route: Route): object {
  const operation = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  let schema = operation?.requestBody?.content['application/json']?.schema;
  if (schema?.$ref) schema = doc.components.schemas[schema.$ref.split('/').pop()!];
  const body: Record<string, unknown> = {};
  for (const name of schema?.required ?? []) {
    const property = schema!.properties![name];
    body[name] = property.example ?? property.enum?.[0] ?? (property.type === 'boolean' ? true : 'x');
  }
  return body;
}

/**
 * Walks every registered route, so new routes are covered without editing this test: without a key → 401; with a
 * key of an organization that owns nothing → another organization's ids are 404 and lists are empty.
 */
describe('every route', () => {
  let t: TestApp;
  let strangerKey: string;
  let routes: Route[];
  let demoOrgId: string;
  let doc: OpenApiDoc;

  beforeAll(async () => {
    t = await bootTestApp();
    const seeded = await seedDemoIfEmpty(t.dataSource, t.config, { log: () => undefined }, { write: () => true });
    demoOrgId = seeded!.orgId;
    // The demo data has no webhook endpoint and no event: make one of each for the demo organization.
    const demo = (path: string, body: object) =>
      request(t.http).post(path).set('Authorization', `Bearer ${seeded!.key}`).send(body).expect(200);
    const endpoint = await request(t.http)
      .post('/v1/webhook-endpoints')
      .set('Authorization', `Bearer ${seeded!.key}`)
      .send({ url: 'https://hooks.example.com/demo' })
      .expect(201);
    await demo(`/v1/webhook-endpoints/${endpoint.body.data.webhookEndpoint.id}/test`, {});
    strangerKey = (await t.newOrg('Stranger Inc')).key;
    doc = (await request(t.http).get('/openapi.json').expect(200)).body as OpenApiDoc;
    const express = t.app.getHttpAdapter().getInstance() as {
      router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    };
    routes = express.router.stack
      .filter((layer) => layer.route?.path.startsWith('/v1'))
      .flatMap((layer) =>
        Object.keys(layer.route!.methods)
          .filter((m) => m !== '_all')
          .map((m) => ({ method: m.toUpperCase(), path: layer.route!.path })),
      );
  });
  afterAll(() => t.close());

  const send = (method: string, url: string, key?: string, body: object = {}) => {
    const agent = request(t.http) as unknown as Record<string, (url: string) => request.Test>;
    const req = agent[method.toLowerCase()](url);
    if (key) req.set('Authorization', `Bearer ${key}`);
    return method === 'GET' || method === 'DELETE' ? req : req.send(body);
  };

  const foreignId = async (path: string): Promise<string> => {
    const collection = path.split('/')[2];
    const table = TABLES[collection];
    if (!table) throw new Error(`add the table of ${collection} to TABLES`);
    const rows: { id: string }[] = await t.dataSource.query(
      `SELECT id FROM ${table} WHERE organization_id = '${demoOrgId}' LIMIT 1`,
    );
    if (!rows[0]) throw new Error(`the demo data has no ${collection}`);
    return rows[0].id;
  };

  it('covers a meaningful route table', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it('answers 401 in the error shape to every non-public route without a key', async () => {
    for (const route of routes) {
      if (PUBLIC.includes(`${route.method} ${route.path}`)) continue;
      const res = await send(route.method, route.path.replace(':id', 'abc123abc123'));
      expect({ route, status: res.status }).toEqual({ route, status: 401 });
      expectError(res.body, 401, 'UNAUTHORIZED');
    }
  });

  it('answers 404 to every route given another organization’s id, and changes nothing', async () => {
    const before = await snapshot();
    for (const route of routes.filter((r) => r.path.includes(':id'))) {
      const id = await foreignId(route.path);
      const res = await send(route.method, route.path.replace(':id', id), strangerKey, validBody(doc, route));
      expect({ route, status: res.status }).toEqual({ route, status: 404 });
      expectError(res.body, 404, 'NOT_FOUND');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('shows an organization none of another organization’s rows in any list', async () => {
    for (const route of routes.filter(
      (r) => r.method === 'GET' && !r.path.includes(':id') && !PUBLIC.includes(`GET ${r.path}`),
    )) {
      const res = await send('GET', route.path, strangerKey);
      expect({ route, status: res.status }).toEqual({ route, status: 200 });
      const lists = Object.values(res.body.data).filter(Array.isArray);
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

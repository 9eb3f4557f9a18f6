import { Ajv, type ValidateFunction } from 'ajv';
import request from 'supertest';
import { registeredRoutes } from '../../src/common/http/registered-routes.js';
import { seedDemoIfEmpty } from '../../src/database/seed/demo-seed.js';
import { apiAs, type Api } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { recordMemberActivity } from '../support/factories/workspace-activities.js';
import { nonEmpty } from '../support/non-empty.js';

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema?: { items?: { enum?: string[] } } }[];
  responses: Record<string, { content?: { 'application/json': { schema: object; example?: unknown } } }>;
}
type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; securitySchemes: Record<string, object> };
};

/** The 15 operations of the seed specification, by method and path. */
const SEED_OPERATIONS = [
  'get /v1/assets/{id}',
  'patch /v1/assets/{id}',
  'patch /v1/accounts/{id}',
  'patch /v1/workspace-plan-tasks/{id}',
  'get /v1/tags',
  'patch /v1/tags/{id}',
  'get /v1/boards',
  'post /v1/boards',
  'delete /v1/boards/{id}',
  'get /v1/workspaces',
  'post /v1/workspace-users',
  'get /v1/workspace-users/{id}',
  'post /v1/workspace-domains',
  'get /v1/custom-fields',
  'get /v1/templates/{id}',
];
const PUBLIC_OPERATIONS = ['get /v1/status', 'get /v1/files/{id}/content'];

/** Schemas made strict so that a field served but not documented (or documented but missing) fails validation. */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) out[k] = strict(v);
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined)
    out.additionalProperties = false;
  // OpenAPI 3.0's nullable reference (`nullable` beside the `allOf` Nest wraps a $ref in): the object, or null, as the
  // typed client reads it. Ajv's `nullable` lets null past this level's `type` only, not past the referenced schema's.
  if (out.nullable === true && Array.isArray(out.allOf)) {
    const { allOf, type: _type, nullable: _nullable, ...rest } = out;
    return { ...rest, anyOf: [{ allOf }, { type: 'null' }] };
  }
  return out;
}

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApi;
  let api: Api;
  let ajv: Ajv;
  let workspaceId: string;
  /** Lists that answer only with a filter: the query each is read with. */
  const listQuery = (path: string): string =>
    ['/v1/workspace-messages', '/v1/workspace-comments'].includes(path) ? `?filters[workspaceId]=${workspaceId}` : '';

  beforeAll(async () => {
    t = await bootTestApp();
    const seeded = await seedDemoIfEmpty(t.dataSource, { log: () => undefined }, t.config.publicBaseUrl);
    api = apiAs(t, seeded!.key);
    // The demo data has no uploaded file: one, so that the file routes' answers are checked against their schema.
    await api.post('/v1/files').attach('file', Buffer.from('Demo notes'), 'demo.txt').expect(201);
    // Nor a contact's visit: one activity, so that the activity routes' answers are checked too.
    await recordMemberActivity(t, seeded!.orgId);
    // Nor a conversation: a message and a reply in the first workspace, whose list needs its filter.
    workspaceId = (await api.get('/v1/workspaces?limit=1').expect(200)).body.data.workspaces[0].id;
    const userId = (await api.get('/v1/users?limit=1').expect(200)).body.data.users[0].id;
    const message = { workspaceId, userId, body: 'Kick-off on **Monday**?' };
    const first = (await api.post('/v1/workspace-messages', message).expect(200)).body.data.workspaceMessage;
    await api.post('/v1/workspace-messages', { ...message, body: 'Yes.', parentId: first.id }).expect(200);
    // And a comment on one of its tasks.
    const taskId = (await api.get(`/v1/workspace-plan-tasks?filters[workspaceId]=${workspaceId}&limit=1`).expect(200))
      .body.data.workspacePlanTasks[0].id;
    const subject = { type: 'workspacePlanTask', id: taskId };
    await api.post('/v1/workspace-comments', { workspaceId, userId, subject, body: 'Who joins?' }).expect(200);
    doc = (await request(t.http).get('/openapi.json').expect(200)).body;
    ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const schemas = strict(doc.components.schemas) as Record<string, object>;
    for (const [name, schema] of Object.entries(schemas)) ajv.addSchema(schema, `#/components/schemas/${name}`);
  });
  afterAll(() => t.close());

  const operations = (): [string, Operation][] =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => [`${method} ${path}`, op] as [string, Operation]),
    );
  /** The operations that need a key, asserted to be there (the seed's 15 at least). */
  const keyedOperations = () =>
    nonEmpty(
      operations().filter(([name]) => !PUBLIC_OPERATIONS.includes(name)),
      15,
    );

  it('is public, OpenAPI 3, and declares the bearer scheme', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    await request(t.http).get('/docs/').expect(200).expect('Content-Type', /html/);
  });

  it('documents all 15 seed operations', () => {
    const documented = operations().map(([name]) => name);
    expect(documented).toEqual(expect.arrayContaining(SEED_OPERATIONS));
  });

  it('requires the bearer key and documents 401 on every operation except the public ones', () => {
    for (const [name, op] of keyedOperations()) {
      expect({ name, security: op.security }).toEqual({ name, security: [{ bearer: [] }] });
      expect({ name, has401: '401' in op.responses, has400: '400' in op.responses }).toEqual({
        name,
        has401: true,
        has400: true,
      });
    }
  });

  it('documents the rate limit (429, headers) on every keyed operation and Idempotency-Key (409, 422) on every POST', () => {
    for (const [name, op] of keyedOperations()) {
      const idempotent = op.parameters?.some((p) => p.name === 'Idempotency-Key' && p.in === 'header') ?? false;
      expect({ name, has429: '429' in op.responses, idempotent, has422: '422' in op.responses }).toEqual({
        name,
        has429: true,
        idempotent: name.startsWith('post '),
        has422: name.startsWith('post ') || '422' in op.responses,
      });
    }
  });

  it('shows with every error response an example of that status, valid against the error schema', () => {
    const errors = nonEmpty(
      operations().flatMap(([name, op]) =>
        Object.entries(op.responses)
          .filter(([status]) => Number(status) >= 400)
          .map(([status, response]) => ({
            name,
            status: Number(status),
            json: response.content?.['application/json'],
          })),
      ),
      100,
    );
    const validate = ajv.getSchema('#/components/schemas/ErrorBody')!;
    for (const { name, status, json } of errors) {
      const example = json?.example as { error: { status: number; code: string } } | undefined;
      expect({ name, status, example: example?.error.status, valid: validate(example) }).toEqual({
        name,
        status,
        example: status,
        valid: true,
      });
    }
    const byStatus = new Map(errors.map(({ status, json }) => [status, json?.example as { error: { code: string } }]));
    expect([401, 429, 503].map((status) => byStatus.get(status)?.error.code)).toEqual([
      'UNAUTHORIZED',
      'RATE_LIMIT_EXCEEDED',
      'SERVICE_UNAVAILABLE',
    ]);
  });

  it('gives every operation except DELETE a properties parameter with the allowed names as an enum', () => {
    for (const [name, op] of keyedOperations()) {
      if (name.startsWith('delete')) continue;
      const properties = op.parameters?.find((p) => p.name === 'properties' && p.in === 'query');
      expect({ name, enumSize: properties?.schema?.items?.enum?.length ?? 0 }).toEqual({
        name,
        enumSize: expect.any(Number),
      });
      expect(properties?.schema?.items?.enum?.length).toBeGreaterThan(0);
    }
  });

  it('documents exactly the routes the server serves', () => {
    const served = registeredRoutes(t.app.getHttpAdapter().getInstance())
      .filter((route) => route.path.startsWith('/v1'))
      .flatMap((route) =>
        route.methods.map((method) => `${method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
      );
    expect(
      operations()
        .map(([name]) => name)
        .sort(),
    ).toEqual([...new Set(served)].sort());
  });

  it('describes real GET responses exactly (no undocumented or missing fields)', async () => {
    const checked: string[] = [];
    for (const [name, op] of operations()) {
      if (!name.startsWith('get ') || PUBLIC_OPERATIONS.includes(name)) continue;
      // A stream (text/event-stream) never ends: events-stream.e2e-spec reads it.
      if (!op.responses['200'].content?.['application/json']) continue;
      const path = name.slice(4);
      let url = path;
      if (path.endsWith('/{id}')) {
        const list = await api.get(path.slice(0, -5) + listQuery(path.slice(0, -5)));
        const items = Object.values(list.body.data ?? {}).find(Array.isArray) as { id: string }[] | undefined;
        if (!items?.length) continue;
        url = path.replace('{id}', items[0].id);
      } else if (path.includes('{')) continue;
      else url += listQuery(path);
      const res = await api.get(url).expect(200);
      const validate: ValidateFunction = ajv.compile(
        strict(op.responses['200'].content!['application/json'].schema) as object,
      );
      expect({ name, valid: validate(res.body), errors: validate.errors ?? null }).toEqual({
        name,
        valid: true,
        errors: null,
      });
      checked.push(name);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'get /v1/boards',
        'get /v1/boards/{id}',
        'get /v1/files',
        'get /v1/files/{id}',
        'get /v1/workspace-activities/{id}',
        'get /v1/workspace-messages',
        'get /v1/workspace-messages/{id}',
        'get /v1/workspace-comments',
        'get /v1/workspace-comments/{id}',
      ]),
    );
  });
});

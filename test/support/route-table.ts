import request from 'supertest';
import { registeredRoutes } from '../../src/common/http/registered-routes.js';
import { seedDemoIfEmpty } from '../../src/database/seed/demo-seed.js';
import type { TestApp } from './app.js';
import { recordMemberActivity } from './factories/workspace-activities.js';

/**
 * What the route-walking suites share: the registered routes, the demo organization (with at least one row of every
 * collection), bodies that pass validation built from the OpenAPI document, and a raw sender.
 */
export interface Route {
  method: string;
  path: string;
}

/** Table behind each collection, to pick real ids. */
export const TABLES: Record<string, string> = {
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
  'identity-providers': 'identity_provider',
  events: 'event',
  files: 'file',
  'workspace-plan-tasks': 'workspace_plan_task',
  'workspace-plans': 'workspace_plan',
  'workspace-pages': 'workspace_page',
  'workspace-sections': 'workspace_section',
  // A workspace form is a form section (the demo's security review); Dock's /v1/forms/{id}/responses takes its id.
  'workspace-forms': "(SELECT * FROM workspace_section WHERE kind = 'form') form_section",
  forms: "(SELECT * FROM workspace_section WHERE kind = 'form') form_section",
  'workspace-users': 'workspace_user',
  'workspace-domains': 'workspace_domain',
  'workspace-activities': 'workspace_activity',
  'workspace-messages': 'workspace_message',
  'workspace-comments': 'workspace_comment',
};

/** Routes without a key: the status, and a file's signed download link (the link is the permission). */
export const PUBLIC_ROUTES = ['GET /v1/status', 'GET /v1/files/:id/content'];

/**
 * Resources of which an organization has exactly one, addressed without an id (the key says whose): not lists. Their
 * own suites show that one organization never reads or changes another's.
 */
export const SINGLETON_ROUTES = ['GET /v1/task-reminder-settings', 'GET /v1/chat-channel-settings'];

interface SchemaObject {
  $ref?: string;
  type?: string;
  required?: string[];
  properties?: Record<string, SchemaObject>;
  example?: unknown;
  enum?: unknown[];
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: SchemaObject }> } }>>;
  components: { schemas: Record<string, SchemaObject> };
}

/**
 * A body that passes validation, built from the documented request schema (required fields with their examples),
 * so that what a test probes (tenancy, preconditions) is what answers, for routes added later too.
 */
export function validBody(doc: OpenApiDoc, route: Route, { withExamples = false } = {}): object {
  const operation = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  let schema = operation?.requestBody?.content['application/json']?.schema;
  if (schema?.$ref) schema = doc.components.schemas[schema.$ref.split('/').pop()!];
  const body: Record<string, unknown> = {};
  const optionalWithExamples = withExamples
    ? Object.keys(schema?.properties ?? {}).filter((name) => schema!.properties![name].example !== undefined)
    : [];
  for (const name of new Set([...(schema?.required ?? []), ...optionalWithExamples])) {
    const property = schema!.properties![name];
    body[name] = property.example ?? property.enum?.[0] ?? (property.type === 'boolean' ? true : 'x');
  }
  return body;
}

export interface RouteWalk {
  routes: Route[];
  doc: OpenApiDoc;
  demoOrgId: string;
  demoKey: string;
  send(method: string, url: string, key?: string, body?: object): request.Test;
  /** A real id of the demo organization in the collection of `path` (`/v1/<collection>/...`). */
  demoId(path: string): Promise<string>;
  /** A list route's address with the filters it requires, naming the demo organization's rows. */
  listUrl(path: string): Promise<string>;
}

/**
 * Seeds the demo organization (plus a webhook endpoint, an event, an uploaded file and a contact's activity, which the
 * demo lacks) and lists the routes.
 */
export async function prepareRouteWalk(t: TestApp): Promise<RouteWalk> {
  const seeded = await seedDemoIfEmpty(t.dataSource, { log: () => undefined }, t.config.publicBaseUrl);
  const { orgId: demoOrgId, key: demoKey } = seeded!;
  const auth = (r: request.Test) => r.set('Authorization', `Bearer ${demoKey}`);
  const endpoint = await auth(request(t.http).post('/v1/webhook-endpoints'))
    .send({ url: 'https://hooks.example.com/demo' })
    .expect(201);
  await auth(request(t.http).post(`/v1/webhook-endpoints/${endpoint.body.data.webhookEndpoint.id}/test`)).expect(200);
  // Uploaded files are not demo data (they would be bytes in the seed).
  await auth(request(t.http).post('/v1/files')).attach('file', Buffer.from('Demo notes'), 'demo.txt').expect(201);
  await recordMemberActivity(t, demoOrgId);
  // Nor a conversation: one message in the first workspace.
  const [{ id: workspaceId }] = await t.dataSource.query(
    `SELECT id FROM workspace WHERE organization_id = '${demoOrgId}' ORDER BY id LIMIT 1`,
  );
  const [{ id: userId }] = await t.dataSource.query(
    `SELECT id FROM app_user WHERE organization_id = '${demoOrgId}' ORDER BY id LIMIT 1`,
  );
  await auth(request(t.http).post('/v1/workspace-messages'))
    .send({ workspaceId, userId, body: 'Demo question' })
    .expect(200);
  await insertDemoIdentityProvider(t, demoOrgId);
  // And a comment on one of its sections.
  const [{ id: sectionId }] = await t.dataSource.query(
    `SELECT id FROM workspace_section WHERE workspace_id = '${workspaceId}' ORDER BY id LIMIT 1`,
  );
  await auth(request(t.http).post('/v1/workspace-comments'))
    .send({ workspaceId, userId, subject: { type: 'workspaceSection', id: sectionId }, body: 'Demo remark' })
    .expect(200);
  const doc = (await request(t.http).get('/openapi.json').expect(200)).body as OpenApiDoc;
  const routes = registeredRoutes(t.app.getHttpAdapter().getInstance())
    .filter((route) => route.path.startsWith('/v1'))
    .flatMap((route) => route.methods.map((method) => ({ method, path: route.path })));
  return {
    routes,
    doc,
    demoOrgId,
    demoKey,
    send(method, url, key, body = {}) {
      const agent = request(t.http) as unknown as Record<string, (url: string) => request.Test>;
      const req = agent[method.toLowerCase()](url);
      if (key) req.set('Authorization', `Bearer ${key}`);
      return method === 'GET' || method === 'DELETE' ? req : req.send(body);
    },
    async demoId(path) {
      const collection = path.split('/')[2];
      const table = TABLES[collection];
      if (!table) throw new Error(`add the table of ${collection} to TABLES in test/support/route-table.ts`);
      const rows: { id: string }[] = await t.dataSource.query(
        `SELECT id FROM ${table} WHERE organization_id = '${demoOrgId}' ORDER BY id LIMIT 1`,
      );
      if (!rows[0]) throw new Error(`the demo data has no ${collection}`);
      return rows[0].id;
    },
    async listUrl(path) {
      // The message and comment lists answer only for one workspace.
      return ONE_WORKSPACE_LISTS.includes(path) ? `${path}?filters[workspaceId]=${workspaceId}` : path;
    },
  };
}

/**
 * Nor an identity provider, whose creation discovers a live issuer: its row is written directly (its sealed secret is
 * never opened by the walks).
 */
async function insertDemoIdentityProvider(t: TestApp, organizationId: string): Promise<void> {
  const now = new Date().toISOString();
  await t.dataSource.query(
    `INSERT INTO identity_provider (id, organization_id, issuer_url, client_id, sealed_client_secret, name,
       allowed_domains, enabled, created_at, updated_at)
     VALUES ('demoIdp00001', '${organizationId}', 'https://acme.okta.com', 'demo-client', 'v1.none', 'Okta',
       '["acme.com"]', FALSE, '${now}', '${now}')`,
  );
}

/** Fields named like references that are not: an OpenID client id is the provider's, not a row of ours. */
const NOT_REFERENCES = new Set(['clientId']);

/** A body field that holds the id of a row in another collection, and how it holds it. */
export interface ReferenceField {
  field: string;
  collection: string;
  shape: 'id' | 'ids' | 'values';
}

const ONE_WORKSPACE_LISTS = ['/v1/workspace-messages', '/v1/workspace-comments'];

/** Fields whose names say which collection they point into (`tagIds` → tags); `ownerId` names a user. */
const REFERENCE_ALIASES: Record<string, string> = {
  owner: 'users',
  customFields: 'custom-fields',
  workspacePlan: 'workspace-plans',
  workspacePage: 'workspace-pages',
  workspacePlanTask: 'workspace-plan-tasks',
  // A task's owners are users.
  assignee: 'users',
  // A reply's parent is a message (a comment's: ROUTE_ALIASES).
  parent: 'workspace-messages',
};

/** Names that point into another collection on one collection's routes: a comment's reply names a comment. */
const ROUTE_ALIASES: Record<string, Record<string, string>> = {
  'workspace-comments': { parent: 'workspace-comments' },
};

/**
 * The id-referencing fields of a route's request schema: `<name>Id`, `<name>Ids` and `customFields` (`[{id, value}]`).
 * `crm…Id` fields are ids in the customer's CRM, not references. An unknown name fails loudly so a new field is
 * mapped, not skipped.
 */
export function referenceFields(doc: OpenApiDoc, route: Route): ReferenceField[] {
  const operation = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  let schema = operation?.requestBody?.content['application/json']?.schema;
  if (schema?.$ref) schema = doc.components.schemas[schema.$ref.split('/').pop()!];
  const out: ReferenceField[] = [];
  for (const field of Object.keys(schema?.properties ?? {})) {
    if (field.startsWith('crm') || NOT_REFERENCES.has(field)) continue;
    const match = /^(\w+?)(Ids?)$/.exec(field);
    if (field === 'customFields') out.push({ field, collection: REFERENCE_ALIASES.customFields, shape: 'values' });
    if (!match) continue;
    const collection =
      ROUTE_ALIASES[route.path.split('/')[2]]?.[match[1]] ?? REFERENCE_ALIASES[match[1]] ?? `${match[1]}s`;
    if (!Object.keys(TABLES).includes(collection))
      throw new Error(`map ${field} to its collection in REFERENCE_ALIASES`);
    out.push({ field, collection, shape: match[2] === 'Ids' ? 'ids' : 'id' });
  }
  return out;
}

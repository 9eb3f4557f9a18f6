import request from 'supertest';
import { expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { nonEmpty } from '../support/non-empty.js';
import { recordReliability } from '../support/reliability-report.js';
import { type Route, type RouteWalk, prepareRouteWalk, referenceFields, validBody } from '../support/route-table.js';

/**
 * Bodies that reference another organization's rows, generated from the route table and the OpenAPI request
 * schemas: every id-like field of every write (tagIds, boardIds, templateId, accountId, dealId, ownerId, workspaceId,
 * customFields[].id, and any added later) is tried with an id the caller's organization does not own.
 */
describe('tenant isolation of ids referenced in bodies', () => {
  let t: TestApp;
  let walk: RouteWalk;
  let strangerKey: string;
  /** Ids the stranger organization owns, per collection. */
  const strangerIds = new Map<string, string>();
  let checks = 0;
  let failures = 0;

  beforeAll(async () => {
    t = await bootTestApp();
    walk = await prepareRouteWalk(t);
    ({ key: strangerKey } = await t.newOrg('Stranger Inc'));
    await createOneOfEach();
    await commentOnASection();
  });
  afterAll(async () => {
    recordReliability('isolation (bodies)', { isolationChecks: checks, isolationFailures: failures });
    await t.close();
  });

  const writes = (): Route[] => walk.routes.filter((r) => r.method === 'POST' || r.method === 'PATCH');

  /** The stranger creates a row in every collection it can, its bodies referencing only its own rows. */
  async function createOneOfEach(): Promise<void> {
    const creates = writes().filter((r) => r.method === 'POST' && r.path.split('/').length === 3);
    for (let pass = 0; pass < 3; pass++) {
      for (const route of creates) {
        const collection = route.path.split('/')[2];
        if (strangerIds.has(collection)) continue;
        // Every documented example, so that fields required only in some cases (select options) are there too;
        // references point to the stranger's own rows when required, and are left out otherwise.
        const body = validBody(walk.doc, route, { withExamples: true }) as Record<string, unknown>;
        const required = Object.keys(validBody(walk.doc, route));
        // Titles and names unique to the stranger (tag titles are unique per organization).
        for (const field of ['title', 'name']) if (typeof body[field] === 'string') body[field] += ` ${collection}`;
        for (const { field, collection: target } of referenceFields(walk.doc, route)) {
          if (required.includes(field)) body[field] = strangerIds.get(target);
          else delete body[field];
        }
        // A create whose body is a multipart upload (files) gets a small file instead.
        const res = isUpload(route)
          ? await request(t.http)
              .post(route.path)
              .set('Authorization', `Bearer ${strangerKey}`)
              .attach('file', Buffer.from(`stranger ${collection}`), 'stranger.txt')
          : await walk.send('POST', route.path, strangerKey, body);
        const created = Object.values((res.body?.data ?? {}) as Record<string, { id?: string }>)[0];
        if (res.status < 300 && created?.id) strangerIds.set(collection, created.id);
      }
    }
  }

  /** A comment needs a subject of its workspace, which no documented example can name: one on a section of its own. */
  async function commentOnASection(): Promise<void> {
    const workspaceId = strangerIds.get('workspaces')!;
    const created = (path: string, body: object) =>
      walk.send('POST', path, strangerKey, body).then((res) => Object.values(res.body.data)[0] as { id: string });
    const page = await created('/v1/workspace-pages', { workspaceId, title: 'Stranger page' });
    const section = await created('/v1/workspace-sections', { workspacePageId: page.id, kind: 'text', text: 'Hi' });
    const comment = await created('/v1/workspace-comments', {
      workspaceId,
      userId: strangerIds.get('users'),
      subject: { type: 'workspaceSection', id: section.id },
      body: 'A stranger remark',
    });
    strangerIds.set('workspace-comments', comment.id);
  }

  const isUpload = (route: Route): boolean =>
    'multipart/form-data' in (walk.doc.paths[route.path]?.post?.requestBody?.content ?? {});

  it('can refer to rows of every collection a body references', () => {
    const referenced = new Set(writes().flatMap((r) => referenceFields(walk.doc, r).map((f) => f.collection)));
    expect([...referenced].filter((c) => !strangerIds.has(c))).toEqual([]);
    expect(referenced.size).toBeGreaterThanOrEqual(7);
  });

  it('answers 400 naming the field for every other-organization id in a body, and writes nothing', async () => {
    const before = await snapshot();
    // Every (write, reference field) pair: at least one per referenced collection.
    const cases = writes().flatMap((route) => referenceFields(walk.doc, route).map((ref) => ({ route, ...ref })));
    for (const { route, field, collection, shape } of nonEmpty(cases, 7)) {
      const body = validBody(walk.doc, route) as Record<string, unknown>;
      for (const other of referenceFields(walk.doc, route)) {
        if (other.field in body && other.field !== field)
          body[other.field] = await walk.demoId(`/v1/${other.collection}`);
      }
      const foreign = strangerIds.get(collection)!;
      body[field] = shape === 'id' ? foreign : shape === 'ids' ? [foreign] : [{ id: foreign, value: 'x' }];
      const url = route.path.includes(':id') ? route.path.replace(':id', await walk.demoId(route.path)) : route.path;
      const res = await walk.send(route.method, url, walk.demoKey, body);
      checks++;
      const named = (res.body?.error?.details ?? []).some((d: { field: string }) => d.field.startsWith(field));
      if (res.status !== 400 || !named) failures++;
      expect({ route, field, status: res.status, named }).toEqual({ route, field, status: 400, named: true });
      expectError(res.body, 400, 'BAD_REQUEST');
    }
    expect(await snapshot()).toEqual(before);
  });

  async function snapshot(): Promise<unknown[]> {
    return t.dataSource.query(
      `SELECT organization_id, COUNT(*) AS n, MAX(updated_at) AS latest FROM board GROUP BY organization_id
       UNION ALL SELECT organization_id, COUNT(*), MAX(updated_at) FROM workspace GROUP BY organization_id
       UNION ALL SELECT organization_id, COUNT(*), MAX(updated_at) FROM tag GROUP BY organization_id
       UNION ALL SELECT organization_id, COUNT(*), MAX(updated_at) FROM asset GROUP BY organization_id
       UNION ALL SELECT organization_id, COUNT(*), MAX(updated_at) FROM account GROUP BY organization_id
       UNION ALL SELECT organization_id, COUNT(*), MAX(updated_at) FROM workspace_user GROUP BY organization_id
       ORDER BY 1, 2`,
    );
  }
});

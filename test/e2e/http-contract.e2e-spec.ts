import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import request from 'supertest';
import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';

/** The cross-cutting contract (API-DECISIONS §2, §3, §6b), proven on one resource; contract.e2e-spec walks all routes. */
describe('HTTP contract', () => {
  let t: TestApp;
  let api: Api;
  let key: string;

  beforeAll(async () => {
    t = await bootTestApp();
    key = (await t.newOrg()).key;
    api = apiAs(t, key);
  });
  afterAll(() => t.close());

  describe('authentication', () => {
    it.each([
      ['no header', undefined],
      ['another scheme', 'Basic abc'],
      ['an unknown key', 'Bearer wsk_00000000000000000000000000000000'],
      ['a malformed key', 'Bearer not-a-key'],
      ['an empty bearer', 'Bearer '],
    ])('answers 401 with WWW-Authenticate for %s', async (_case, header) => {
      const req = request(t.http).get('/v1/boards');
      if (header !== undefined) req.set('Authorization', header);
      const res = await req.expect(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
      expectError(res.body, 401, 'UNAUTHORIZED');
    });

    it('accepts the scheme name in any case', async () => {
      await request(t.http).get('/v1/boards').set('Authorization', `bEaReR ${key}`).expect(200);
    });

    it('rejects a revoked key and an expired key', async () => {
      const org = await t.newOrg();
      await t.dataSource.query(
        `UPDATE api_key SET revoked_at = '2026-01-01T00:00:00.000Z' WHERE organization_id = '${org.orgId}'`,
      );
      await apiAs(t, org.key).get('/v1/boards').expect(401);
      const other = await t.newOrg();
      await t.dataSource.query(
        `UPDATE api_key SET expires_at = '2020-01-01T00:00:00.000Z' WHERE organization_id = '${other.orgId}'`,
      );
      const res = await apiAs(t, other.key).get('/v1/boards').expect(401);
      expect(expectError(res.body, 401, 'UNAUTHORIZED').message).toMatch(/expired/);
    });

    it('lets a read-scoped key GET but answers 403 to any write', async () => {
      const reader = apiAs(t, (await t.newOrg(undefined, 'read')).key);
      await reader.get('/v1/boards').expect(200);
      expectError((await reader.post('/v1/boards', {}).expect(403)).body, 403, 'FORBIDDEN');
    });

    it('answers 404 for an unknown route whether or not a key is sent', async () => {
      expectError((await request(t.http).get('/v1/unknown').expect(404)).body, 404, 'NOT_FOUND');
      expectError((await api.get('/v1/unknown').expect(404)).body, 404, 'NOT_FOUND');
      expectError((await request(t.http).get('/v2').expect(404)).body, 404, 'NOT_FOUND');
    });
  });

  describe('request ids', () => {
    it('echoes a sane X-Request-Id in the header and the error body', async () => {
      const res = await request(t.http).get('/v1/boards').set('X-Request-Id', 'abc.DEF:1-2_3').expect(401);
      expect(res.headers['x-request-id']).toBe('abc.DEF:1-2_3');
      expect(res.body.error.requestId).toBe('abc.DEF:1-2_3');
    });

    it('replaces an X-Request-Id with forbidden characters or over 128 characters', async () => {
      for (const sent of ['has space', 'x'.repeat(129), 'semi;colon']) {
        const res = await api.get('/v1/boards').set('X-Request-Id', sent).expect(200);
        expect(res.headers['x-request-id']).not.toBe(sent);
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    });
  });

  describe('query parameters', () => {
    it.each([
      ['an unknown name', '?foo=1'],
      ['an empty limit', '?limit='],
      ['a repeated scalar', '?limit=5&limit=6'],
      ['an array form of a scalar', '?limit[]=5'],
      ['limit 0', '?limit=0'],
      ['limit -1', '?limit=-1'],
      ['limit 101', '?limit=101'],
      ['limit abc', '?limit=abc'],
      ['limit 1.5', '?limit=1.5'],
      ['page 0', '?page=0'],
      ['an empty properties value', '?properties='],
      ['an unknown property', '?properties=nope'],
    ])('answers 400 for %s', async (_case, query) => {
      const res = await api.get(`/v1/boards${query}`).expect(400);
      expectError(res.body, 400, 'BAD_REQUEST');
    });

    it('names the allowed properties when one is unknown', async () => {
      const res = await api.get('/v1/boards?properties=title,nope').expect(400);
      const error = expectError(res.body, 400, 'BAD_REQUEST');
      expect(error.details).toEqual([
        { field: 'properties', message: expect.stringContaining('nope; allowed: title, appearance') },
      ]);
    });

    it('accepts properties as repeated keys, comma lists and properties[] alike', async () => {
      await api.post('/v1/boards', { title: 'P', tagNames: ['Red'] }).expect(201);
      const forms = [
        'properties=title&properties=tags.title',
        'properties=title,tags.title',
        'properties[]=title&properties[]=tags.title',
      ];
      const bodies = await Promise.all(forms.map((q) => api.get(`/v1/boards?${q}`).expect(200)));
      for (const res of bodies) {
        const board = res.body.data.boards[0];
        expect(Object.keys(board)).toEqual(['id', 'object', 'url', 'title', 'tags']);
        expect(Object.keys(board.tags[0])).toEqual(['id', 'object', 'url', 'title']);
      }
    });

    it('returns a whole embedded object when selected by its bare name', async () => {
      const res = await api.get('/v1/boards?properties=tags').expect(200);
      const board = res.body.data.boards.find((b: { tags: unknown[] }) => b.tags.length > 0);
      expect(Object.keys(board.tags[0])).toEqual(['id', 'object', 'url', 'title', 'createdAt', 'updatedAt']);
    });

    it('does not load tags when they are not selected', async () => {
      const withTags = await t.countQueries(() => api.get('/v1/boards?properties=tags.title').expect(200));
      const without = await t.countQueries(() => api.get('/v1/boards?properties=title').expect(200));
      expect(without).toBe(withTags - 1);
    });

    it('answers a page past the end with 200, an empty list and true totals', async () => {
      const res = await api.get('/v1/boards?page=99&limit=100').expect(200);
      expect(res.body.data.boards).toEqual([]);
      expect(res.body.data.pageInfo).toMatchObject({
        page: 99,
        pages: 1,
        pageTotal: 0,
        hasNextPage: false,
        hasPrevPage: true,
      });
    });
  });

  describe('bodies', () => {
    it('accepts a body of exactly 1 MiB and answers 413 above it', async () => {
      const envelope = '{"description":""}'.length;
      const exact = JSON.stringify({ description: 'a'.repeat(1024 * 1024 - envelope) });
      expect(Buffer.byteLength(exact)).toBe(1024 * 1024);
      // Valid JSON of exactly the limit passes the parser; the rule on description (≤ 10,000) then answers 400.
      expectError(
        (await api.post('/v1/boards').set('Content-Type', 'application/json').send(exact).expect(400)).body,
        400,
        'BAD_REQUEST',
      );
      const over = JSON.stringify({ description: 'a'.repeat(1024 * 1024) });
      expectError(
        (await api.post('/v1/boards').set('Content-Type', 'application/json').send(over).expect(413)).body,
        413,
        'PAYLOAD_TOO_LARGE',
      );
    });

    it('answers 415 for a body without Content-Type', async () => {
      const res = await api.post('/v1/boards').set('Content-Type', '').send(Buffer.from('{}')).expect(415);
      expectError(res.body, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('creates a default board when no body is sent at all', async () => {
      const res = await api.post('/v1/boards').expect(201);
      expect(res.body.data.board.title).toBe('Untitled board');
    });

    it.each([
      ['a JSON array', '[]'],
      ['JSON null', 'null'],
      ['a JSON string', '"x"'],
    ])('answers 400 for %s as the body', async (_case, raw) => {
      const res = await api.post('/v1/boards').set('Content-Type', 'application/json').send(raw).expect(400);
      expectError(res.body, 400, 'BAD_REQUEST');
    });

    it('answers 400 for JSON null in a non-nullable field and for a wrong JSON type', async () => {
      const nul = await api.post('/v1/boards', { title: null }).expect(400);
      expect(nul.body.error.details).toEqual([{ field: 'title', message: 'must not be null' }]);
      const wrong = await api.post('/v1/boards', { title: 5, index: '1' }).expect(400);
      expect(wrong.body.error.details).toEqual([
        { field: 'title', message: 'must be a string' },
        { field: 'index', message: 'must be an integer' },
      ]);
    });
  });

  describe('status', () => {
    it('is public and reports the database, version and e-mail outbox totals', async () => {
      const res = await request(t.http).get('/v1/status').expect(200);
      expect(res.body).toEqual({
        data: {
          status: 'ok',
          database: 'ok',
          version: expect.stringMatching(/^\d+\.\d+\.\d+/),
          mail: { queued: expect.any(Number), deferredByQuota: 0 },
        },
      });
    });
  });

  describe('JSON answers', () => {
    it('end with one newline, counted in Content-Length, whichever way they were written', async () => {
      const board = await api.post('/v1/boards', { title: 'Newline' }).expect(201); // the database's JSON text
      const answers = [
        board,
        await api.get('/v1/boards').expect(200),
        await request(t.http).get('/v1/status').expect(200), // an object Nest serializes
        await request(t.http).get('/v1/boards').expect(401), // the exception filter
        await api.get('/v1/boards?nope=1').expect(400),
      ];
      for (const res of answers) {
        expect({ end: res.text.slice(-2), length: Number(res.headers['content-length']) }).toEqual({
          end: '}\n',
          length: Buffer.byteLength(res.text),
        });
        expect(JSON.parse(res.text)).toEqual(res.body);
      }
    });
  });

  describe('the bare address', () => {
    it('is public and points to the docs, the OpenAPI document and the status route', async () => {
      const res = await request(t.http).get('/').expect(200);
      const base = t.config.publicBaseUrl;
      expect(res.body).toEqual({
        data: {
          name: 'Workspace collaboration API',
          api: `${base}/v1`,
          status: `${base}/v1/status`,
          docs: `${base}/docs`,
          openapi: `${base}/openapi.json`,
        },
      });
      await request(t.http).get(new URL(res.body.data.openapi).pathname).expect(200);
    });
  });

  describe('security headers', () => {
    it('sends helmet headers and no X-Powered-By', async () => {
      const res = await api.get('/v1/boards').expect(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('sends exactly the headers helmet sets, on answers and on errors alike', async () => {
      const helmetHeaders = new Map<string, string>();
      const recorder = {
        setHeader: (n: string, v: string) => helmetHeaders.set(n.toLowerCase(), v),
        removeHeader() {},
      };
      helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false })(
        {} as IncomingMessage,
        recorder as unknown as ServerResponse,
        () => undefined,
      );
      expect(helmetHeaders.size).toBeGreaterThanOrEqual(10);
      for (const res of [
        await api.get('/v1/boards').expect(200),
        await request(t.http).get('/v1/boards').expect(401),
      ]) {
        for (const [name, value] of helmetHeaders) expect([name, res.headers[name]]).toEqual([name, value]);
        expect(res.headers['content-security-policy']).toBeUndefined();
      }
    });
  });
});

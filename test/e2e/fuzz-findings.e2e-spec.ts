import type { AddressInfo } from 'node:net';
import { type Answer, FuzzClient } from '../support/fuzz/http-client.js';
import { type TestApp, bootTestApp } from '../support/app.js';

/**
 * What the fuzzer (fuzz.e2e-spec.ts) found, pinned down one request each, so the fixes hold whatever the random
 * sample happens to generate.
 */
describe('hostile input found by fuzzing', () => {
  let t: TestApp;
  let client: FuzzClient;
  let key: string;
  let boardId: string;

  beforeAll(async () => {
    t = await bootTestApp();
    key = (await t.newOrg()).key;
    await t.app.listen(0, '127.0.0.1');
    client = new FuzzClient((t.http.address() as AddressInfo).port);
    boardId = (JSON.parse((await send('POST', '/v1/boards', {}, '{"title":"x"}')).text) as Data).data.board.id;
  });
  afterAll(async () => {
    client.close();
    await t.close();
  });

  type Data = { data: { board: { id: string } } };

  function send(method: string, url: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
    const json: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' };
    return client.send({
      method,
      url,
      headers: { Authorization: `Bearer ${key}`, ...json, ...headers },
      body: body === undefined ? null : Buffer.from(body),
      jsonSize: null,
      readsJson: true,
    });
  }

  /** The standard error body, with the request id of the X-Request-Id header. */
  function expectError(answer: Answer, status: number, code: string): string {
    expect({ status: answer.status, type: answer.headers['content-type'] }).toEqual({
      status,
      type: expect.stringMatching(/^application\/json/),
    });
    const requestId = answer.headers['x-request-id'];
    expect(JSON.parse(answer.text)).toEqual({
      error: { status, code, message: expect.any(String), details: expect.any(Array), requestId },
    });
    expect(requestId).toMatch(/.+/);
    return (JSON.parse(answer.text) as { error: { message: string } }).error.message;
  }

  it('refuses __proto__, constructor and prototype keys in a JSON body as unknown fields, at any depth', async () => {
    expect(expectError(await send('POST', '/v1/tags', {}, '{"title":"x","constructor":1}'), 400, 'BAD_REQUEST')).toBe(
      'constructor is not allowed',
    );
    const nested = '{"title":"y","tagNames":["a"],"x":[{"__proto__":{"admin":true}}]}';
    expect(expectError(await send('POST', '/v1/boards', {}, nested), 400, 'BAD_REQUEST')).toBe(
      'x[0].__proto__ is not allowed',
    );
    expect((await send('GET', '/v1/tags?properties=title')).text).not.toContain('"x"');
  });

  it('refuses a repeated __proto__ query parameter, and the process keeps working', async () => {
    const message = expectError(await send('GET', '/v1/boards?__proto__=x&__proto__=y'), 400, 'BAD_REQUEST');
    expect(message).toBe('__proto__ is not allowed');
    expectError(await send('GET', '/v1/boards?filters[constructor]=x'), 400, 'BAD_REQUEST');
    for (const query of ['toString=1', 'valueOf=1', 'filters[toString]=a', 'filters[hasOwnProperty]=a']) {
      expect(expectError(await send('GET', `/v1/workspaces?${query}`), 400, 'BAD_REQUEST')).toMatch(/is not allowed$/);
    }
    expect((await send('POST', '/v1/boards', {}, '{"title":{"a":1}}')).status).toBe(400);
    expect((await send('GET', '/v1/boards')).status).toBe(200);
  });

  it('answers 400 to a body nested deeper than any schema', async () => {
    const deep = `{"title":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`;
    expect(expectError(await send('PATCH', `/v1/boards/${boardId}`, {}, deep), 400, 'BAD_REQUEST')).toMatch(/deep/);
  });

  it.each([
    ['a lone surrogate', '{"title":"\\ud800"}', /Unicode/],
    ['a number beyond a double', '{"title":"x","index":1e999}', /too large/],
  ])('answers 400 to a body with %s, also with an Idempotency-Key', async (_case, body, message) => {
    expect(expectError(await send('POST', '/v1/boards', {}, body), 400, 'BAD_REQUEST')).toMatch(message);
    const keyed = await send('POST', '/v1/boards', { 'Idempotency-Key': 'fuzz-finding' }, body);
    expect(expectError(keyed, 400, 'BAD_REQUEST')).toMatch(message);
  });

  it('answers 400 with a request id to a path the router cannot decode', async () => {
    expectError(await send('GET', '/v1/boards/%zz'), 400, 'BAD_REQUEST');
  });

  it('answers 404 to an id no row can have, without asking the database', async () => {
    for (const id of ['a'.repeat(100), '%C3%A9', 'a1B2c3D4e5F!']) {
      expectError(await send('GET', `/v1/boards/${id}`), 404, 'NOT_FOUND');
      expectError(await send('DELETE', `/v1/boards/${id}`), 404, 'NOT_FOUND');
    }
  });

  it('answers 400 naming id to an id with NUL, as the text policy does everywhere', async () => {
    for (const id of ['a%00b', `${boardId}%00`]) {
      expect(expectError(await send('GET', `/v1/boards/${id}`), 400, 'BAD_REQUEST')).toMatch(
        /^id must not contain NUL/,
      );
      expectError(await send('DELETE', `/v1/boards/${id}`), 400, 'BAD_REQUEST');
    }
  });

  it('answers the error shape to requests the HTTP parser refuses', async () => {
    expectError(await send('GET', '/v1/boards?\u00e9=1'), 400, 'BAD_REQUEST');
    expectError(
      await send('GET', '/v1/boards', { 'X-Padding': 'a'.repeat(20_000) }),
      431,
      'REQUEST_HEADER_FIELDS_TOO_LARGE',
    );
  });

  it('refuses a 200,000-character icon at once', async () => {
    const started = Date.now();
    const answer = await send('POST', '/v1/boards', {}, JSON.stringify({ title: 'x', icon: '\u00e9'.repeat(200_000) }));
    expect(expectError(answer, 400, 'BAD_REQUEST')).toMatch(/icon/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

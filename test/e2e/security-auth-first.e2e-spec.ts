import { type IncomingMessage, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { rawExchange } from '../support/raw-http.js';

const MIB = 1024 * 1024;
const BAD_KEY = `wsk_${'x'.repeat(32)}`;

/** `size` bytes of zeros, gzipped, as `copies` concatenated gzip members: a few hundred KB that inflate to a lot. */
function gzipBomb(size: number, copies: number): Buffer {
  const member = gzipSync(Buffer.alloc(size));
  return Buffer.concat(Array.from({ length: copies }, () => member));
}

/** A JSON object of exactly `size` bytes: `{"description":"aaa…"}`. */
function sizedJson(size: number): Buffer {
  return Buffer.from(`{"description":"${'a'.repeat(size - '{"description":""}'.length)}"}`);
}

interface Answer {
  status: number;
  body: { error?: { details: { field: string }[] }; data?: { board: { title: string } } };
}

/** POSTs exact bytes (supertest would JSON-serialize a Buffer sent as application/json). */
function postBytes(port: number, headers: Record<string, string>, bytes: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/v1/boards', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    });
    req.on('error', reject);
    req.end(bytes);
  });
}

/**
 * Finding 1 of issue 14: the body was read, inflated and walked before the key was checked, so a client without a
 * key could spend the server's CPU. Now nothing of a body is read before authentication (json-body.guard.ts).
 */
describe('authentication comes before any body byte', () => {
  let t: TestApp;
  let key: string;
  let port: number;

  beforeAll(async () => {
    t = await bootTestApp();
    key = (await t.newOrg()).key;
    await t.app.listen(0, '127.0.0.1');
    port = (t.http.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers 401 without a valid key whatever the body would have been answered (413, 415, 400)', async () => {
    const cases: [string, string | Buffer][] = [
      ['application/json', sizedJson(2 * MIB)],
      ['text/plain', 'hello'],
      ['application/json', '{"title":'],
      ['application/json', `{"title":${'['.repeat(5000)}${']'.repeat(5000)}}`],
    ];
    for (const [type, body] of cases) {
      for (const auth of [{}, { Authorization: `Bearer ${BAD_KEY}` }]) {
        const res = await request(t.http).post('/v1/boards').set(auth).set('Content-Type', type).send(body);
        expectError(res.body, 401, 'UNAUTHORIZED');
      }
    }
  });

  it('closes the connection instead of reading the rest of a large body it refuses without a key', async () => {
    const total = 256 * MIB;
    const exchange = await rawExchange(port, {
      head: `POST /v1/boards HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\n`,
      flood: total,
    });
    expect(exchange.answer?.status).toBe(401);
    expect(exchange.answer?.headers.connection).toBe('close');
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.bodyBytesWritten).toBeLessThan(total / 4);
  });

  it('answers a gzip bomb 401 without a key, closing the connection, and 413 with one', async () => {
    // 64 members of 16 MiB of zeros: about 1 MB sent, 1 GiB inflated.
    const bomb = gzipBomb(16 * MIB, 64);
    const head = (auth: string) =>
      `POST /v1/boards HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\n` +
      `Content-Encoding: gzip\r\nContent-Length: ${bomb.length}\r\n`;
    const anonymous = await rawExchange(port, { head: head(''), body: bomb });
    expect(anonymous.answer?.status).toBe(401);
    expect(anonymous.answer?.headers.connection).toBe('close');
    const keyed = await rawExchange(port, { head: head(`Authorization: Bearer ${key}\r\n`), body: bomb });
    expect(keyed.answer?.status).toBe(413);
    expectError(JSON.parse(keyed.answer!.body), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('gives a client waiting for 100 Continue no go-ahead without a valid key, and one with it', async () => {
    const anonymous = await rawExchange(port, {
      head: 'POST /v1/boards HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nExpect: 100-continue\r\n',
    });
    expect(anonymous.raw).toMatch(/^HTTP\/1\.1 401 /);
    const created = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/v1/boards',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Expect: '100-continue' },
      });
      req.on('continue', () => req.end('{"title":"After 100"}'));
      req.on('response', (res: IncomingMessage) => resolve(res.resume().statusCode ?? 0));
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(created).toBe(201);
  });

  it('answers a client waiting for 100 Continue 413 or 415 at once when the headers already refuse its body', async () => {
    const head = (headers: string) =>
      `POST /v1/boards HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\n` +
      `Expect: 100-continue\r\n${headers}`;
    const large = await rawExchange(port, { head: head(`Content-Length: ${MIB + 1}\r\n`) });
    expect(large.raw).toMatch(/^HTTP\/1\.1 413 /);
    expect(large.closedByServer).toBe(true);
    const encoded = await rawExchange(port, { head: head('Content-Length: 2\r\nContent-Encoding: compress\r\n') });
    expect(encoded.raw).toMatch(/^HTTP\/1\.1 415 /);
  });

  it('never reads the body of a GET or DELETE, nor of a public route: ignored, and the connection closed', async () => {
    // 64 MiB of zeros in a 64 KB gzip: read, it would be 413; inflated to its first MiB, 400 (not JSON).
    const bomb = gzipBomb(16 * MIB, 4);
    const head = (line: string, auth = '') =>
      `${line} HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nContent-Encoding: gzip\r\n` +
      `Content-Length: ${bomb.length}\r\n`;
    const status = await rawExchange(port, { head: head('GET /v1/status'), body: bomb });
    expect({ status: status.answer?.status, connection: status.answer?.headers.connection }).toEqual({
      status: 200,
      connection: 'close',
    });
    const auth = `Authorization: Bearer ${key}\r\n`;
    const list = await rawExchange(port, { head: head('GET /v1/boards', auth), body: bomb });
    expect({ status: list.answer?.status, connection: list.answer?.headers.connection }).toEqual({
      status: 200,
      connection: 'close',
    });
    const removed = await rawExchange(port, { head: head(`DELETE /v1/boards/${'a'.repeat(100)}`, auth), body: bomb });
    expect(removed.answer?.status).toBe(404);
    // A body the server never takes: not 415 either.
    const text = await request(t.http).get('/v1/status').set('Content-Type', 'text/plain').send('hello');
    expect({ status: text.status, connection: text.headers.connection }).toEqual({ status: 200, connection: 'close' });
  });

  it('inflates gzip, deflate and br bodies; refuses other encodings and charsets with 415', async () => {
    const json = Buffer.from('{"title":"Compressed"}');
    const send = (headers: Record<string, string>, bytes: Buffer) =>
      postBytes(port, { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers }, bytes);
    const encodings: [string, Buffer][] = [
      ['gzip', gzipSync(json)],
      ['deflate', deflateSync(json)],
      ['br', brotliCompressSync(json)],
      ['GZIP', gzipSync(json)],
    ];
    for (const [encoding, bytes] of encodings) {
      const res = await send({ 'Content-Encoding': encoding }, bytes);
      expect({ status: res.status, title: res.body.data?.board.title }).toEqual({ status: 201, title: 'Compressed' });
    }
    for (const encoding of ['x-unknown', 'gzip, gzip', 'compress']) {
      expectError((await send({ 'Content-Encoding': encoding }, gzipSync(json))).body, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    const latin1 = await send({ 'Content-Type': 'application/json; charset=latin1' }, json);
    expectError(latin1.body, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError((await send({ 'Content-Encoding': 'gzip' }, json)).body, 400, 'BAD_REQUEST');
  });

  it('counts the 1 MiB limit on the inflated body: exactly 1 MiB is read, one byte more is 413', async () => {
    const send = (body: Buffer) =>
      postBytes(
        port,
        { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
        gzipSync(body),
      );
    // Read and parsed: the rule on description (≤ 10,000 characters) answers.
    expect((await send(sizedJson(MIB))).body.error?.details[0].field).toBe('description');
    expectError((await send(sizedJson(MIB + 1))).body, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers a 1 MiB body of 250,000 numbers, and one as wide as it is deep, in the standard shape', async () => {
    const api = apiAs(t, key);
    const numbers = `{"title":"x","tagIds":[${Array.from({ length: 250_000 }, (_, i) => i % 10).join(',')}]}`;
    expect(numbers.length).toBeLessThanOrEqual(MIB);
    const refused = (await api.post('/v1/boards').set('Content-Type', 'application/json').send(numbers)).body;
    expectError(refused, 400, 'BAD_REQUEST');
    // Refused before validation, which took about a second of CPU over 250,000 items.
    expect(refused.error.details).toEqual([{ field: 'tagIds', message: 'must have at most 1000 items' }]);
    const wide = `{"title":"x","x":${'[0,0,0,0,0,0,0,0,'.repeat(31)}0${']'.repeat(31)}}`;
    expectError(
      (await api.post('/v1/boards').set('Content-Type', 'application/json').send(wide)).body,
      400,
      'BAD_REQUEST',
    );
  });

  it('bounds what validating an authenticated body costs: fields per object, values per body, details per answer', async () => {
    const api = apiAs(t, key);
    const post = (path: string, body: object) => api.post(path).send(body);
    // The review's body: 100 objects of 1000 fields (889 KB), refused by its shape before validation.
    const wide = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [String(i), 0]));
    const fields = (await post('/v1/templates', { name: 'x', planTasks: Array.from({ length: 100 }, () => wide) }))
      .body;
    expectError(fields, 400, 'BAD_REQUEST');
    expect(fields.error.message).toMatch(/^planTasks\[\d+\] must have at most 100 fields$/);
    // The costliest body the caps let through: 500 plan tasks (the most validated; more is refused at once), every
    // field invalid, and unknown fields up to 19,502 values.
    const invalidTask = {
      id: 1,
      title: 2,
      description: 3,
      isInternal: 'no',
      actionType: 4,
      actionLinkUrl: 5,
      actionLinkName: 6,
      actionText: 7,
      showActionText: 'no',
      startOffsetDays: 'x',
      dueOffsetDays: 'x',
      ...Object.fromEntries(Array.from({ length: 27 }, (_, i) => [`unknown${i}`, i])),
    };
    const started = performance.now();
    const worst = await post('/v1/templates', {
      name: 'x',
      planTasks: Array.from({ length: 500 }, () => invalidTask),
    });
    const ms = performance.now() - started;
    expectError(worst.body, 400, 'BAD_REQUEST');
    expect(worst.body.error.details).toHaveLength(20);
    expect(worst.text.length).toBeLessThan(10_000);
    process.stdout.write(`worst-case validated body answered in ${ms.toFixed(0)} ms\n`);
    const overValues = await post('/v1/templates', {
      name: 'x',
      planTasks: Array.from({ length: 500 }, () => ({ ...invalidTask, unknown27: 27 })),
    });
    expectError(overValues.body, 400, 'BAD_REQUEST');
    expect(overValues.body.error.message).toMatch(/more than 20000 values/);
    // The largest valid body still works: a template with its 500 plan tasks, every field given.
    const task = (i: number) => ({
      title: `Task ${i}`,
      description: 'Agree on goals',
      isInternal: false,
      actionType: 'link',
      actionLinkUrl: 'https://example.com/kickoff',
      actionLinkName: 'Agenda',
      actionText: 'Open the agenda',
      showActionText: true,
      startOffsetDays: 0,
      dueOffsetDays: 7,
    });
    const created = await post('/v1/templates', {
      name: 'Large',
      planTasks: Array.from({ length: 500 }, (_, i) => task(i)),
    });
    expect(created.status).toBe(201);
  });
});

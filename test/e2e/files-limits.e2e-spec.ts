import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createApp } from '../../src/bootstrap.js';
import { ServerSecretEntity } from '../../src/common/secrets/server-secret.entity.js';
import { StaleUploadSweeper } from '../../src/files/stale-uploads.js';
import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp, testDb } from '../support/app.js';
import { binary, createFile, linkPath, signedPath, storedFiles, uploadFile } from '../support/factories/files.js';
import { rawExchange } from '../support/raw-http.js';
import { until } from '../support/until.js';

const MAX = 300_000;
const QUOTA = 700_000;
const SECRET = 'test-file-url-secret-0123456789abcdef';
const MIB = 1024 * 1024;

/** A multipart body holding `file` as the part `file`, and its boundary. */
function form(file: Buffer, filename = 'data.bin'): { body: Buffer; type: string } {
  const boundary = 'testboundary7MA4YWxkTrZu0gW';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Bytes that are neither text nor a known format, `size` of them. */
const noise = (size: number, seed = 1): Buffer => {
  const out = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out[i] = x >> 16;
  }
  return out;
};

describe('files: size limit, quota, links, authentication first', () => {
  let t: TestApp;
  let api: Api;
  let key: string;
  let port: number;

  beforeAll(async () => {
    t = await bootTestApp({
      FILES_MAX_BYTES: String(MAX),
      FILES_MAX_BYTES_PER_ORG: String(QUOTA),
      FILE_URL_SECRET: SECRET,
    });
    key = (await t.newOrg()).key;
    api = apiAs(t, key);
    await t.app.listen(0, '127.0.0.1');
    port = (t.http.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** POSTs a multipart body with chunked transfer encoding (no Content-Length), as a streaming client does. */
  const postChunked = (bytes: Buffer, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: { error?: { details: { field: string }[] } } }>((resolve, reject) => {
      const { body, type } = form(bytes);
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/v1/files',
          headers: { Authorization: `Bearer ${key}`, 'Content-Type': type, ...headers },
        },
        (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(parts).toString()) }));
        },
      );
      req.on('error', reject);
      for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
      req.end();
    });

  it('stores a file of exactly FILES_MAX_BYTES', async () => {
    const bytes = noise(MAX);
    const file = await createFile(api, bytes, 'max.bin');
    expect(file.size).toBe(MAX);
    const got = await binary(request(t.http).get(linkPath(file.url))).expect(200);
    expect(Buffer.compare(got.body as Buffer, bytes)).toBe(0);
    await api.delete(`/v1/files/${file.id}`).expect(200);
  });

  it('answers 413 one byte past FILES_MAX_BYTES, streamed without a length, and keeps nothing', async () => {
    const before = await storedFiles(t);
    const res = await postChunked(noise(MAX + 1));
    expect(res.status).toBe(413);
    expect(expectError(res.body, 413, 'PAYLOAD_TOO_LARGE').details).toEqual([
      { field: 'file', message: `must be at most ${MAX} bytes` },
    ]);
    expect(await storedFiles(t)).toEqual(before);
  });

  it('answers 413 at once to a Content-Length the limit cannot fit, before reading the body', async () => {
    const exchange = await rawExchange(port, {
      head:
        `POST /v1/files HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n` +
        `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${64 * MIB}\r\n`,
      flood: 64 * MIB,
    });
    expect(exchange.answer?.status).toBe(413);
    expect(exchange.answer?.headers.connection).toBe('close');
    expect(exchange.bodyBytesWritten).toBeLessThan(16 * MIB);
  });

  it("refuses an upload past the organization's quota (413 naming file) until files are deleted", async () => {
    const own = apiAs(t, (await t.newOrg()).key);
    const first = await createFile(own, noise(MAX, 2), 'one.bin');
    await createFile(own, noise(MAX, 3), 'two.bin');
    const before = await storedFiles(t);
    const refused = await uploadFile(own, { bytes: noise(MAX, 4), filename: 'three.bin' }).expect(413);
    expect(expectError(refused.body, 413, 'PAYLOAD_TOO_LARGE').details).toEqual([
      { field: 'file', message: expect.stringMatching(/^does not fit in the storage quota/) },
    ]);
    expect(await storedFiles(t)).toEqual(before);
    // Another organization has a quota of its own.
    await createFile(api, noise(1000, 5), 'small.bin');
    await own.delete(`/v1/files/${first.id}`).expect(200);
    await createFile(own, noise(MAX, 4), 'three.bin');
  });

  it('answers 403 to an expired link, signed with FILE_URL_SECRET, and serves one that has not expired', async () => {
    const file = await createFile(api, Buffer.from('dated'), 'dated.txt');
    const now = Math.floor(Date.now() / 1000);
    const expired = await request(t.http)
      .get(signedPath(file.id, now - 1, SECRET))
      .expect(403);
    expect(expectError(expired.body, 403, 'FORBIDDEN').details).toEqual([
      { field: 'expires', message: 'is in the past' },
    ]);
    const later = await binary(request(t.http).get(signedPath(file.id, now + 60, SECRET))).expect(200);
    expect((later.body as Buffer).toString()).toBe('dated');
    const otherKey = await request(t.http)
      .get(signedPath(file.id, now + 60, `${SECRET}x`))
      .expect(403);
    expect(expectError(otherKey.body, 403, 'FORBIDDEN').details[0].field).toBe('signature');
  });

  it('reads no byte of an upload without a valid key: 401 at once, the connection closed', async () => {
    const total = 256 * MIB;
    for (const auth of ['', 'Authorization: Bearer wsk_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\n']) {
      const started = Date.now();
      const exchange = await rawExchange(port, {
        head:
          `POST /v1/files HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: multipart/form-data; boundary=b\r\n` +
          `Content-Length: ${total}\r\n`,
        flood: total,
      });
      expect(exchange.answer?.status).toBe(401);
      expect(exchange.answer?.headers.connection).toBe('close');
      expect(exchange.closedByServer).toBe(true);
      expect(exchange.bodyBytesWritten).toBeLessThan(total / 4);
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });

  it('refuses an upload with a read-only key (403) before reading its body', async () => {
    const { key: readKey } = await t.newOrg(undefined, 'read');
    const exchange = await rawExchange(port, {
      head:
        `POST /v1/files HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${readKey}\r\n` +
        `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${64 * MIB}\r\n`,
      flood: 64 * MIB,
    });
    expect(exchange.answer?.status).toBe(403);
    expect(exchange.bodyBytesWritten).toBeLessThan(16 * MIB);
  });

  it('gives a client waiting for 100 Continue its go-ahead only with a valid key and a length that fits', async () => {
    const head = (auth: string, length: number) =>
      `POST /v1/files HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: multipart/form-data; boundary=b\r\n` +
      `Content-Length: ${length}\r\nExpect: 100-continue\r\n`;
    const anonymous = await rawExchange(port, { head: head('', 100) });
    expect(anonymous.raw).toMatch(/^HTTP\/1\.1 401 /);
    const large = await rawExchange(port, { head: head(`Authorization: Bearer ${key}\r\n`, MAX + MIB) });
    expect(large.raw).toMatch(/^HTTP\/1\.1 413 /);
    const { body, type } = form(Buffer.from('after the go-ahead'));
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/v1/files',
        headers: {
          Authorization: `Bearer ${key}`,
          'Content-Type': type,
          'Content-Length': body.length,
          Expect: '100-continue',
        },
      });
      req.on('continue', () => req.end(body));
      req.on('response', (res) => resolve(res.resume().statusCode ?? 0));
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(201);
  });

  it('lets other writes through while a slow client is halfway through an upload (one transaction per chunk)', async () => {
    const before = await storedFiles(t);
    const { body, type } = form(noise(MAX - 10, 9));
    let answered: (status: number) => void;
    const status = new Promise<number>((resolve) => (answered = resolve));
    const req = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/v1/files',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': type, 'Content-Length': body.length },
    });
    req.on('response', (res) => answered(res.resume().statusCode ?? 0));
    // Past the first 256 KiB chunk of the file.
    const sentFirst = 270_000;
    req.write(body.subarray(0, sentFirst));
    await until('a chunk is stored', async () => (await storedFiles(t)).chunks > before.chunks);
    const started = Date.now();
    await api.post('/v1/boards', { title: 'While uploading' }).expect(201);
    expect(Date.now() - started).toBeLessThan(1000);
    req.end(body.subarray(sentFirst));
    expect(await status).toBe(201);
  });

  it('deletes the rows of an upload whose client goes away halfway', async () => {
    const before = await storedFiles(t);
    const { body, type } = form(noise(MAX - 10, 6));
    const exchange = await rawExchange(port, {
      head:
        `POST /v1/files HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: ${type}\r\n` +
        `Content-Length: ${body.length}\r\n`,
      body: body.subarray(0, Math.floor(body.length / 2)),
      giveUpAfterMs: 500,
    });
    expect(exchange.answer).toBeNull();
    await until('the upload is deleted', async () => JSON.stringify(await storedFiles(t)) === JSON.stringify(before));
  });

  it('replays an upload retried with the same Idempotency-Key and bytes, and refuses other bytes with 422', async () => {
    const own = apiAs(t, (await t.newOrg()).key);
    const bytes = noise(5000, 7);
    const send = (content: Buffer, idempotencyKey: string) =>
      uploadFile(own, { bytes: content, filename: 'retry.bin' }).set('Idempotency-Key', idempotencyKey);
    const first = await send(bytes, 'upload-1').expect(201);
    const before = await storedFiles(t);
    const retry = await send(bytes, 'upload-1').expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers.location).toBe(first.headers.location);
    expect(retry.text).toBe(first.text);
    const other = await send(noise(5000, 8), 'upload-1').expect(422);
    expect(expectError(other.body, 422, 'UNPROCESSABLE_ENTITY').details[0].field).toBe('Idempotency-Key');
    expect(await storedFiles(t)).toEqual(before);
    expect((await own.get('/v1/files').expect(200)).body.data.pageInfo.total).toBe(1);
    const malformed = await send(bytes, 'has space').expect(400);
    expect(expectError(malformed.body, 400, 'BAD_REQUEST').details[0].field).toBe('Idempotency-Key');
  });

  it('sweeps uploads left in progress for over an hour (a crashed process), with their chunks', async () => {
    const { orgId } = await t.newOrg();
    const before = await storedFiles(t);
    const insert = async (id: string, createdAt: string) => {
      await t.dataSource.query(
        `INSERT INTO "file" ("id", "organization_id", "created_at", "updated_at", "version", "name", "size", "content_type", "state")
         VALUES ('${id}', '${orgId}', '${createdAt}', '${createdAt}', 1, '', 10, 'application/octet-stream', 'uploading')`,
      );
      const placeholder = testDb() === 'postgres' ? '$1' : '?';
      await t.dataSource.query(
        `INSERT INTO "file_chunk" ("file_id", "seq", "data") VALUES ('${id}', 0, ${placeholder})`,
        [Buffer.from('0123456789')],
      );
    };
    await insert('crashed00001', new Date(Date.now() - 2 * 3600_000).toISOString());
    await insert('inflight0001', new Date(Date.now() - 60_000).toISOString());
    await t.app.get(StaleUploadSweeper).drain();
    expect(await storedFiles(t)).toEqual({ files: before.files + 1, chunks: before.chunks + 1 });
    const [left] = await t.dataSource.query(`SELECT "id" FROM "file" WHERE "state" = 'uploading'`);
    expect(left.id).toBe('inflight0001');
  });
});

describe('files: the link key kept in the database', () => {
  let t: TestApp;
  let second: INestApplication;

  beforeAll(async () => {
    t = await bootTestApp();
    second = await createApp(t.config);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('is generated once and shared: another instance on the same database serves the links the first signed', async () => {
    const api = apiAs(t, (await t.newOrg()).key);
    const file = await createFile(api, Buffer.from('shared'), 'shared.txt');
    const secrets = await t.dataSource.manager.find(ServerSecretEntity);
    expect(secrets.map((row) => [row.name, Buffer.from(row.value, 'base64url').length])).toEqual([['file-url', 32]]);
    const got = await binary(request(second.getHttpServer()).get(linkPath(file.url))).expect(200);
    expect((got.body as Buffer).toString()).toBe('shared');
  });
});

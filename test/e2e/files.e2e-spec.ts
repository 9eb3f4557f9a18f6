import request from 'supertest';
import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { eventsOf } from '../support/events.js';
import { type FileRef, binary, createFile, linkPath, storedFiles, uploadFile } from '../support/factories/files.js';
import { BASE, ID, ISO_MS, type Json, onePage } from '../support/wire.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

/** A resource `file` as every answer shows it (the link and its expiry change with every answer). */
const fileJson = (file: { id: string; name: string; size: number; contentType: string }) => ({
  id: file.id,
  object: 'file',
  url: expect.stringMatching(new RegExp(`^${BASE}/files/${file.id}/content\\?expires=\\d+&signature=[\\w-]{43}$`)),
  name: file.name,
  size: file.size,
  contentType: file.contentType,
  expiresAt: expect.stringMatching(ISO_MS),
  thumbnail: null,
  createdAt: expect.stringMatching(ISO_MS),
  updatedAt: expect.stringMatching(ISO_MS),
});

describe('files', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => {
    t = await bootTestApp();
    const org = await t.newOrg();
    orgId = org.orgId;
    api = apiAs(t, org.key);
  });
  afterAll(() => t.close());

  const download = (url: string) => binary(request(t.http).get(linkPath(url)));

  it('uploads a small file (201, Location) and serves it byte for byte through its signed link, without a key', async () => {
    const bytes = Buffer.from('Kick-off notes\nAgenda: pricing, timeline.\n');
    const res = await uploadFile(api, { bytes, filename: 'notes.txt' }).expect(201);
    const file = res.body.data.file as FileRef;
    expect(file).toEqual(fileJson({ id: file.id, name: 'notes.txt', size: bytes.length, contentType: 'text/plain' }));
    expect(file.id).toMatch(ID);
    expect(res.headers.location).toBe(`${BASE}/files/${file.id}`);
    const expiresIn = Date.parse(file.expiresAt as string) - Date.now();
    expect(expiresIn).toBeGreaterThan(3590_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);

    const got = await download(file.url).expect(200);
    expect(Buffer.compare(got.body as Buffer, bytes)).toBe(0);
    expect(got.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'content-length': String(bytes.length),
      'content-disposition': `attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });

  it('tells the type from the bytes: a PNG sent as text/html named page.html is image/png, served inline', async () => {
    const res = await uploadFile(api, { bytes: PNG, filename: 'page.html', type: 'text/html' }).expect(201);
    const file = res.body.data.file as FileRef;
    expect(file.contentType).toBe('image/png');
    const got = await download(file.url).expect(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toBe(`inline; filename="page.html"; filename*=UTF-8''page.html`);
    expect(Buffer.compare(got.body as Buffer, PNG)).toBe(0);
  });

  it('serves HTML and SVG as a text/plain attachment with nosniff, never as markup', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const [bytes, filename] of [
      [HTML, 'index.html'],
      [svg, 'logo.svg'],
    ] as const) {
      const file = (await uploadFile(api, { bytes, filename, type: 'image/svg+xml' }).expect(201)).body.data.file;
      expect(file.contentType).toBe('text/plain');
      const got = await download(file.url).expect(200);
      expect(got.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(got.headers['content-disposition']).toMatch(/^attachment;/);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('stores bytes that are not UTF-8 text and no known format as application/octet-stream', async () => {
    const bytes = Buffer.from([0x00, 0x01, 0xfe, 0x80, 0x41]);
    const file = await createFile(api, bytes, 'blob.bin');
    expect(file.contentType).toBe('application/octet-stream');
    const got = await download(file.url).expect(200);
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(Buffer.compare(got.body as Buffer, bytes)).toBe(0);
  });

  it('stores and serves an empty file', async () => {
    const file = await createFile(api, Buffer.alloc(0), 'empty.txt');
    expect(file).toMatchObject({ size: 0, contentType: 'application/octet-stream' });
    const got = await download(file.url).expect(200);
    expect({ length: (got.body as Buffer).length, header: got.headers['content-length'] }).toEqual({
      length: 0,
      header: '0',
    });
  });

  it('names the file from the name part, else from the uploaded filename without path or control characters', async () => {
    const named = await uploadFile(api, { bytes: PNG, filename: 'x.png', name: 'Logo — 2027.png' }).expect(201);
    expect(named.body.data.file.name).toBe('Logo — 2027.png');
    const got = await download(named.body.data.file.url).expect(200);
    expect(got.headers['content-disposition']).toBe(
      `inline; filename="Logo _ 2027.png"; filename*=UTF-8''Logo%20%E2%80%94%202027.png`,
    );
    const cleaned = await uploadFile(api, { bytes: PNG, filename: '../../ev\til\u202e.png' }).expect(201);
    expect(cleaned.body.data.file.name).toBe('evil.png');
  });

  it('refuses a name that is empty, too long, or more than one line (400 naming name), and keeps nothing', async () => {
    const before = await storedFiles(t);
    for (const name of ['', 'x'.repeat(256), 'two\nlines']) {
      const res = await uploadFile(api, { bytes: PNG, name }).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details[0].field).toBe('name');
    }
    expect(await storedFiles(t)).toEqual(before);
  });

  it('answers 415 to a body that is not multipart/form-data, and 400 to a form without a file part', async () => {
    expectError((await api.post('/v1/files', { file: 'x' }).expect(415)).body, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const noFile = await api.post('/v1/files').field('name', 'only a name').expect(400);
    expect(expectError(noFile.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'file', message: expect.any(String) },
    ]);
    const asText = await api.post('/v1/files').field('file', 'text, not a file part').expect(400);
    expect(expectError(asText.body, 400, 'BAD_REQUEST').details[0].field).toBe('file');
    const other = await api.post('/v1/files').attach('document', PNG, 'a.png').expect(400);
    expect(expectError(other.body, 400, 'BAD_REQUEST').details[0].field).toBe('document');
    const two = await api.post('/v1/files').attach('file', PNG, 'a.png').attach('file', PNG, 'b.png').expect(400);
    expect(expectError(two.body, 400, 'BAD_REQUEST').details[0].field).toBe('file');
    const malformed = await api
      .post('/v1/files')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc')
      .expect(400);
    expectError(malformed.body, 400, 'BAD_REQUEST');
  });

  it('lists ready files newest first, with the same number of statements for limit=1 and limit=100', async () => {
    const { key } = await t.newOrg();
    const own = apiAs(t, key);
    const files: FileRef[] = [];
    for (const name of ['a.txt', 'b.txt', 'c.txt']) files.push(await createFile(own, Buffer.from(name), name));
    const res = await own.get('/v1/files').expect(200);
    expect(res.body.data).toEqual({
      files: [...files].reverse().map((file) => fileJson(file)),
      pageInfo: onePage(3),
    });
    const one = await t.countQueries(() => own.get('/v1/files?limit=1').expect(200));
    const hundred = await t.countQueries(() => own.get('/v1/files?limit=100').expect(200));
    expect(hundred).toBe(one);
    const selected = await own.get('/v1/files?properties=name').expect(200);
    expect(selected.body.data.files[0]).toEqual({
      id: files[2].id,
      object: 'file',
      url: expect.any(String),
      name: 'c.txt',
    });
  });

  it('retrieves a file with a fresh link each time, in one statement after the key, with its ETag and 304', async () => {
    const file = await createFile(api, Buffer.from('etag'), 'etag.txt');
    const statements = await t.statementsOf(() => api.get(`/v1/files/${file.id}`).expect(200));
    expect(statements.filter((sql) => !/"api_key"/.test(sql))).toHaveLength(1);
    const res = await api.get(`/v1/files/${file.id}`).expect(200);
    expect(res.body.data.file).toEqual(fileJson(file));
    expect(res.headers.etag).toMatch(/^"\d+"$/);
    await api.get(`/v1/files/${file.id}`).set('If-None-Match', res.headers.etag).expect(304);
    // Both links work.
    await download(file.url).expect(200);
    await download(res.body.data.file.url).expect(200);
  });

  it('answers 403 in the error shape to a link whose signature, expiry or file was altered', async () => {
    const file = await createFile(api, Buffer.from('secret plan'), 'plan.txt');
    const other = await createFile(api, Buffer.from('other'), 'other.txt');
    const url = new URL(file.url);
    const signature = url.searchParams.get('signature')!;
    const expires = Number(url.searchParams.get('expires'));
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const tampered = [
      `/v1/files/${file.id}/content?expires=${expires}&signature=${flipped}`,
      `/v1/files/${file.id}/content?expires=${expires + 3600}&signature=${signature}`,
      `/v1/files/${other.id}/content?expires=${expires}&signature=${signature}`,
      `/v1/files/${file.id}/content?expires=${expires}&signature=short`,
      `/v1/files/${file.id}/content?expires=tomorrow&signature=${signature}`,
    ];
    for (const path of tampered) {
      const res = await request(t.http).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
      expectError(res.body, 403, 'FORBIDDEN');
    }
    const missing = await request(t.http).get(`/v1/files/${file.id}/content?expires=${expires}`).expect(400);
    expect(expectError(missing.body, 400, 'BAD_REQUEST').details[0].field).toBe('signature');
  });

  it("answers 404 to another organization's file id on every route, and to the link of a deleted file", async () => {
    const file = await createFile(api, Buffer.from('mine'), 'mine.txt');
    const stranger = apiAs(t, (await t.newOrg()).key);
    expectError((await stranger.get(`/v1/files/${file.id}`).expect(404)).body, 404, 'NOT_FOUND');
    expectError((await stranger.delete(`/v1/files/${file.id}`).expect(404)).body, 404, 'NOT_FOUND');
    expect((await stranger.get('/v1/files').expect(200)).body.data.files).toEqual([]);
    await api.delete(`/v1/files/${file.id}`).expect(200, { data: { id: file.id } });
    expectError((await request(t.http).get(linkPath(file.url)).expect(404)).body, 404, 'NOT_FOUND');
  });

  it('deletes a file with its chunks, emits file.created and file.deleted, and 404s after', async () => {
    const { key } = await t.newOrg();
    const own = apiAs(t, key);
    const before = await storedFiles(t);
    const file = await createFile(own, Buffer.alloc(600 * 1024, 7), 'zeros.bin');
    expect(await storedFiles(t)).toEqual({ files: before.files + 1, chunks: before.chunks + 3 });
    await own.delete(`/v1/files/${file.id}`).expect(200, { data: { id: file.id } });
    expect(await storedFiles(t)).toEqual(before);
    await own.get(`/v1/files/${file.id}`).expect(404);
    const events = (await eventsOf(own)).map((event) => [event.type, (event.data as Json).object]);
    expect(events).toEqual([
      ['file.created', fileJson({ ...file })],
      ['file.deleted', { id: file.id, object: 'file', deleted: true }],
    ]);
  });

  it('lets an asset show a ready file of its organization by fileId, 400 naming fileId otherwise', async () => {
    const file = await createFile(api, PNG, 'logo.png');
    const body = { name: 'Logo', assetType: 'image', assetUrl: 'https://cdn.example.com/logo.png' };
    const asset = (await api.post('/v1/assets', { ...body, fileId: file.id }).expect(201)).body.data.asset;
    expect(asset).toMatchObject({ fileId: file.id, assetUrl: body.assetUrl });
    const foreign = await createFile(apiAs(t, (await t.newOrg()).key), PNG, 'theirs.png');
    for (const fileId of [foreign.id, 'nosuchfile00']) {
      const res = await api.post('/v1/assets', { ...body, fileId }).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
        { field: 'fileId', message: `file ${fileId} does not exist` },
      ]);
      await api.patch(`/v1/assets/${asset.id}`, { fileId }).expect(400);
    }
    await api.patch(`/v1/assets/${asset.id}`, { fileId: null }).expect(200);
    expect((await api.get(`/v1/assets/${asset.id}`).expect(200)).body.data.asset.fileId).toBeNull();
    await api.patch(`/v1/assets/${asset.id}`, { fileId: file.id }).expect(200);
    // Deleting the file leaves the asset, without it.
    await api.delete(`/v1/files/${file.id}`).expect(200);
    expect((await api.get(`/v1/assets/${asset.id}?properties=fileId`).expect(200)).body.data.asset.fileId).toBeNull();
  });

  it('does not list, serve or accept as fileId an upload still in progress', async () => {
    const { key, orgId: own } = await t.newOrg();
    const ownApi = apiAs(t, key);
    const now = new Date().toISOString();
    await t.dataSource.query(
      `INSERT INTO "file" ("id", "organization_id", "created_at", "updated_at", "version", "name", "size", "content_type", "state")
       VALUES ('uploading001', '${own}', '${now}', '${now}', 1, '', 10, 'application/octet-stream', 'uploading')`,
    );
    expect((await ownApi.get('/v1/files').expect(200)).body.data.pageInfo.total).toBe(0);
    await ownApi.get('/v1/files/uploading001').expect(404);
    const body = { name: 'x', assetType: 'image', assetUrl: 'https://cdn.example.com/x.png', fileId: 'uploading001' };
    await ownApi.post('/v1/assets', body).expect(400);
    expect(orgId).not.toBe(own);
  });
});

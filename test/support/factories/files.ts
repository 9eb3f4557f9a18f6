import { createHmac } from 'node:crypto';
import type { Response } from 'supertest';
import type { Api } from '../api.js';
import type { TestApp } from '../app.js';
import { newId } from '../../../src/common/ids.js';
import { FileEntity } from '../../../src/files/file.entity.js';
import { stamps } from './clock.js';

/** A file uploaded through the API (multipart); `name` adds the name part. */
export function uploadFile(
  api: Api,
  { bytes, filename = 'notes.txt', name, type }: { bytes: Buffer; filename?: string; name?: string; type?: string },
) {
  const req = api.post('/v1/files');
  if (name !== undefined) req.field('name', name);
  return req.attach('file', bytes, { filename, contentType: type ?? 'application/octet-stream' });
}

/** The file an upload answered, checked to be a 201. */
export async function createFile(api: Api, bytes: Buffer, filename = 'notes.txt'): Promise<FileRef> {
  const res = await uploadFile(api, { bytes, filename }).expect(201);
  return res.body.data.file as FileRef;
}

export type FileRef = { id: string; url: string; name: string; size: number; contentType: string } & Record<
  string,
  unknown
>;

/** The path and query of a signed link, for supertest (which takes the app, not the link's host). */
export const linkPath = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** A link signed with `secret` as the server signs them, for any expiry (past ones included). */
export function signedPath(fileId: string, expires: number, secret: string): string {
  const signature = createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(`file-url\n${fileId}\n${expires}`)
    .digest('base64url');
  return `/v1/files/${fileId}/content?expires=${expires}&signature=${signature}`;
}

/** Rows of the file tables: every file (any state) and every chunk. */
export async function storedFiles(t: TestApp): Promise<{ files: number; chunks: number }> {
  const [files] = await t.dataSource.query('SELECT COUNT(*) AS n FROM "file"');
  const [chunks] = await t.dataSource.query('SELECT COUNT(*) AS n FROM "file_chunk"');
  return { files: Number(files.n), chunks: Number(chunks.n) };
}

/** supertest's body of a binary answer, as bytes. */
export const binary = (req: ReturnType<Api['get']>) =>
  req.buffer(true).parse((res, done) => {
    const parts: Buffer[] = [];
    res.on('data', (part: Buffer) => parts.push(part));
    res.on('end', () => done(null, Buffer.concat(parts)));
  });

export type BinaryResponse = Response & { body: Buffer };

/** A file's row inserted directly, `ready` unless overridden (its bytes are not needed by what refers to it). */
export async function insertFile(t: TestApp, orgId: string, overrides: Partial<FileEntity> = {}): Promise<FileEntity> {
  const file = t.dataSource.manager.create(FileEntity, {
    id: newId(),
    organizationId: orgId,
    name: 'Mutual NDA.pdf',
    size: 48_213,
    contentType: 'application/pdf',
    sha256: null,
    state: 'ready',
    ...overrides,
    ...stamps(overrides),
  });
  await t.dataSource.manager.insert(FileEntity, file);
  return file;
}

import type { AddressInfo } from 'node:net';
import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertFile, linkPath, storedFiles } from '../support/factories/files.js';
import { TaskFileEntity } from '../../src/workspace-plan-tasks/task-file.entity.js';
import { type PublishedWorkspace, createPublishedWorkspace } from '../support/factories/published-workspace.js';
import { bootWithSmtp } from '../support/mail-app.js';
import { rawExchange } from '../support/raw-http.js';
import type { SmtpCapture } from '../support/smtp.js';
import { Visitor, csrfOf, multipartForm, signInByLink } from '../support/visitor.js';
import type { Json } from '../support/wire.js';

const MAX = 4096;
const QUOTA = 8000;
const MIB = 1024 * 1024;

/**
 * File requests against what a visitor may try: the wrong role, no session, another task, a forged form, a file too
 * large, over the quota, markup dressed as an image, a name with NUL and bidi controls. Each is a 4xx page, and what
 * is refused is not stored.
 */
describe('published workspace: file requests, refused', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let port: number;

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp({ FILES_MAX_BYTES: String(MAX), FILES_MAX_BYTES_PER_ORG: String(QUOTA) }));
    await t.app.listen(0, '127.0.0.1');
    port = (t.http.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  let seq = 0;
  /** An organization of its own with a published file request, a collaborator and a viewer signed in. */
  async function fileRequest(input: { shareSetting?: 'public' | 'private' } = {}) {
    seq += 1;
    const { api, orgId } = await newOrgApi(t);
    const [collaboratorEmail, viewerEmail] = [`collaborator-${seq}@customer.example`, `viewer-${seq}@customer.example`];
    const ws = await createPublishedWorkspace(api, {
      name: `Hostile files ${seq}`,
      ...input,
      members: [
        { email: collaboratorEmail, role: 'collaborator' },
        { email: viewerEmail, role: 'viewer' },
      ],
    });
    for (const id of [ws.tasks.kickOff, ws.tasks.internal]) {
      await api.patch(`/v1/workspace-plan-tasks/${id}`, { actionType: 'upload' }).expect(200);
    }
    const collaborator = new Visitor(t);
    await signInByLink(t, smtp, collaborator, ws.path, collaboratorEmail);
    const viewer = new Visitor(t);
    await signInByLink(t, smtp, viewer, ws.path, viewerEmail);
    return { api, orgId, ws, collaborator, viewer };
  }

  const overview = (ws: PublishedWorkspace) => `${ws.path}/pages/${ws.pages.overview}`;
  /** The upload address of `taskId` with this browser's form token (the page's own form only for tasks it shows). */
  const actionFor = async (visitor: Visitor, ws: PublishedWorkspace, taskId: string): Promise<string> => {
    const page = await visitor.get(overview(ws), 200);
    return `${ws.path}/tasks/${taskId}/files?t=${csrfOf(page.text)}&page=${ws.pages.overview}`;
  };
  const taskOf = async (api: Api, id: string): Promise<Json> =>
    (await api.get(`/v1/workspace-plan-tasks/${id}`).expect(200)).body.data.workspacePlanTask as Json;
  /** Nothing stored, nothing attached, the task as it was. */
  const expectNothingStored = async (api: Api, ws: PublishedWorkspace, before: { files: number; chunks: number }) => {
    expect(await storedFiles(t)).toEqual(before);
    expect(await taskOf(api, ws.tasks.kickOff)).toMatchObject({ status: 'Not Started', files: [] });
  };

  it('refuses a viewer before reading the body: a 403 page, the connection closed, nothing stored', async () => {
    const { api, ws, viewer } = await fileRequest();
    const action = await actionFor(viewer, ws, ws.tasks.kickOff);
    expect((await viewer.get(overview(ws), 200)).text).not.toContain('type="file"');
    const before = await storedFiles(t);
    const total = 64 * MIB;
    const exchange = await rawExchange(port, {
      head:
        `POST ${action} HTTP/1.1\r\nHost: x\r\nCookie: ${viewer.cookieHeader().Cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${total}\r\n`,
      flood: total,
    });
    expect(exchange.answer?.status).toBe(403);
    expect(exchange.answer?.headers['content-type']).toMatch(/^text\/html/);
    expect(exchange.answer?.body).toContain('Only people who may complete tasks');
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.bodyBytesWritten).toBeLessThan(total / 4);
    await expectNothingStored(api, ws, before);
  });

  it('refuses an anonymous reader of a public workspace (403) and finds nothing for one of a private workspace (404)', async () => {
    const pub = await fileRequest({ shareSetting: 'public' });
    const priv = await fileRequest();
    const before = await storedFiles(t);
    for (const [{ ws }, status] of [
      [pub, 403],
      [priv, 404],
    ] as const) {
      const anonymous = new Visitor(t);
      // The sign-in form carries this browser's token: refused for the role, not the token.
      const page = await anonymous.get(`${ws.path}/sign-in`, 200);
      const action = `${ws.path}/tasks/${ws.tasks.kickOff}/files?t=${csrfOf(page.text)}`;
      const res = await anonymous.postMultipart(action, multipartForm(Buffer.from('hello')), status);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    await expectNothingStored(pub.api, pub.ws, before);
  });

  it('finds no internal task, no task that asks for no file and no other id: 404, nothing stored', async () => {
    const { api, ws, collaborator } = await fileRequest();
    const before = await storedFiles(t);
    for (const id of [ws.tasks.internal, ws.tasks.security, 'zzzzzzzzzzzz', '..%2F..%2Fx']) {
      await collaborator.postMultipart(await actionFor(collaborator, ws, id), multipartForm(Buffer.from('x')), 404);
    }
    await expectNothingStored(api, ws, before);
  });

  it('refuses a form without this browser’s token (403) before reading it', async () => {
    const { api, ws, collaborator } = await fileRequest();
    const before = await storedFiles(t);
    const forged = `${ws.path}/tasks/${ws.tasks.kickOff}/files?t=${'A'.repeat(43)}`;
    const res = await collaborator.postMultipart(forged, multipartForm(Buffer.from('x')), 403);
    expect(res.text).toContain('This form has expired');
    await collaborator.postMultipart(forged.replace(/\?.*$/, ''), multipartForm(Buffer.from('x')), 403);
    await expectNothingStored(api, ws, before);
  });

  it('refuses a file past FILES_MAX_BYTES and an empty one with a page leading back to the task, nothing stored', async () => {
    const { api, ws, collaborator } = await fileRequest();
    const before = await storedFiles(t);
    const action = await actionFor(collaborator, ws, ws.tasks.kickOff);
    const large = await collaborator.postMultipart(action, multipartForm(Buffer.alloc(MAX + 1, 7)), 413);
    expect(large.text).toContain('That file is too large: files can be at most 4 KB.');
    expect(large.text).toContain(`href="${overview(ws)}#task-${ws.tasks.kickOff}"`);
    const empty = await collaborator.postMultipart(action, multipartForm(Buffer.alloc(0)), 400);
    expect(empty.text).toContain('Choose a file to upload');
    await expectNothingStored(api, ws, before);
  });

  it("refuses a file that would pass the organization's quota (413), keeping what it holds", async () => {
    const { api, ws, collaborator } = await fileRequest();
    const action = await actionFor(collaborator, ws, ws.tasks.kickOff);
    for (const seed of [1, 2]) await collaborator.postMultipart(action, multipartForm(Buffer.alloc(3000, seed)), 303);
    const before = await storedFiles(t);
    const res = await collaborator.postMultipart(action, multipartForm(Buffer.alloc(3000, 3)), 413);
    expect(res.text).toContain('There is no room for this file in this workspace right now');
    expect(await storedFiles(t)).toEqual(before);
    expect((await taskOf(api, ws.tasks.kickOff)).files).toHaveLength(2);
  });

  it('stores HTML sent as an image as text, and serves it as a plain-text attachment, never as markup', async () => {
    const { api, ws, collaborator } = await fileRequest();
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const action = await actionFor(collaborator, ws, ws.tasks.kickOff);
    await collaborator.postMultipart(action, multipartForm(html, { filename: 'logo.png' }), 303);
    const [file] = (await taskOf(api, ws.tasks.kickOff)).files as Json[];
    expect(file).toMatchObject({ name: 'logo.png', contentType: 'text/plain' });
    const served = await api.get(linkPath(file.url as string)).expect(200);
    expect(served.headers['content-type']).toMatch(/^text\/plain/);
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('drops NUL, controls and bidi overrides from the file name, on the page and in the API', async () => {
    const { api, ws, collaborator } = await fileRequest();
    const action = await actionFor(collaborator, ws, ws.tasks.kickOff);
    const disposition = "filename*=UTF-8''in%00voice%E2%80%AEfdp.exe%07.txt";
    await collaborator.postMultipart(action, multipartForm(Buffer.from('x'), { disposition }), 303);
    const [file] = (await taskOf(api, ws.tasks.kickOff)).files as Json[];
    expect(file.name).toBe('invoicefdp.exe.txt');
    const page = await collaborator.get(overview(ws), 200);
    expect(page.text).toContain('<span class="file-name">invoicefdp.exe.txt</span>');
    for (const unsafe of ['\u0000', '\u0007', '\u202e']) expect(page.text).not.toContain(unsafe);
  });

  it('takes one of two uploads racing for the last place of a task (the other 409), and refuses a full task before reading', async () => {
    const { api, orgId, ws, collaborator } = await fileRequest();
    // Nineteen files already attached, written directly: the bound is what is tested, not nineteen uploads.
    for (let i = 0; i < 19; i++) {
      const file = await insertFile(t, orgId, { name: `earlier-${i}.txt`, size: 1 });
      const link = { taskId: ws.tasks.kickOff, fileId: file.id, organizationId: orgId, createdAt: file.createdAt };
      await t.dataSource.manager.insert(TaskFileEntity, link);
    }
    const action = await actionFor(collaborator, ws, ws.tasks.kickOff);
    const before = await storedFiles(t);
    // Both pass the check before the body (19 files); the transaction that attaches counts again, under the lock.
    const raced = await Promise.all(
      ['one', 'two'].map((text) => collaborator.postMultipart(action, multipartForm(Buffer.from(text)))),
    );
    expect(raced.map((res) => res.status).sort()).toEqual([303, 409]);
    expect(raced.find((res) => res.status === 409)!.text).toContain('This task already holds 20 files');
    expect((await taskOf(api, ws.tasks.kickOff)).files).toHaveLength(20);
    expect(await storedFiles(t)).toEqual({ files: before.files + 1, chunks: before.chunks + 1 });
    const full = await collaborator.postMultipart(action, multipartForm(Buffer.from('three')), 409);
    expect(full.text).toContain('This task already holds 20 files');
    expect(await storedFiles(t)).toEqual({ files: before.files + 1, chunks: before.chunks + 1 });
  });
});

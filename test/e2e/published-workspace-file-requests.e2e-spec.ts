import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { lastEventData } from '../support/events.js';
import { binary, linkPath } from '../support/factories/files.js';
import { type PublishedWorkspace, createPublishedWorkspace } from '../support/factories/published-workspace.js';
import { bootWithSmtp } from '../support/mail-app.js';
import type { SmtpCapture } from '../support/smtp.js';
import { Visitor, csrfOf, multipartForm, signInByLink } from '../support/visitor.js';
import type { Json } from '../support/wire.js';

/**
 * File requests (issue 35, part 3): a task with `actionType: "upload"` asks contacts for a file; a collaborator
 * uploads it from the task on the published workspace, the task completes with the file attached, the team is told.
 */
describe('published workspace: file requests', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp());
  });
  afterAll(() => t.close());

  let seq = 0;
  /** A published workspace of an organization of its own whose kick-off task asks for a file, a collaborator signed in. */
  async function fileRequest(): Promise<{ api: Api; orgId: string; ws: PublishedWorkspace; contact: Visitor }> {
    seq += 1;
    const { api, orgId } = await newOrgApi(t);
    const email = `collaborator-${seq}@customer.example`;
    const ws = await createPublishedWorkspace(api, {
      name: `Files ${seq}`,
      members: [
        { email, role: 'collaborator' },
        { email: `owner-${seq}@vendor.example`, role: 'owner' },
      ],
    });
    await api
      .patch(`/v1/workspace-plan-tasks/${ws.tasks.kickOff}`, {
        actionType: 'upload',
        actionText: 'Send us your logo',
        showActionText: true,
      })
      .expect(200);
    const contact = new Visitor(t);
    await signInByLink(t, smtp, contact, ws.path, email);
    return { api, orgId, ws, contact };
  }

  const overview = (ws: PublishedWorkspace) => `${ws.path}/pages/${ws.pages.overview}`;
  /** The upload form's address as the page writes it (`&amp;` unescaped, as the browser reads it). */
  const uploadAction = (html: string, taskId: string): string =>
    new RegExp(`<form id="uf-${taskId}" method="post" enctype="multipart/form-data" action="([^"]+)"`)
      .exec(html)![1]
      .replace(/&amp;/g, '&');
  const taskOf = async (api: Api, id: string): Promise<Json> =>
    (await api.get(`/v1/workspace-plan-tasks/${id}`).expect(200)).body.data.workspacePlanTask as Json;

  it('a collaborator uploads a file from the task: back at the task, completed, the file attached and downloadable', async () => {
    const { api, ws, contact } = await fileRequest();
    const page = await contact.get(overview(ws), 200);
    const kickOff = ws.tasks.kickOff;
    // A labelled file input and a button under the task, tied to the task's own form (forms do not nest).
    expect(page.text).toContain(
      `<input type="file" id="uf-file-${kickOff}" name="file" form="uf-${kickOff}" required>`,
    );
    expect(page.text).toMatch(new RegExp(`<button type="submit" form="uf-${kickOff}">Upload`));
    const action = uploadAction(page.text, kickOff);
    expect(action).toBe(`${ws.path}/tasks/${kickOff}/files?t=${csrfOf(page.text)}&page=${ws.pages.overview}`);
    // Other tasks ask for no file.
    expect(page.text).not.toContain(`uf-${ws.tasks.security}`);

    const bytes = Buffer.from('%PDF-1.7\n% a small signed document\n');
    const posted = await contact.postMultipart(action, multipartForm(bytes, { filename: 'Signed NDA.pdf' }), 303);
    expect(posted.headers.location).toBe(`${overview(ws)}#task-${kickOff}`);

    const task = await taskOf(api, kickOff);
    expect(task).toMatchObject({ status: 'Completed', completed: true, actionType: 'upload' });
    const files = task.files as Json[];
    expect(files).toEqual([
      {
        id: expect.any(String),
        object: 'file',
        url: expect.stringMatching(/\/v1\/files\/\w+\/content\?expires=\d+&signature=/),
        name: 'Signed NDA.pdf',
        size: bytes.length,
        contentType: 'application/pdf',
        expiresAt: expect.any(String),
        thumbnail: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    const downloaded = await binary(api.get(linkPath(files[0].url as string))).expect(200);
    expect(Buffer.compare(downloaded.body as Buffer, bytes)).toBe(0);
    // A file of the organization like any other.
    await api.get(`/v1/files/${String(files[0].id)}`).expect(200);
    // `properties` selects within the files too.
    const picked = (await api.get(`/v1/workspace-plan-tasks/${kickOff}?properties=title,files.name`).expect(200)).body
      .data.workspacePlanTask;
    expect(picked).toEqual({
      id: kickOff,
      object: 'workspacePlanTask',
      url: expect.any(String),
      title: 'Kick-off call',
      files: [{ id: files[0].id, object: 'file', url: expect.any(String), name: 'Signed NDA.pdf' }],
    });

    const after = await contact.get(overview(ws), 200);
    const item = new RegExp(`<li class="task done" id="task-${kickOff}">[\\s\\S]*?</li>\\s*</ul>`).exec(after.text)![0];
    expect(item).toContain('<span class="file-name">Signed NDA.pdf</span>');
    expect(item).toContain(`id="t-${kickOff}" name="done" value="${kickOff}" checked`);
  });

  it("counts as the contact completing the task: its events, activity, totalActions, and the team told the file's name", async () => {
    const { api, orgId, ws, contact } = await fileRequest();
    const before = (await api.get(`/v1/workspaces/${ws.id}?properties=totalActions,taskProgress`).expect(200)).body.data
      .workspace;
    const page = await contact.get(overview(ws), 200);
    await contact.postMultipart(
      uploadAction(page.text, ws.tasks.kickOff),
      multipartForm(Buffer.from('logo'), { filename: 'logo.txt' }),
      303,
    );
    const completed = await lastEventData(t, orgId, 'workspacePlanTask.completed');
    expect(completed?.object).toMatchObject({ id: ws.tasks.kickOff, files: [{ name: 'logo.txt', size: 4 }] });
    const act = await lastEventData(t, orgId, 'workspace.plan.task.completed');
    const file = (completed!.object as { files: Json[] }).files[0];
    expect(act?.object).toMatchObject({
      workspacePlanTaskId: ws.tasks.kickOff,
      fileId: file.id,
      associatedObjects: {
        workspacePlanTask: { id: ws.tasks.kickOff, title: 'Kick-off call', status: 'Completed' },
        file: { id: file.id, name: 'logo.txt' },
      },
    });
    const after = (await api.get(`/v1/workspaces/${ws.id}?properties=totalActions,taskProgress`).expect(200)).body.data
      .workspace;
    expect(after.totalActions).toBe(before.totalActions + 1);
    expect(Number(after.taskProgress)).toBeGreaterThan(Number(before.taskProgress));
    const lines = (await t.dataSource.query(
      `SELECT "line" FROM "notification_item" WHERE "workspace_id" = '${ws.id}'`,
    )) as { line: string }[];
    expect(lines.map((row) => row.line)).toContain(
      `collaborator-${seq}@customer.example completed “Kick-off call” in “Files ${seq}”, uploading “logo.txt”.`,
    );
  });

  it('a second file on a completed task is attached too, after the first', async () => {
    const { api, ws, contact } = await fileRequest();
    for (const name of ['first.txt', 'second.txt']) {
      const page = await contact.get(overview(ws), 200);
      await contact.postMultipart(
        uploadAction(page.text, ws.tasks.kickOff),
        multipartForm(Buffer.from(name), { filename: name }),
        303,
      );
    }
    const task = await taskOf(api, ws.tasks.kickOff);
    expect((task.files as Json[]).map((f) => f.name)).toEqual(['first.txt', 'second.txt']);
    expect(task.status).toBe('Completed');
  });

  it("a template's file request is copied to the workspace made from it, with no files", async () => {
    const { api } = await newOrgApi(t);
    const planTasks = [
      { title: 'Send your logo', actionType: 'upload', actionText: 'SVG or PNG', showActionText: true },
    ];
    const template = (await api.post('/v1/templates', { name: 'Brand kit', planTasks }).expect(201)).body.data.template;
    expect(template.planTasks[0]).toMatchObject({ actionType: 'upload' });
    const ws = (await api.post('/v1/workspaces', { name: 'Brand kit for Acme', templateId: template.id }).expect(201))
      .body.data.workspace;
    const tasks = (await api.get(`/v1/workspace-plan-tasks?filters[workspaceId]=${ws.id}`).expect(200)).body.data
      .workspacePlanTasks as Json[];
    expect(tasks).toEqual([
      expect.objectContaining({ title: 'Send your logo', actionType: 'upload', actionText: 'SVG or PNG', files: [] }),
    ]);
  });

  it('deleting an attached file through the API removes it from the task', async () => {
    const { api, ws, contact } = await fileRequest();
    const page = await contact.get(overview(ws), 200);
    await contact.postMultipart(uploadAction(page.text, ws.tasks.kickOff), multipartForm(Buffer.from('x')), 303);
    const [file] = (await taskOf(api, ws.tasks.kickOff)).files as Json[];
    await api.delete(`/v1/files/${String(file.id)}`).expect(200);
    expect((await taskOf(api, ws.tasks.kickOff)).files).toEqual([]);
  });
});

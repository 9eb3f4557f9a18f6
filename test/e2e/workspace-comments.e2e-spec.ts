import { newId } from '../../src/common/ids.js';
import { COMMENTS_PER_WORKSPACE_MAX } from '../../src/workspace-comments/comment-writes.js';
import { WorkspaceCommentEntity } from '../../src/workspace-comments/workspace-comment.entity.js';
import type { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, bootWithOrg, expectError, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { lastEventData } from '../support/events.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertFile } from '../support/factories/files.js';
import { insertUser } from '../support/factories/users.js';
import { insertPlanTask } from '../support/factories/workspace-plan-tasks.js';
import { createPage, createSection } from '../support/factories/workspace-structure.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { ID, ISO_MS, type Json } from '../support/wire.js';

describe('workspace comments through the API', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  /** A workspace with a task, a text section, and a file section showing a file, and a user of the organization. */
  const setup = async (overrides: Parameters<typeof insertWorkspace>[2] = {}) => {
    const workspace = await insertWorkspace(t, orgId, overrides);
    const user = await insertUser(t, orgId, {
      firstName: 'Dana',
      lastName: 'Seller',
      email: `dana-${workspace.id.toLowerCase()}@example.com`,
    });
    const task = await insertPlanTask(t, workspace, { title: 'Sign the order form' });
    const page = await createPage(api, workspace.id);
    const section = await createSection(api, page.id, { title: 'Pricing' });
    const file = await insertFile(t, orgId, { name: 'Order form.pdf' });
    await createSection(api, page.id, { kind: 'file', title: 'The order form', fileId: file.id });
    return { workspace, user, task, section, file, page };
  };
  const post = (body: Json) => api.post('/v1/workspace-comments', body);
  const write = async (body: Json): Promise<Json> => (await post(body).expect(200)).body.data.workspaceComment as Json;
  const list = async (workspaceId: string, extra = ''): Promise<Json[]> =>
    (await api.get(`/v1/workspace-comments?filters[workspaceId]=${workspaceId}${extra}`).expect(200)).body.data
      .workspaceComments as Json[];
  const onTask = (w: { workspace: WorkspaceEntity; user: { id: string }; task: { id: string } }, body: string) => ({
    workspaceId: w.workspace.id,
    userId: w.user.id,
    subject: { type: 'workspacePlanTask', id: w.task.id },
    body,
  });
  const badField = async (body: Json, status = 400) =>
    expectError((await post(body).expect(status)).body, status, status === 400 ? 'BAD_REQUEST' : 'CONFLICT').details[0]
      .field;

  it('comments on a task on behalf of a user and answers it in full, with Location', async () => {
    const w = await setup();
    const res = await post(onTask(w, 'Who signs **this**?')).expect(200);
    const comment = res.body.data.workspaceComment;
    expect(comment).toEqual({
      id: expect.stringMatching(ID),
      object: 'workspaceComment',
      url: `http://localhost:3000/v1/workspace-comments/${comment.id}`,
      workspaceId: w.workspace.id,
      subject: { type: 'workspacePlanTask', id: w.task.id },
      parentId: null,
      body: 'Who signs **this**?',
      author: { kind: 'team', user: expect.objectContaining({ id: w.user.id, name: 'Dana Seller' }) },
      replyCount: 0,
      editedAt: null,
      deletedAt: null,
      createdAt: expect.stringMatching(ISO_MS),
      updatedAt: comment.createdAt,
    });
    expect(res.headers.location).toBe(comment.url);
    expect((await api.get(`/v1/workspace-comments/${comment.id}`).expect(200)).body).toEqual({
      data: { workspaceComment: comment },
    });
  });

  it('takes a task (internal too), a section (hidden too) and a file a file section shows, and lists by subject', async () => {
    const w = await setup();
    const internal = await insertPlanTask(t, w.workspace, { title: 'Margin check', isInternal: true });
    const hidden = await createSection(api, w.page.id, { title: 'Notes', isHidden: true });
    const base = { workspaceId: w.workspace.id, userId: w.user.id };
    const on = (type: string, id: string, body: string) => write({ ...base, subject: { type, id }, body });
    await on('workspacePlanTask', w.task.id, 'task');
    await on('workspacePlanTask', internal.id, 'internal task');
    await on('workspaceSection', w.section.id, 'section');
    await on('workspaceSection', hidden.id, 'hidden section');
    const fileComment = await on('file', w.file.id, 'file');
    expect((await list(w.workspace.id)).map((c) => c.body)).toEqual([
      'task',
      'internal task',
      'section',
      'hidden section',
      'file',
    ]);
    const bySubject = (type: string, id: string) =>
      list(w.workspace.id, `&filters[subjectType]=${type}&filters[subjectId]=${id}`);
    expect((await bySubject('workspaceSection', w.section.id)).map((c) => c.body)).toEqual(['section']);
    expect((await bySubject('file', w.file.id)).map((c) => c.id)).toEqual([fileComment.id]);
    const after = encodeURIComponent(fileComment.createdAt as string);
    expect(await list(w.workspace.id, `&filters[createdAfter]=${after}`)).toEqual([]);
    const half = await api.get(
      `/v1/workspace-comments?filters[workspaceId]=${w.workspace.id}&filters[subjectId]=${w.task.id}`,
    );
    expect(expectError(half.body, 400, 'BAD_REQUEST').details[0].field).toBe('filters.subjectType');
  });

  it('refuses a subject outside the workspace: another workspace’s task or section, a file no section shows', async () => {
    const w = await setup();
    const other = await setup();
    const stray = await insertFile(t, orgId);
    const base = { workspaceId: w.workspace.id, userId: w.user.id, body: 'x' };
    for (const subject of [
      { type: 'workspacePlanTask', id: other.task.id },
      { type: 'workspaceSection', id: other.section.id },
      { type: 'file', id: stray.id },
      { type: 'workspacePlanTask', id: w.section.id },
    ]) {
      expect(await badField({ ...base, subject })).toBe('subject.id');
    }
    expect(await badField({ ...base, subject: { type: 'workspacePage', id: w.page.id } })).toBe('subject.type');
    expect(await badField({ ...base, subject: 'task' })).toBe('subject');
    expect(await badField({ ...base, subject: { type: 'workspacePlanTask', id: w.task.id }, userId: newId() })).toBe(
      'userId',
    );
    const stranger = await newOrgApi(t);
    await stranger.api.post('/v1/workspace-comments', onTask(w, 'x')).expect(400);
  });

  it('files a reply to a reply under its parent, and refuses a parent on another subject', async () => {
    const w = await setup();
    const top = await write(onTask(w, 'question'));
    const reply = await write({ ...onTask(w, 'answer'), parentId: top.id });
    const nested = await write({ ...onTask(w, 'thanks'), parentId: reply.id });
    expect(nested.parentId).toBe(top.id);
    expect((await api.get(`/v1/workspace-comments/${top.id}`).expect(200)).body.data.workspaceComment.replyCount).toBe(
      2,
    );
    const onSection = { ...onTask(w, 'elsewhere'), subject: { type: 'workspaceSection', id: w.section.id } };
    expect(await badField({ ...onSection, parentId: top.id })).toBe('parentId');
    expect((await list(w.workspace.id, `&filters[parentId]=${top.id}`)).map((c) => c.body)).toEqual([
      'answer',
      'thanks',
    ]);
  });

  it('follows messagesEnabled: off, a comment is a 409 naming it', async () => {
    const w = await setup({ messagesEnabled: false });
    expect(await badField(onTask(w, 'hi'), 409)).toBe('messagesEnabled');
  });

  it('refuses hostile bodies with a 400 naming body', async () => {
    const w = await setup();
    for (const body of ['', '   ', 'a\u0000b', 'a\u0007b', 'evil\u202Egnp.exe', 'x'.repeat(10_001), 42]) {
      const res = await post({ ...onTask(w, ''), body });
      expect(res.status).toBe(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details.map((d) => d.field)).toContain('body');
    }
    await post(onTask(w, '<script>alert(1)</script>\r\n\t[x](javascript:alert(1))')).expect(200);
  });

  it('lets the author edit and records editedAt; another user 403; deleting leaves a tombstone edits refuse', async () => {
    const w = await setup();
    const other = await insertUser(t, orgId);
    const comment = await write(onTask(w, 'draft'));
    const reply = await write({ ...onTask(w, 'reply'), parentId: comment.id });
    const path = `/v1/workspace-comments/${comment.id}`;
    await api.patch(path, { userId: other.id, body: 'hijack' }).expect(403);
    const edited = await api.patch(path, { userId: w.user.id, body: 'final' }).expect(200);
    expect(edited.body.data.workspaceComment).toMatchObject({ body: 'final', editedAt: expect.stringMatching(ISO_MS) });
    await api.delete(`/v1/workspace-comments/${reply.id}`).expect(200);
    await api.delete(path).expect(200);
    await api.delete(path).expect(200);
    expect((await list(w.workspace.id)).map((c) => [c.id, c.body, c.parentId, c.replyCount])).toEqual([
      [comment.id, null, null, 0],
      [reply.id, null, comment.id, 0],
    ]);
    await api.patch(path, { userId: w.user.id, body: 'back' }).expect(409);
  });

  it(`holds at most ${COMMENTS_PER_WORKSPACE_MAX} comments per workspace, tombstones included (then 409)`, async () => {
    const w = await setup();
    const now = new Date().toISOString();
    const rows = Array.from({ length: COMMENTS_PER_WORKSPACE_MAX }, () => ({
      id: newId(),
      organizationId: orgId,
      workspaceId: w.workspace.id,
      subjectType: 'workspaceSection' as const,
      workspacePlanTaskId: null,
      workspaceSectionId: w.section.id,
      fileId: null,
      parentId: null,
      body: null,
      authorKind: 'team' as const,
      authorUserId: w.user.id,
      replyCount: 0,
      editedAt: null,
      deletedAt: now,
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await t.dataSource.manager.insert(WorkspaceCommentEntity, rows.slice(i, i + 200));
    }
    const res = await post(onTask(w, 'one too many')).expect(409);
    expect(expectError(res.body, 409, 'CONFLICT').message).toContain(`${COMMENTS_PER_WORKSPACE_MAX} comments`);
  });

  it('emits created, updated and deleted events carrying Dock’s associated objects and the subject', async () => {
    const account = await insertAccount(t, orgId, { name: 'Globex' });
    const w = await setup({ accountId: account.id });
    const comment = await write(onTask(w, 'hi'));
    expect((await lastEventData(t, orgId, 'workspaceComment.created'))?.object).toMatchObject({
      id: comment.id,
      associatedObjects: {
        workspaceComment: comment,
        workspace: { id: w.workspace.id, name: w.workspace.name, url: null },
        account: { id: account.id, name: 'Globex' },
        user: { id: w.user.id, email: w.user.email, firstName: 'Dana', lastName: 'Seller' },
        workspacePlanTask: { id: w.task.id, title: 'Sign the order form', status: 'Not Started' },
      },
    });
    await api.patch(`/v1/workspace-comments/${comment.id}`, { userId: w.user.id, body: 'hi!' }).expect(200);
    expect((await lastEventData(t, orgId, 'workspaceComment.updated'))?.object).toMatchObject({ body: 'hi!' });
    const onFile = await write({ ...onTask(w, 'the file'), subject: { type: 'file', id: w.file.id } });
    await api.delete(`/v1/workspace-comments/${onFile.id}`).expect(200);
    expect((await lastEventData(t, orgId, 'workspaceComment.deleted'))?.object).toMatchObject({
      id: onFile.id,
      body: null,
      associatedObjects: { file: { id: w.file.id, name: 'Order form.pdf' } },
    });
  });

  it('takes the comments with their task, section, file or workspace', async () => {
    const w = await setup();
    const count = () => t.dataSource.manager.count(WorkspaceCommentEntity, { where: { workspaceId: w.workspace.id } });
    await write(onTask(w, 'on the task'));
    await write({ ...onTask(w, 'on the section'), subject: { type: 'workspaceSection', id: w.section.id } });
    await write({ ...onTask(w, 'on the file'), subject: { type: 'file', id: w.file.id } });
    await write({
      ...onTask(w, 'stays until the workspace goes'),
      subject: { type: 'workspaceSection', id: w.section.id },
    });
    await api.delete(`/v1/workspace-plan-tasks/${w.task.id}`).expect(200);
    expect(await count()).toBe(3);
    await api.delete(`/v1/files/${w.file.id}`).expect(200);
    expect(await count()).toBe(2);
    await api.delete(`/v1/workspace-sections/${w.section.id}`).expect(200);
    expect(await count()).toBe(0);
    await write(onTask({ ...w, task: await insertPlanTask(t, w.workspace) }, 'last'));
    await api.delete(`/v1/workspaces/${w.workspace.id}`).expect(200);
    expect(await count()).toBe(0);
  });
});

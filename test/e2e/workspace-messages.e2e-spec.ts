import { newId } from '../../src/common/ids.js';
import { MESSAGES_PER_WORKSPACE_MAX } from '../../src/workspace-messages/thread-rules.js';
import { WorkspaceMessageEntity } from '../../src/workspace-messages/workspace-message.entity.js';
import { type Api, bootWithOrg, expectError, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { lastEventData } from '../support/events.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertTemplate } from '../support/factories/templates.js';
import { insertUser } from '../support/factories/users.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { ID, ISO_MS, type Json } from '../support/wire.js';

describe('workspace messages through the API', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  const setup = async (overrides: Parameters<typeof insertWorkspace>[2] = {}) => {
    const workspace = await insertWorkspace(t, orgId, overrides);
    const user = await insertUser(t, orgId, {
      firstName: 'Dana',
      lastName: 'Seller',
      email: `dana-${workspace.id.toLowerCase()}@example.com`,
    });
    return { workspace, user };
  };
  const post = (body: Json) => api.post('/v1/workspace-messages', body);
  const write = async (body: Json): Promise<Json> => (await post(body).expect(200)).body.data.workspaceMessage as Json;
  const thread = async (workspaceId: string, extra = ''): Promise<Json[]> =>
    (await api.get(`/v1/workspace-messages?filters[workspaceId]=${workspaceId}${extra}`).expect(200)).body.data
      .workspaceMessages as Json[];

  it('writes a message on behalf of a user and answers it in full, with Location', async () => {
    const { workspace, user } = await setup();
    const res = await post({ workspaceId: workspace.id, userId: user.id, body: 'Hello **there**' }).expect(200);
    const message = res.body.data.workspaceMessage;
    expect(message).toEqual({
      id: expect.stringMatching(ID),
      object: 'workspaceMessage',
      url: `http://localhost:3000/v1/workspace-messages/${message.id}`,
      workspaceId: workspace.id,
      parentId: null,
      body: 'Hello **there**',
      author: {
        kind: 'team',
        user: expect.objectContaining({ id: user.id, object: 'user', name: 'Dana Seller', email: user.email }),
      },
      replyCount: 0,
      editedAt: null,
      deletedAt: null,
      createdAt: expect.stringMatching(ISO_MS),
      updatedAt: message.createdAt,
    });
    expect(res.headers.location).toBe(message.url);
    const read = await api.get(`/v1/workspace-messages/${message.id}`).expect(200);
    expect(read.body).toEqual({ data: { workspaceMessage: message } });
  });

  it('lists the thread oldest first, replies included, and filters by parent and by creation instant', async () => {
    const { workspace, user } = await setup();
    const first = await write({ workspaceId: workspace.id, userId: user.id, body: 'one' });
    const second = await write({ workspaceId: workspace.id, userId: user.id, body: 'two' });
    const reply = await write({ workspaceId: workspace.id, userId: user.id, body: 're: one', parentId: first.id });
    expect((await thread(workspace.id)).map((m) => m.body)).toEqual(['one', 'two', 're: one']);
    expect((await thread(workspace.id, `&filters[parentId]=${first.id}`)).map((m) => m.id)).toEqual([reply.id]);
    const after = encodeURIComponent(second.createdAt as string);
    expect((await thread(workspace.id, `&filters[createdAfter]=${after}`)).map((m) => m.id)).toEqual([reply.id]);
    expect(
      (await api.get(`/v1/workspace-messages/${first.id}`).expect(200)).body.data.workspaceMessage.replyCount,
    ).toBe(1);
  });

  it('refuses a list without filters[workspaceId]', async () => {
    const res = await api.get('/v1/workspace-messages').expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'filters.workspaceId', message: 'is required' },
    ]);
  });

  it('files a reply to a reply under its parent (one level)', async () => {
    const { workspace, user } = await setup();
    const top = await write({ workspaceId: workspace.id, userId: user.id, body: 'question' });
    const reply = await write({ workspaceId: workspace.id, userId: user.id, body: 'answer', parentId: top.id });
    const nested = await write({ workspaceId: workspace.id, userId: user.id, body: 'thanks', parentId: reply.id });
    expect(nested.parentId).toBe(top.id);
    expect((await api.get(`/v1/workspace-messages/${top.id}`).expect(200)).body.data.workspaceMessage.replyCount).toBe(
      2,
    );
  });

  it('refuses a post with 409 naming messagesEnabled when the workspace has it off', async () => {
    const { workspace, user } = await setup({ messagesEnabled: false });
    const res = await post({ workspaceId: workspace.id, userId: user.id, body: 'hi' }).expect(409);
    expect(expectError(res.body, 409, 'CONFLICT').details).toEqual([
      { field: 'messagesEnabled', message: expect.stringContaining('false') },
    ]);
  });

  it('takes messagesEnabled from the template at creation unless given, and a PATCH turns it off', async () => {
    const closed = await insertTemplate(t, orgId, { messagesEnabled: false });
    const open = await insertTemplate(t, orgId, { messagesEnabled: true });
    const create = async (body: Json) =>
      (await api.post('/v1/workspaces', { name: 'Conversations', ...body }).expect(201)).body.data.workspace as Json;
    expect((await create({ templateId: closed.id })).messagesEnabled).toBe(false);
    expect((await create({ templateId: closed.id, messagesEnabled: true })).messagesEnabled).toBe(true);
    const workspace = await create({ templateId: open.id });
    expect(workspace.messagesEnabled).toBe(true);
    const user = await insertUser(t, orgId);
    await post({ workspaceId: workspace.id, userId: user.id, body: 'hi' }).expect(200);
    const patched = await api.patch(`/v1/workspaces/${workspace.id}`, { messagesEnabled: false }).expect(200);
    expect(patched.body.data.workspace.messagesEnabled).toBe(false);
    await post({ workspaceId: workspace.id, userId: user.id, body: 'hi' }).expect(409);
  });

  it('refuses hostile bodies with a 400 naming body', async () => {
    const { workspace, user } = await setup();
    for (const body of ['', '   ', 'a\u0000b', 'a\u0007b', 'evil\u202Egnp.exe', 'x'.repeat(10_001), 42]) {
      const res = await post({ workspaceId: workspace.id, userId: user.id, body });
      expect(res.status).toBe(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details.map((d) => d.field)).toContain('body');
    }
    // A lone surrogate is refused before the body is validated, for every route alike, naming its field.
    const surrogate = await post({ workspaceId: workspace.id, userId: user.id, body: 'a\uD800b' }).expect(400);
    const refused = expectError(surrogate.body, 400, 'BAD_REQUEST');
    expect(refused.message).toContain('unpaired surrogate');
    expect(refused.details.map((d) => d.field)).toEqual(['body']);
    await post({ workspaceId: workspace.id, userId: user.id, body: 'x'.repeat(10_000) }).expect(200);
    await post({ workspaceId: workspace.id, userId: user.id, body: 'line one\r\n\tline two' }).expect(200);
  });

  it('refuses an unknown user, another workspace’s parent and another organization’s workspace', async () => {
    const { workspace, user } = await setup();
    const other = await setup();
    const foreign = await write({ workspaceId: other.workspace.id, userId: other.user.id, body: 'elsewhere' });
    const field = async (body: Json) =>
      expectError((await post(body).expect(400)).body, 400, 'BAD_REQUEST').details[0].field;
    expect(await field({ workspaceId: workspace.id, userId: 'aaaaaaaaaaaa', body: 'x' })).toBe('userId');
    expect(await field({ workspaceId: workspace.id, userId: user.id, body: 'x', parentId: foreign.id })).toBe(
      'parentId',
    );
    const stranger = await newOrgApi(t);
    await stranger.api
      .post('/v1/workspace-messages', { workspaceId: workspace.id, userId: user.id, body: 'x' })
      .expect(400);
    await stranger.api.get(`/v1/workspace-messages/${foreign.id}`).expect(404);
  });

  it('lets the author edit the body and records editedAt; another user gets 403, an unknown one 400', async () => {
    const { workspace, user } = await setup();
    const other = await insertUser(t, orgId);
    const message = await write({ workspaceId: workspace.id, userId: user.id, body: 'draft' });
    await api.patch(`/v1/workspace-messages/${message.id}`, { userId: other.id, body: 'hijack' }).expect(403);
    const unknown = await api.patch(`/v1/workspace-messages/${message.id}`, { userId: 'aaaaaaaaaaaa', body: 'x' });
    expect(expectError(unknown.body, 400, 'BAD_REQUEST').details[0].field).toBe('userId');
    const res = await api.patch(`/v1/workspace-messages/${message.id}`, { userId: user.id, body: 'final' }).expect(200);
    expect(res.body.data.workspaceMessage).toMatchObject({ body: 'final', editedAt: expect.stringMatching(ISO_MS) });
    // Unnamed, the team edits the team's messages (a contact's are refused, tested with the page).
    await api.patch(`/v1/workspace-messages/${message.id}`, { body: 'typo fixed' }).expect(200);
  });

  it('deletes as a tombstone: the reply keeps its parent, the text is gone, and edits are refused', async () => {
    const { workspace, user } = await setup();
    const top = await write({ workspaceId: workspace.id, userId: user.id, body: 'secret' });
    const reply = await write({ workspaceId: workspace.id, userId: user.id, body: 'reply', parentId: top.id });
    await api.delete(`/v1/workspace-messages/${top.id}`).expect(200);
    await api.delete(`/v1/workspace-messages/${reply.id}`).expect(200);
    const shown = await thread(workspace.id);
    expect(shown.map((m) => [m.id, m.body, m.parentId])).toEqual([
      [top.id, null, null],
      [reply.id, null, top.id],
    ]);
    expect(shown[0]).toMatchObject({ deletedAt: expect.stringMatching(ISO_MS), replyCount: 0 });
    await api.patch(`/v1/workspace-messages/${top.id}`, { userId: user.id, body: 'back' }).expect(409);
  });

  it(`holds at most ${MESSAGES_PER_WORKSPACE_MAX} messages per workspace, tombstones included (then 409)`, async () => {
    const { workspace, user } = await setup();
    const now = new Date().toISOString();
    // Tombstones straight into the table: 5,000 posts through the API would be most of the suite's time.
    const rows = Array.from({ length: MESSAGES_PER_WORKSPACE_MAX }, () => ({
      id: newId(),
      organizationId: orgId,
      workspaceId: workspace.id,
      parentId: null,
      body: null,
      authorKind: 'team' as const,
      authorUserId: user.id,
      replyCount: 0,
      editedAt: null,
      deletedAt: now,
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await t.dataSource.manager.insert(WorkspaceMessageEntity, rows.slice(i, i + 200));
    }
    const res = await post({ workspaceId: workspace.id, userId: user.id, body: 'one too many' }).expect(409);
    expect(expectError(res.body, 409, 'CONFLICT').message).toContain(`${MESSAGES_PER_WORKSPACE_MAX} messages`);
    // The bound is the workspace's: another workspace of the organization still takes messages.
    const other = await setup();
    await post({ workspaceId: other.workspace.id, userId: other.user.id, body: 'room here' }).expect(200);
  });

  it('emits created, updated and deleted events carrying Dock’s associated objects', async () => {
    const account = await insertAccount(t, orgId, { name: 'Globex' });
    const { workspace, user } = await setup({ accountId: account.id });
    const message = await write({ workspaceId: workspace.id, userId: user.id, body: 'hi' });
    const created = await lastEventData(t, orgId, 'workspaceMessage.created');
    expect(created?.object).toMatchObject({
      id: message.id,
      body: 'hi',
      associatedObjects: {
        workspaceMessage: message,
        workspace: { id: workspace.id, name: workspace.name, url: null },
        account: { id: account.id, name: 'Globex' },
        user: { id: user.id, email: user.email, firstName: 'Dana', lastName: 'Seller' },
      },
    });
    await api.patch(`/v1/workspace-messages/${message.id}`, { userId: user.id, body: 'hi!' }).expect(200);
    expect((await lastEventData(t, orgId, 'workspaceMessage.updated'))?.object).toMatchObject({ body: 'hi!' });
    await api.delete(`/v1/workspace-messages/${message.id}`).expect(200);
    expect((await lastEventData(t, orgId, 'workspaceMessage.deleted'))?.object).toMatchObject({
      id: message.id,
      body: null,
    });
  });

  it('takes the messages with it when the workspace is deleted', async () => {
    const { workspace, user } = await setup();
    await write({ workspaceId: workspace.id, userId: user.id, body: 'bye' });
    await api.delete(`/v1/workspaces/${workspace.id}`).expect(200);
    expect(await t.dataSource.manager.count(WorkspaceMessageEntity, { where: { workspaceId: workspace.id } })).toBe(0);
  });
});

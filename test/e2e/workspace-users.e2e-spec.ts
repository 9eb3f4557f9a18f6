import { OutboxEmailEntity } from '../../src/mail/outbox-email.entity.js';
import { UserEntity } from '../../src/users/user.entity.js';
import { WorkspaceUserEntity } from '../../src/workspace-users/workspace-user.entity.js';
import { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, apiAs, expectError } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { APP, bootWithSmtp, drainOutbox } from '../support/mail-app.js';
import { insertUser } from '../support/factories/users.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import type { SmtpCapture } from '../support/smtp.js';
import { ID, ISO_MS } from '../support/wire.js';

describe('workspace users', () => {
  let t: TestApp;
  let api: Api;
  let org: { orgId: string; key: string; slug: string };
  let smtp: SmtpCapture;

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp());
    org = await t.newOrg('Invite Co');
    api = apiAs(t, org.key);
  });
  afterAll(() => t.close());

  const drain = () => drainOutbox(t);
  const workspace = (overrides: Partial<WorkspaceEntity> = {}) => insertWorkspace(t, org.orgId, overrides);
  const invite = (body: object, query = '') => api.post(`/v1/workspace-users${query}`, body);
  const outboxTo = (to: string) => t.dataSource.manager.find(OutboxEmailEntity, { where: { toAddress: to } });

  it('adds a new user to a workspace and answers 200 with Location and the full workspace user', async () => {
    const ws = await workspace();
    const res = await invite({ email: 'ann@example.com', role: 'editor', workspaceId: ws.id }).expect(200);
    const member = res.body.data.workspaceUser;
    expect(res.body).toEqual({
      data: {
        workspaceUser: {
          id: expect.stringMatching(ID),
          role: 'editor',
          workspaceId: ws.id,
          user: {
            id: expect.stringMatching(ID),
            object: 'user',
            url: `http://localhost:3000/v1/users/${member.user.id}`,
            firstName: null,
            lastName: null,
            avatar: null,
            email: 'ann@example.com',
            name: 'ann',
            createdAt: expect.stringMatching(ISO_MS),
            updatedAt: expect.stringMatching(ISO_MS),
          },
          createdAt: expect.stringMatching(ISO_MS),
          updatedAt: expect.stringMatching(ISO_MS),
        },
      },
    });
    expect(res.headers.location).toBe(`http://localhost:3000/v1/workspace-users/${member.id}`);
  });

  it('counts the new contact on the workspace and moves its updatedAt', async () => {
    const ws = await workspace({ contactsCount: 3 });
    await invite({ email: 'count@example.com', role: 'viewer', workspaceId: ws.id }).expect(200);
    const after = await t.dataSource.manager.findOneByOrFail(WorkspaceEntity, { id: ws.id });
    expect(after.contactsCount).toBe(4);
    expect(after.updatedAt > ws.updatedAt).toBe(true);
  });

  it('stores the e-mail lower-case', async () => {
    const ws = await workspace();
    const res = await invite({ email: 'Bob.Smith@Example.COM', role: 'viewer', workspaceId: ws.id }).expect(200);
    expect(res.body.data.workspaceUser.user.email).toBe('bob.smith@example.com');
    const stored = await t.dataSource.manager.findOneByOrFail(UserEntity, { id: res.body.data.workspaceUser.user.id });
    expect(stored.email).toBe('bob.smith@example.com');
  });

  it('reuses the organization user with that e-mail instead of creating one', async () => {
    const ws = await workspace();
    const user = await insertUser(t, org.orgId, { email: 'carol@example.com', firstName: 'Carol', lastName: 'King' });
    const res = await invite({ email: 'CAROL@example.com', role: 'owner', workspaceId: ws.id }).expect(200);
    expect(res.body.data.workspaceUser.user).toMatchObject({ id: user.id, name: 'Carol King', firstName: 'Carol' });
    expect(
      await t.dataSource.manager.countBy(UserEntity, { organizationId: org.orgId, email: 'carol@example.com' }),
    ).toBe(1);
  });

  it('reuses the user created by a first invitation when inviting to a second workspace', async () => {
    const [first, second] = [await workspace(), await workspace()];
    const a = await invite({ email: 'dan@example.com', role: 'viewer', workspaceId: first.id }).expect(200);
    const b = await invite({ email: 'dan@example.com', role: 'viewer', workspaceId: second.id }).expect(200);
    expect(b.body.data.workspaceUser.user.id).toBe(a.body.data.workspaceUser.user.id);
  });

  it('answers 409 when the e-mail is already on the workspace, whatever its case', async () => {
    const ws = await workspace({ contactsCount: 0 });
    await invite({ email: 'erin@example.com', role: 'viewer', workspaceId: ws.id }).expect(200);
    const res = await invite({ email: 'Erin@Example.com', role: 'editor', workspaceId: ws.id }).expect(409);
    const error = expectError(res.body, 409, 'CONFLICT');
    expect(error.message).toBe(`erin@example.com is already a user of workspace ${ws.id}`);
    expect(error.details).toEqual([{ field: 'email', message: 'is already a user of this workspace' }]);
    expect((await t.dataSource.manager.findOneByOrFail(WorkspaceEntity, { id: ws.id })).contactsCount).toBe(1);
  });

  it('gives exactly one success and nine 409 for ten simultaneous invitations of one e-mail', async () => {
    const ws = await workspace({ published: true, publishedAt: new Date().toISOString() });
    const body = { email: 'race@example.com', role: 'viewer', workspaceId: ws.id };
    const responses = await Promise.all(Array.from({ length: 10 }, () => invite(body)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const res of responses.filter((r) => r.status === 409)) expectError(res.body, 409, 'CONFLICT');
    const m = t.dataSource.manager;
    expect(await m.countBy(WorkspaceUserEntity, { workspaceId: ws.id })).toBe(1);
    expect(await m.countBy(UserEntity, { organizationId: org.orgId, email: 'race@example.com' })).toBe(1);
    expect((await m.findOneByOrFail(WorkspaceEntity, { id: ws.id })).contactsCount).toBe(1);
    expect(await outboxTo('race@example.com')).toHaveLength(1);
  });

  it('e-mails the invitation with message, workspace name and address when the workspace is published', async () => {
    const ws = await workspace({ name: 'Globex Launch', published: true, publishedAt: new Date().toISOString() });
    const message = 'Hi Fay, everything for the launch lives here.';
    const res = await invite({ email: 'Fay@example.com', role: 'viewer', workspaceId: ws.id, message }).expect(200);
    const member = await t.dataSource.manager.findOneByOrFail(WorkspaceUserEntity, {
      id: res.body.data.workspaceUser.id,
    });
    expect(member.notifiedAt).toBe(res.body.data.workspaceUser.createdAt);

    await drain();
    const mail = smtp.messages.filter((m) => m.envelopeTo.includes('fay@example.com'));
    expect(mail).toHaveLength(1);
    const url = `${APP}/${org.slug}/globex-launch-${ws.id}`;
    expect(mail[0].envelopeTo).toEqual(['fay@example.com']);
    expect(mail[0].subject).toBe("You're invited to Globex Launch");
    for (const part of [mail[0].text, mail[0].html]) {
      expect(part).toContain(message);
      expect(part).toContain('Globex Launch');
      expect(part).toContain(url);
    }
    expect(mail[0].html).toContain(`<a href="${url}">`);
    expect((await outboxTo('fay@example.com'))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends nothing when the workspace is not published', async () => {
    const ws = await workspace({ published: false });
    const res = await invite({ email: 'gus@example.com', role: 'viewer', workspaceId: ws.id, message: 'Hello' });
    expect(res.status).toBe(200);
    const before = smtp.messages.length;
    await drain();
    expect(smtp.messages.length).toBe(before);
    expect(await outboxTo('gus@example.com')).toEqual([]);
    const member = await t.dataSource.manager.findOneByOrFail(WorkspaceUserEntity, {
      id: res.body.data.workspaceUser.id,
    });
    expect(member.notifiedAt).toBeNull();
  });

  it('retrieves a workspace user with its user', async () => {
    const ws = await workspace();
    const created = (await invite({ email: 'hal@example.com', role: 'commenter', workspaceId: ws.id }).expect(200)).body
      .data.workspaceUser;
    const res = await api.get(`/v1/workspace-users/${created.id}`).expect(200);
    expect(res.body).toEqual({ data: { workspaceUser: created } });
  });
});

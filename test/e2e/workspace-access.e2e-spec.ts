import { type Api, apiAs, expectError, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { bootWithSmtp, drainOutbox } from '../support/mail-app.js';
import { insertUser } from '../support/factories/users.js';
import { insertWorkspaceDomain } from '../support/factories/workspace-domains.js';
import { insertWorkspaceUser } from '../support/factories/workspace-users.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { eventTypes } from '../support/events.js';
import { countRows, mailTo, templateWithTasks } from '../support/lifecycle.js';
import type { SmtpCapture } from '../support/smtp.js';
import { BASE, ID, ISO_MS, type Json } from '../support/wire.js';

describe('POST /v1/workspaces/{id}/access', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => ({ t, smtp } = await bootWithSmtp()));
  afterAll(() => t.close());

  const org = () => newOrgApi(t);
  const drain = () => drainOutbox(t);
  const access = async (api: Api, id: string, body: Json, query = '') =>
    (await api.post(`/v1/workspaces/${id}/access${query}`, body).expect(200)).body.data.workspace as Json;
  const people = (ws: Json) => ({
    users: (ws.workspaceUsers as Json[]).map((m) => [(m.user as Json).email, m.role]),
    domains: (ws.workspaceDomains as Json[]).map((d) => [d.domain, d.role]),
  });
  /** A workspace created through the API with these people (published when asked, invitations drained). */
  const shared = async (api: Api, orgId: string, body: Json) => {
    const { template } = await templateWithTasks(t, orgId);
    const ws = (await api.post('/v1/workspaces', { name: 'Shared', templateId: template.id, ...body }).expect(201)).body
      .data.workspace as Json;
    await drain();
    return ws;
  };

  it('replaces both lists: keeps and re-roles, removes, adds; answers 200 with the workspace and its people', async () => {
    const { orgId, api } = await org();
    const ws = await shared(api, orgId, {
      workspaceUsers: [
        { email: 'stay@example.com', role: 'viewer' },
        { email: 'same@example.com', role: 'owner' },
        { email: 'leave@example.com', role: 'viewer' },
      ],
      workspaceDomains: [
        { domain: 'old.example', role: 'viewer' },
        { domain: 'kept.example', role: 'viewer' },
      ],
    });
    const [stay, same, leave] = ws.workspaceUsers as Json[];
    const keptDomain = (ws.workspaceDomains as Json[])[1];
    const res = await api
      .post(`/v1/workspaces/${ws.id}/access`, {
        workspaceUsers: [
          { email: 'STAY@example.com', role: 'editor' },
          { email: 'same@example.com', role: 'owner' },
          { email: 'new@example.com', role: 'viewer' },
        ],
        workspaceDomains: [
          { domain: 'Kept.Example.', role: 'commenter' },
          { domain: 'new.example', role: 'viewer' },
        ],
      })
      .expect(200);
    const after = res.body.data.workspace;
    expect(res.headers.location).toBeUndefined();
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(after).toMatchObject({
      id: ws.id,
      object: 'workspace',
      url: `${BASE}/workspaces/${ws.id}`,
      contactsCount: 3,
      updatedAt: expect.stringMatching(ISO_MS),
    });
    expect(after.updatedAt > (ws.updatedAt as string)).toBe(true);
    const newUser = after.workspaceUsers[2];
    expect(after.workspaceUsers).toEqual([
      { ...stay, role: 'editor', updatedAt: after.updatedAt },
      same,
      {
        id: expect.stringMatching(ID),
        role: 'viewer',
        workspaceId: ws.id,
        user: expect.objectContaining({ object: 'user', email: 'new@example.com' }),
        createdAt: newUser.createdAt,
        updatedAt: newUser.createdAt,
      },
    ]);
    expect(after.workspaceDomains).toEqual([
      { ...keptDomain, role: 'commenter', updatedAt: after.updatedAt },
      {
        id: expect.stringMatching(ID),
        role: 'viewer',
        domain: 'new.example',
        workspaceId: ws.id,
        createdAt: expect.stringMatching(ISO_MS),
        updatedAt: expect.stringMatching(ISO_MS),
      },
    ]);
    expect((await api.get(`/v1/workspaces/${ws.id}`).expect(200)).body.data.workspace).toEqual(after);
    // The removed member is gone from the workspace, the user stays in the organization.
    await api.get(`/v1/workspace-users/${leave.id}`).expect(404);
    await api.get(`/v1/users/${(leave.user as Json).id}`).expect(200);
    const listed = (await api.get(`/v1/workspace-users?filters[workspaceId]=${ws.id}`).expect(200)).body.data;
    expect(listed.pageInfo.total).toBe(3);
  });

  it('records an event for each member and domain added, changed or removed, and workspace.updated', async () => {
    const { orgId, api } = await org();
    const ws = await shared(api, orgId, {
      workspaceUsers: [
        { email: 'a@example.com', role: 'viewer' },
        { email: 'b@example.com', role: 'viewer' },
      ],
      workspaceDomains: [{ domain: 'a.example', role: 'viewer' }],
    });
    const before = (await eventTypes(api)).length;
    await access(api, ws.id as string, {
      workspaceUsers: [
        { email: 'a@example.com', role: 'owner' },
        { email: 'c@example.com', role: 'viewer' },
      ],
      workspaceDomains: [{ domain: 'c.example', role: 'viewer' }],
    });
    const events = (await api.get(`/v1/events?limit=100`).expect(200)).body.data.events.slice(before) as Json[];
    expect(events.map((e) => e.type).sort()).toEqual([
      'workspace.updated',
      'workspaceDomain.created',
      'workspaceDomain.deleted',
      'workspaceUser.created',
      'workspaceUser.deleted',
      'workspaceUser.updated',
    ]);
    const updated = events.find((e) => e.type === 'workspaceUser.updated') as Json;
    const member = (updated.data as Json).object as Json;
    expect(member).toEqual(
      (await api.get(`/v1/workspace-users/${member.id}`).expect(200)).body.data.workspaceUser as Json,
    );
    expect(member.role).toBe('owner');
  });

  it('replaces only the lists sent; an empty list removes everyone; a body that changes nothing writes nothing', async () => {
    const { orgId, api } = await org();
    const ws = await shared(api, orgId, {
      workspaceUsers: [{ email: 'keep@example.com', role: 'viewer' }],
      workspaceDomains: [{ domain: 'keep.example', role: 'viewer' }],
    });
    const onlyDomains = await access(api, ws.id as string, {
      workspaceDomains: [{ domain: 'p.example', role: 'viewer' }],
    });
    expect(people(onlyDomains)).toEqual({
      users: [['keep@example.com', 'viewer']],
      domains: [['p.example', 'viewer']],
    });
    const onlyUsers = await access(api, ws.id as string, {
      workspaceUsers: [{ email: 'k2@example.com', role: 'owner' }],
    });
    expect(people(onlyUsers)).toEqual({ users: [['k2@example.com', 'owner']], domains: [['p.example', 'viewer']] });
    const events = (await eventTypes(api)).length;
    for (const body of [{}, { workspaceUsers: [{ email: 'K2@example.com', role: 'owner' }] }, { message: 'hi' }]) {
      const same = await api.post(`/v1/workspaces/${ws.id}/access`, body).expect(200);
      expect(same.body.data.workspace).toEqual(onlyUsers);
    }
    expect((await eventTypes(api)).length).toBe(events);
    const nobody = await access(api, ws.id as string, { workspaceUsers: [], workspaceDomains: [] });
    expect(nobody).toMatchObject({ workspaceUsers: [], workspaceDomains: [], contactsCount: 0 });
  });

  it('invites only the new people of a published workspace, with the message; kept and re-roled ones get nothing', async () => {
    const { orgId, api } = await org();
    const ws = await shared(api, orgId, {
      autoPublishWorkspace: true,
      workspaceUsers: [
        { email: 'pub.stay@example.com', role: 'viewer' },
        { email: 'pub.role@example.com', role: 'viewer' },
      ],
    });
    await access(api, ws.id as string, {
      workspaceUsers: [
        { email: 'pub.stay@example.com', role: 'viewer' },
        { email: 'pub.role@example.com', role: 'editor' },
        { email: 'pub.new@example.com', role: 'collaborator' },
      ],
      message: 'Come in',
    });
    await drain();
    expect(mailTo(smtp, 'pub.stay@example.com')).toHaveLength(1);
    expect(mailTo(smtp, 'pub.role@example.com')).toHaveLength(1);
    const [mail] = mailTo(smtp, 'pub.new@example.com');
    expect(mailTo(smtp, 'pub.new@example.com')).toHaveLength(1);
    expect(mail.text).toContain('Come in');
    expect(mail.text).toContain('as collaborator');
    expect(mail.text).toContain(ws.workspaceUrl as string);
  });

  it('invites nobody with notifyPeople false or on an unpublished workspace; publishing later invites them once', async () => {
    const { orgId, api } = await org();
    const published = await shared(api, orgId, { autoPublishWorkspace: true });
    await access(api, published.id as string, {
      workspaceUsers: [{ email: 'muted@example.com', role: 'viewer' }],
      notifyPeople: false,
    });
    const draft = await insertWorkspace(t, orgId, { name: 'Draft' });
    await access(api, draft.id, { workspaceUsers: [{ email: 'drafted@example.com', role: 'viewer' }], message: 'x' });
    await drain();
    expect(mailTo(smtp, 'muted@example.com')).toEqual([]);
    expect(mailTo(smtp, 'drafted@example.com')).toEqual([]);
    await api.patch(`/v1/workspaces/${published.id}`, { published: true }).expect(200);
    await api.patch(`/v1/workspaces/${draft.id}`, { published: true, message: 'Live now' }).expect(200);
    await drain();
    expect(mailTo(smtp, 'muted@example.com')).toHaveLength(1);
    expect(mailTo(smtp, 'drafted@example.com').map((mail) => mail.text.includes('Live now'))).toEqual([true]);
  });

  it('validates the body, naming the entry, and changes nothing on a 400', async () => {
    const { orgId, api } = await org();
    const ws = await insertWorkspace(t, orgId);
    await insertWorkspaceUser(t, ws, await insertUser(t, orgId, { email: 'there@example.com' }));
    await insertWorkspaceDomain(t, ws, { domain: 'there.example' });
    const before = (await api.get(`/v1/workspaces/${ws.id}`).expect(200)).body.data.workspace;
    const users = (list: unknown) => ({ workspaceUsers: list });
    const domains = (list: unknown) => ({ workspaceDomains: list });
    const cases: [Json, { field: string; message?: string }[]][] = [
      [users('x'), [{ field: 'workspaceUsers' }]],
      [users([null]), [{ field: 'workspaceUsers' }]],
      [users([{ email: 'bad', role: 'viewer' }]), [{ field: 'workspaceUsers[0].email' }]],
      [users([{ email: 'a@example.com', role: 'chief' }]), [{ field: 'workspaceUsers[0].role' }]],
      [users([{ email: 'a@example.com' }]), [{ field: 'workspaceUsers[0].role' }]],
      [users([{ email: 'a@example.com', role: 'viewer', id: 'x' }]), [{ field: 'workspaceUsers[0].id' }]],
      [domains([{ domain: '127.0.0.1', role: 'viewer' }]), [{ field: 'workspaceDomains[0].domain' }]],
      [domains([{ domain: 'under_score.example', role: 'viewer' }]), [{ field: 'workspaceDomains[0].domain' }]],
      [domains([{ domain: 'ok.example', role: 'root' }]), [{ field: 'workspaceDomains[0].role' }]],
      [{ notifyPeople: 'yes' }, [{ field: 'notifyPeople' }]],
      [{ message: 'm'.repeat(5001) }, [{ field: 'message' }]],
      [{ published: true }, [{ field: 'published' }]],
      [
        users([
          { email: 'there@example.com', role: 'viewer' },
          { email: 'There@Example.com', role: 'owner' },
        ]),
        [{ field: 'workspaceUsers[1].email', message: 'repeats workspaceUsers[0]' }],
      ],
      [
        domains([
          { domain: 'there.example', role: 'viewer' },
          { domain: 'THERE.example.', role: 'owner' },
        ]),
        [{ field: 'workspaceDomains[1].domain', message: 'repeats workspaceDomains[0]' }],
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await api.post(`/v1/workspaces/${ws.id}/access`, body);
      const details = ((res.body.error?.details ?? []) as Json[]).map((d) =>
        expected[0].message ? { field: d.field, message: d.message } : { field: d.field },
      );
      expect({ body, status: res.status, details }).toEqual({ body, status: 400, details: expected });
    }
    expect((await api.get(`/v1/workspaces/${ws.id}`).expect(200)).body.data.workspace).toEqual(before);
    expect(await eventTypes(api)).toEqual([]);
  });

  it('answers 404 for another organization’s workspace or an unknown id, changing nothing', async () => {
    const { api } = await org();
    const stranger = await t.newOrg();
    const foreign = await insertWorkspace(t, stranger.orgId, {
      published: true,
      publishedAt: '2026-01-01T00:00:00.000Z',
    });
    const body = { workspaceUsers: [{ email: 'intruder@example.com', role: 'owner' }] };
    expectError((await api.post(`/v1/workspaces/${foreign.id}/access`, body).expect(404)).body, 404, 'NOT_FOUND');
    await api.post('/v1/workspaces/a1B2c3D4e5F6/access', body).expect(404);
    const theirs = (await apiAs(t, stranger.key).get(`/v1/workspaces/${foreign.id}`).expect(200)).body.data.workspace;
    expect(theirs.workspaceUsers).toEqual([]);
    expect(await countRows(t, 'outbox_email', 'to_address = ?', ['intruder@example.com'])).toBe(0);
  });

  it('keeps the lists and contactsCount consistent when replacements and single invitations run at the same time', async () => {
    const { orgId, api } = await org();
    const ws = await insertWorkspace(t, orgId, { name: 'Busy' });
    const lists = Array.from({ length: 4 }, (_, i) =>
      Array.from({ length: i + 1 }, (_, j) => ({ email: `p${j}@busy.example`, role: i % 2 ? 'owner' : 'viewer' })),
    );
    const results = await Promise.all([
      ...lists.map((list) => api.post(`/v1/workspaces/${ws.id}/access`, { workspaceUsers: list })),
      ...[1, 2].map((i) =>
        api.post('/v1/workspace-users', { email: `solo${i}@busy.example`, role: 'viewer', workspaceId: ws.id }),
      ),
    ]);
    expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const after = (await api.get(`/v1/workspaces/${ws.id}`).expect(200)).body.data.workspace;
    const members = await countRows(t, 'workspace_user', 'workspace_id = ?', [ws.id]);
    expect(after.contactsCount).toBe(members);
    expect(after.workspaceUsers).toHaveLength(members);
  });
});

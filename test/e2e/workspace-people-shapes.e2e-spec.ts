import { type Api, expectError, newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertTemplate } from '../support/factories/templates.js';
import { insertUser } from '../support/factories/users.js';
import { insertWorkspaceUser } from '../support/factories/workspace-users.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { eventTypes, lastEventData } from '../support/events.js';
import type { Json } from '../support/wire.js';

/**
 * `workspaceUsers` items as flat `{email, role}` or as Dock's `{role, user: {email, firstName?, lastName?, avatar?,
 * name?}}`, on POST /v1/workspaces and POST /v1/workspaces/{id}/access.
 */
describe('workspaceUsers in both shapes', () => {
  let t: TestApp;

  beforeAll(async () => (t = await bootTestApp()));
  afterAll(() => t.close());

  const setup = async (): Promise<{ api: Api; orgId: string; templateId: string }> => {
    const { api, orgId } = await newOrgApi(t);
    return { api, orgId, templateId: (await insertTemplate(t, orgId)).id };
  };
  const create = async (api: Api, templateId: string, workspaceUsers: Json[]) =>
    (await api.post('/v1/workspaces', { name: 'People', templateId, workspaceUsers }).expect(201)).body.data
      .workspace as Json;
  const profiles = (ws: Json) =>
    (ws.workspaceUsers as Json[]).map((member) => {
      const user = member.user as Json;
      return [user.email, member.role, user.firstName, user.lastName, user.avatar];
    });

  it('takes both shapes in one list, in order, the nested user created with its profile', async () => {
    const { api, templateId } = await setup();
    const ws = await create(api, templateId, [
      { email: 'Flat@Example.com', role: 'viewer' },
      { role: 'owner', user: { email: 'Nested@Example.com', firstName: 'Nina', avatar: 'https://example.com/n.png' } },
    ]);
    expect(profiles(ws)).toEqual([
      ['flat@example.com', 'viewer', null, null, null],
      ['nested@example.com', 'owner', 'Nina', null, 'https://example.com/n.png'],
    ]);
    expect(ws.contactsCount).toBe(2);
  });

  it('splits name into firstName (first word) and lastName (the other words) only when both are absent', async () => {
    const { api, templateId } = await setup();
    const ws = await create(api, templateId, [
      { role: 'viewer', user: { email: 'mary@example.com', name: '  Mary Ann   Smith ' } },
      { role: 'viewer', user: { email: 'cher@example.com', name: 'Cher' } },
      { role: 'viewer', user: { email: 'jo@example.com', firstName: 'Jo', name: 'Joanna Smith' } },
      { role: 'viewer', user: { email: 'blank@example.com', name: '   ' } },
    ]);
    expect(profiles(ws).map(([email, , first, last]) => [email, first, last])).toEqual([
      ['mary@example.com', 'Mary', 'Ann Smith'],
      ['cher@example.com', 'Cher', null],
      ['jo@example.com', 'Jo', null],
      ['blank@example.com', null, null],
    ]);
  });

  it('fills only the empty profile fields of an existing user, never overwriting, with user.updated', async () => {
    const { api, templateId, orgId } = await setup();
    const known = await insertUser(t, orgId, { email: 'known@example.com', firstName: 'Kim', lastName: null });
    const ws = await create(api, templateId, [
      { role: 'editor', user: { email: 'KNOWN@example.com', firstName: 'Kimberly', lastName: 'Lee' } },
    ]);
    expect(profiles(ws)).toEqual([['known@example.com', 'editor', 'Kim', 'Lee', null]]);
    const user = (await api.get(`/v1/users/${known.id}`).expect(200)).body.data.user;
    expect(user).toMatchObject({ firstName: 'Kim', lastName: 'Lee', name: 'Kim Lee' });
    expect(await lastEventData(t, orgId, 'user.updated')).toEqual({ object: user });
    expect(await eventTypes(api)).toEqual(['user.updated', 'workspace.created', 'workspaceUser.created']);
  });

  it('on /access fills the empty fields of people who stay; the same request again changes nothing', async () => {
    const { api, orgId } = await setup();
    const ws = await insertWorkspace(t, orgId, { contactsCount: 1 });
    await insertWorkspaceUser(t, ws, await insertUser(t, orgId, { email: 'stay@example.com' }), { role: 'viewer' });
    const body = { workspaceUsers: [{ role: 'viewer', user: { email: 'stay@example.com', name: 'Sam Stay' } }] };
    const first = (await api.post(`/v1/workspaces/${ws.id}/access`, body).expect(200)).body.data.workspace;
    expect(profiles(first)).toEqual([['stay@example.com', 'viewer', 'Sam', 'Stay', null]]);
    expect(await eventTypes(api)).toEqual(['user.updated', 'workspace.updated']);
    await api.post(`/v1/workspaces/${ws.id}/access`, body).expect(200);
    expect(await eventTypes(api)).toEqual(['user.updated', 'workspace.updated']);
  });

  it('finds repeats across the two shapes, case-insensitively, naming where each e-mail was given', async () => {
    const { api, templateId, orgId } = await setup();
    const ws = await insertWorkspace(t, orgId);
    const workspaceUsers = [
      { email: 'twice@example.com', role: 'viewer' },
      { role: 'owner', user: { email: 'TWICE@example.com' } },
      { role: 'owner', user: { email: 'other@example.com' } },
      { email: 'Other@example.com', role: 'viewer' },
    ];
    const expected = [
      { field: 'workspaceUsers[1].user.email', message: 'repeats workspaceUsers[0]' },
      { field: 'workspaceUsers[3].email', message: 'repeats workspaceUsers[2]' },
    ];
    for (const res of [
      await api.post('/v1/workspaces', { name: 'Repeats', templateId, workspaceUsers }),
      await api.post(`/v1/workspaces/${ws.id}/access`, { workspaceUsers }),
    ]) {
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual(expected);
    }
    expect(await eventTypes(api)).toEqual([]);
  });

  it('refuses an item without exactly one e-mail and every bad nested value, naming the field, writing nothing', async () => {
    const { api, templateId, orgId } = await setup();
    const ws = await insertWorkspace(t, orgId);
    const nested = (user: unknown) => [{ role: 'viewer', user }];
    const cases: [Json[], string, string?][] = [
      [
        [{ email: 'a@example.com', role: 'viewer', user: { email: 'a@example.com' } }],
        'workspaceUsers[0].user.email',
        'must not be given with workspaceUsers[0].email (give one of them)',
      ],
      [[{ role: 'viewer' }], 'workspaceUsers[0].email', 'is required (or user.email)'],
      [nested('a@example.com'), 'workspaceUsers[0].user', 'must be an object'],
      [nested(['a@example.com']), 'workspaceUsers[0].user', 'must be an object'],
      [nested(null), 'workspaceUsers[0].user', 'must not be null'],
      [nested({}), 'workspaceUsers[0].user.email', 'is required'],
      [nested({ email: 'not-an-address' }), 'workspaceUsers[0].user.email'],
      [nested({ email: 'a@example.com', firstName: 'f'.repeat(101) }), 'workspaceUsers[0].user.firstName'],
      [nested({ email: 'a@example.com', lastName: null }), 'workspaceUsers[0].user.lastName', 'must not be null'],
      [nested({ email: 'a@example.com', avatar: 'ftp://example.com/a.png' }), 'workspaceUsers[0].user.avatar'],
      [nested({ email: 'a@example.com', name: 'Ann\nLee' }), 'workspaceUsers[0].user.name'],
      [nested({ email: 'a@example.com', name: 'n'.repeat(101) }), 'workspaceUsers[0].user.name'],
      [nested({ email: 'a@example.com', role: 'owner' }), 'workspaceUsers[0].user.role', 'is not allowed'],
      [[{ user: { email: 'a@example.com' } }], 'workspaceUsers[0].role'],
    ];
    for (const [workspaceUsers, field, message] of cases) {
      for (const res of [
        await api.post('/v1/workspaces', { name: 'Bad', templateId, workspaceUsers }),
        await api.post(`/v1/workspaces/${ws.id}/access`, { workspaceUsers }),
      ]) {
        const details = expectError(res.body, 400, 'BAD_REQUEST').details;
        const got = details.map((detail) => (message ? detail : { field: detail.field }));
        expect({ workspaceUsers, got }).toEqual({ workspaceUsers, got: [message ? { field, message } : { field }] });
      }
    }
    expect(await eventTypes(api)).toEqual([]);
  });
});

import { UserEntity } from '../../src/users/user.entity.js';
import type { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, apiAs, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertUser } from '../support/factories/users.js';
import { insertWorkspaceDomain } from '../support/factories/workspace-domains.js';
import { insertWorkspaceUser } from '../support/factories/workspace-users.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { ISO_MS, type Json, onePage } from '../support/wire.js';

/** List, role change and removal of workspace users and workspace domains (creation has its own suites). */
describe('workspace users and domains: list, update, delete', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let strangerApi: Api;
  let strangerOrgId: string;

  beforeAll(async () => {
    ({ t, api, orgId } = await bootWithOrg());
    const stranger = await t.newOrg();
    strangerOrgId = stranger.orgId;
    strangerApi = apiAs(t, stranger.key);
  });
  afterAll(() => t.close());

  const workspace = (overrides: Partial<WorkspaceEntity> = {}) => insertWorkspace(t, orgId, overrides);
  const member = async (ws: WorkspaceEntity, role: 'owner' | 'editor' | 'collaborator' | 'viewer' = 'collaborator') =>
    insertWorkspaceUser(t, ws, await insertUser(t, ws.organizationId), { role });
  const workspaceRow = async (id: string) =>
    (await api.get(`/v1/workspaces/${id}?properties=contactsCount,updatedAt`).expect(200)).body.data.workspace;
  const ids = (items: Json[]) => items.map((item) => item.id);

  describe('GET /v1/workspace-users', () => {
    it('lists the members of one workspace newest first with their users and pageInfo', async () => {
      const ws = await workspace();
      const first = await member(ws);
      const second = await member(ws, 'editor');
      await member(await workspace());
      const res = await api.get(`/v1/workspace-users?filters[workspaceId]=${ws.id}`).expect(200);
      expect(ids(res.body.data.workspaceUsers)).toEqual([second.id, first.id]);
      expect(res.body.data.workspaceUsers[0]).toEqual({
        id: second.id,
        role: 'editor',
        workspaceId: ws.id,
        user: expect.objectContaining({ id: second.userId, object: 'user' }),
        createdAt: second.createdAt,
        updatedAt: second.updatedAt,
      });
      expect(res.body.data.pageInfo).toEqual(onePage(2));
    });

    it('filters by role, in both filter syntaxes', async () => {
      const ws = await workspace();
      const owner = await member(ws, 'owner');
      await member(ws, 'viewer');
      const bracket = await api
        .get(`/v1/workspace-users?filters[workspaceId]=${ws.id}&filters[role]=owner`)
        .expect(200);
      const json = await api
        .get(`/v1/workspace-users?filters=${encodeURIComponent(JSON.stringify({ workspaceId: ws.id, role: 'owner' }))}`)
        .expect(200);
      expect(ids(bracket.body.data.workspaceUsers)).toEqual([owner.id]);
      expect(json.body.data.workspaceUsers).toEqual(bracket.body.data.workspaceUsers);
    });

    it('never lists another organization’s members, even when filtering by its workspace id', async () => {
      const foreign = await insertWorkspace(t, strangerOrgId);
      await insertWorkspaceUser(t, foreign, await insertUser(t, strangerOrgId));
      const filtered = await api.get(`/v1/workspace-users?filters[workspaceId]=${foreign.id}`).expect(200);
      expect(filtered.body.data.workspaceUsers).toEqual([]);
      const all = await api.get('/v1/workspace-users?limit=100&properties=workspaceId').expect(200);
      expect(all.body.data.workspaceUsers.map((m: Json) => m.workspaceId)).not.toContain(foreign.id);
    });

    it('projects properties, leaving the user unloaded when it is not selected', async () => {
      const ws = await workspace();
      const m = await member(ws);
      const res = await api.get(`/v1/workspace-users?filters[workspaceId]=${ws.id}&properties=role,user.email`);
      expect(res.body.data.workspaceUsers).toEqual([
        { id: m.id, role: 'collaborator', user: expect.objectContaining({ email: expect.any(String) }) },
      ]);
      const bare = await api.get(`/v1/workspace-users?filters[workspaceId]=${ws.id}&properties=role`).expect(200);
      expect(bare.body.data.workspaceUsers).toEqual([{ id: m.id, role: 'collaborator' }]);
    });

    it('rejects unknown filters, bad roles and malformed workspace ids with 400 naming the filter', async () => {
      const cases: [string, string][] = [
        ['filters[color]=red', 'filters.color'],
        ['filters[role]=boss', 'filters.role'],
        ['filters[workspaceId]=not an id', 'filters.workspaceId'],
        ['filters={"role":', 'filters'],
      ];
      for (const [query, field] of cases) {
        const res = await api.get(`/v1/workspace-users?${query}`).expect(400);
        expect(expectError(res.body, 400, 'BAD_REQUEST').details.map((d) => d.field)).toContain(field);
      }
    });

    it('costs the same number of SQL statements for 1 and 100 members per page', async () => {
      const ws = await workspace();
      for (let i = 0; i < 5; i++) await member(ws);
      const path = `/v1/workspace-users?filters[workspaceId]=${ws.id}`;
      const one = await t.countQueries(() => api.get(`${path}&limit=1`).expect(200));
      const hundred = await t.countQueries(() => api.get(`${path}&limit=100`).expect(200));
      expect(hundred).toBe(one);
      // The key lookup, the count, the page and one batch of users.
      expect(one).toBeLessThanOrEqual(4);
    });
  });

  describe('PATCH /v1/workspace-users/{id}', () => {
    it('changes the role and moves the workspace’s updatedAt', async () => {
      const ws = await workspace();
      const m = await member(ws);
      const res = await api.patch(`/v1/workspace-users/${m.id}`, { role: 'editor' }).expect(200);
      expect(res.body.data.workspaceUser).toEqual(
        expect.objectContaining({
          id: m.id,
          role: 'editor',
          createdAt: m.createdAt,
          updatedAt: expect.stringMatching(ISO_MS),
        }),
      );
      expect(res.body.data.workspaceUser.updatedAt > m.updatedAt).toBe(true);
      expect((await workspaceRow(ws.id)).updatedAt > ws.updatedAt).toBe(true);
      expect(
        (await api.get(`/v1/workspace-users/${m.id}?properties=role`).expect(200)).body.data.workspaceUser,
      ).toEqual({
        id: m.id,
        role: 'editor',
      });
    });

    it('rejects a missing or unknown role and any other field with 400', async () => {
      const m = await member(await workspace());
      for (const body of [{}, { role: 'boss' }, { role: null }, { role: 'editor', email: 'x@example.com' }]) {
        expectError((await api.patch(`/v1/workspace-users/${m.id}`, body).expect(400)).body, 400, 'BAD_REQUEST');
      }
    });

    it('answers 404 for another organization’s member and leaves it unchanged', async () => {
      const foreign = await insertWorkspaceUser(
        t,
        await insertWorkspace(t, strangerOrgId),
        await insertUser(t, strangerOrgId),
      );
      expectError(
        (await api.patch(`/v1/workspace-users/${foreign.id}`, { role: 'owner' }).expect(404)).body,
        404,
        'NOT_FOUND',
      );
      const mine = await strangerApi.get(`/v1/workspace-users/${foreign.id}?properties=role`).expect(200);
      expect(mine.body.data.workspaceUser.role).toBe('collaborator');
    });
  });

  describe('DELETE /v1/workspace-users/{id}', () => {
    it('removes the member, keeps the user, lowers contactsCount, and a second delete is 404', async () => {
      const ws = await workspace({ contactsCount: 2 });
      const m = await member(ws);
      expect((await api.delete(`/v1/workspace-users/${m.id}`).expect(200)).body).toEqual({ data: { id: m.id } });
      expect((await workspaceRow(ws.id)).contactsCount).toBe(1);
      await api.get(`/v1/workspace-users/${m.id}`).expect(404);
      expect(await t.dataSource.manager.existsBy(UserEntity, { id: m.userId })).toBe(true);
      expectError((await api.delete(`/v1/workspace-users/${m.id}`).expect(404)).body, 404, 'NOT_FOUND');
      expect((await workspaceRow(ws.id)).contactsCount).toBe(1);
    });

    it('lowers contactsCount once when the same member is deleted twice at the same time', async () => {
      const ws = await workspace({ contactsCount: 3 });
      const m = await member(ws);
      const statuses = await Promise.all(
        [1, 2, 3].map(async () => (await api.delete(`/v1/workspace-users/${m.id}`)).status),
      );
      expect(statuses.sort()).toEqual([200, 404, 404]);
      expect((await workspaceRow(ws.id)).contactsCount).toBe(2);
    });

    it('lets the same e-mail be invited again after removal', async () => {
      const ws = await workspace();
      const created = await api
        .post('/v1/workspace-users', { email: 'again@example.com', role: 'viewer', workspaceId: ws.id })
        .expect(200);
      await api.delete(`/v1/workspace-users/${created.body.data.workspaceUser.id}`).expect(200);
      await api
        .post('/v1/workspace-users', { email: 'again@example.com', role: 'viewer', workspaceId: ws.id })
        .expect(200);
    });

    it('answers 404 for another organization’s member and rejects query parameters', async () => {
      const foreign = await insertWorkspaceUser(
        t,
        await insertWorkspace(t, strangerOrgId),
        await insertUser(t, strangerOrgId),
      );
      await api.delete(`/v1/workspace-users/${foreign.id}`).expect(404);
      await strangerApi.get(`/v1/workspace-users/${foreign.id}`).expect(200);
      const m = await member(await workspace());
      expectError(
        (await api.delete(`/v1/workspace-users/${m.id}?properties=role`).expect(400)).body,
        400,
        'BAD_REQUEST',
      );
    });
  });

  describe('GET /v1/workspace-domains', () => {
    it('lists one workspace’s domains newest first, filtered by role in either syntax', async () => {
      const ws = await workspace();
      const a = await insertWorkspaceDomain(t, ws, { domain: 'a.example', role: 'viewer' });
      const b = await insertWorkspaceDomain(t, ws, { domain: 'b.example', role: 'editor' });
      await insertWorkspaceDomain(t, await workspace(), { domain: 'c.example' });
      const res = await api.get(`/v1/workspace-domains?filters[workspaceId]=${ws.id}`).expect(200);
      expect(res.body.data.workspaceDomains).toEqual([
        {
          id: b.id,
          role: 'editor',
          domain: 'b.example',
          workspaceId: ws.id,
          createdAt: b.createdAt,
          updatedAt: b.updatedAt,
        },
        {
          id: a.id,
          role: 'viewer',
          domain: 'a.example',
          workspaceId: ws.id,
          createdAt: a.createdAt,
          updatedAt: a.updatedAt,
        },
      ]);
      expect(res.body.data.pageInfo.total).toBe(2);
      const json = encodeURIComponent(JSON.stringify({ workspaceId: ws.id, role: 'viewer' }));
      expect(
        ids((await api.get(`/v1/workspace-domains?filters=${json}`).expect(200)).body.data.workspaceDomains),
      ).toEqual([a.id]);
    });

    it('pages with exact pageInfo, including a page past the end', async () => {
      const ws = await workspace();
      for (const name of ['p1.example', 'p2.example', 'p3.example'])
        await insertWorkspaceDomain(t, ws, { domain: name });
      const path = `/v1/workspace-domains?filters[workspaceId]=${ws.id}&limit=2`;
      expect((await api.get(`${path}&page=2`).expect(200)).body.data.pageInfo).toEqual({
        page: 2,
        pages: 2,
        total: 3,
        pageTotal: 1,
        hasNextPage: false,
        hasPrevPage: true,
      });
      const past = (await api.get(`${path}&page=9`).expect(200)).body.data;
      expect(past.workspaceDomains).toEqual([]);
      expect(past.pageInfo).toEqual({
        page: 9,
        pages: 2,
        total: 3,
        pageTotal: 0,
        hasNextPage: false,
        hasPrevPage: true,
      });
    });

    it('never shows another organization’s domains', async () => {
      const foreign = await insertWorkspaceDomain(t, await insertWorkspace(t, strangerOrgId), {
        domain: 'secret.example',
      });
      const all = await api.get('/v1/workspace-domains?limit=100&properties=domain').expect(200);
      expect(ids(all.body.data.workspaceDomains)).not.toContain(foreign.id);
    });
  });

  describe('PATCH and DELETE /v1/workspace-domains/{id}', () => {
    it('changes the role and answers the whole domain', async () => {
      const ws = await workspace();
      const d = await insertWorkspaceDomain(t, ws, { domain: 'role.example', role: 'viewer' });
      const res = await api.patch(`/v1/workspace-domains/${d.id}`, { role: 'commenter' }).expect(200);
      expect(res.body.data.workspaceDomain).toEqual({
        id: d.id,
        role: 'commenter',
        domain: 'role.example',
        workspaceId: ws.id,
        createdAt: d.createdAt,
        updatedAt: expect.stringMatching(ISO_MS),
      });
      expect((await workspaceRow(ws.id)).updatedAt > ws.updatedAt).toBe(true);
    });

    it('rejects a bad role or a domain change with 400', async () => {
      const d = await insertWorkspaceDomain(t, await workspace(), { domain: 'fixed.example' });
      for (const body of [{}, { role: 'boss' }, { role: 'viewer', domain: 'other.example' }]) {
        expectError((await api.patch(`/v1/workspace-domains/${d.id}`, body).expect(400)).body, 400, 'BAD_REQUEST');
      }
    });

    it('deletes the domain so it can be added again, and a second delete is 404', async () => {
      const ws = await workspace();
      const d = await insertWorkspaceDomain(t, ws, { domain: 'gone.example' });
      expect((await api.delete(`/v1/workspace-domains/${d.id}`).expect(200)).body).toEqual({ data: { id: d.id } });
      await api.get(`/v1/workspace-domains/${d.id}`).expect(404);
      await api.delete(`/v1/workspace-domains/${d.id}`).expect(404);
      await api
        .post('/v1/workspace-domains', { domain: 'gone.example', role: 'viewer', workspaceId: ws.id })
        .expect(200);
    });

    it('answers 404 for another organization’s domain on PATCH and DELETE', async () => {
      const foreign = await insertWorkspaceDomain(t, await insertWorkspace(t, strangerOrgId), {
        domain: 'theirs.example',
      });
      await api.patch(`/v1/workspace-domains/${foreign.id}`, { role: 'owner' }).expect(404);
      await api.delete(`/v1/workspace-domains/${foreign.id}`).expect(404);
      const still = await strangerApi.get(`/v1/workspace-domains/${foreign.id}?properties=role`).expect(200);
      expect(still.body.data.workspaceDomain.role).toBe('viewer');
    });
  });
});

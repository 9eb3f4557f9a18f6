import { UserEntity } from '../../src/users/user.entity.js';
import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { ID } from '../support/wire.js';

/** Validation, `properties`, tenancy and auth of the workspace-user routes. */
describe('workspace user rules', () => {
  let t: TestApp;
  let api: Api;
  let org: { orgId: string; key: string; slug: string };

  beforeAll(async () => {
    t = await bootTestApp({ OUTBOX_POLL_MS: '3600000' });
    org = await t.newOrg();
    api = apiAs(t, org.key);
  });
  afterAll(() => t.close());

  const workspace = () => insertWorkspace(t, org.orgId);
  const invite = (body: object, query = '') => api.post(`/v1/workspace-users${query}`, body);
  describe('properties', () => {
    let id: string;
    let userId: string;
    beforeAll(async () => {
      const ws = await workspace();
      const res = await invite({ email: 'ida@example.com', role: 'viewer', workspaceId: ws.id }).expect(200);
      ({ id } = res.body.data.workspaceUser);
      userId = res.body.data.workspaceUser.user.id;
    });
    const userRef = () => ({ id: userId, object: 'user', url: `http://localhost:3000/v1/users/${userId}` });

    it('returns only id and the selected field', async () => {
      const res = await api.get(`/v1/workspace-users/${id}?properties=role`).expect(200);
      expect(res.body.data.workspaceUser).toEqual({ id, role: 'viewer' });
    });

    it('selects inside the user with a dot path, keeping the user id, object and url', async () => {
      const res = await api.get(`/v1/workspace-users/${id}?properties=user.email`).expect(200);
      expect(res.body.data.workspaceUser).toEqual({ id, user: { ...userRef(), email: 'ida@example.com' } });
    });

    it('accepts repeated keys, comma lists and properties[]', async () => {
      const expected = { id, role: 'viewer', user: { ...userRef(), email: 'ida@example.com' } };
      for (const query of [
        'properties=role&properties=user.email',
        'properties=role,user.email',
        'properties[]=role&properties[]=user.email',
      ]) {
        const res = await api.get(`/v1/workspace-users/${id}?${query}`).expect(200);
        expect(res.body.data.workspaceUser).toEqual(expected);
      }
    });

    it('returns the whole user for the bare embed name', async () => {
      const res = await api.get(`/v1/workspace-users/${id}?properties=user`).expect(200);
      expect(Object.keys(res.body.data.workspaceUser)).toEqual(['id', 'user']);
      expect(res.body.data.workspaceUser.user).toMatchObject({ ...userRef(), name: 'ida', avatar: null });
    });

    it('does not load the user when it is not selected', async () => {
      const full = await t.countQueries(() => api.get(`/v1/workspace-users/${id}`).expect(200));
      const roleOnly = await t.countQueries(() => api.get(`/v1/workspace-users/${id}?properties=role`).expect(200));
      expect(roleOnly).toBe(full - 1);
    });

    it('applies the selection to the create response', async () => {
      const ws = await workspace();
      const res = await invite({ email: 'jo@example.com', role: 'owner', workspaceId: ws.id }, '?properties=role');
      expect(res.status).toBe(200);
      expect(res.body.data.workspaceUser).toEqual({ id: expect.stringMatching(ID), role: 'owner' });
      expect(res.headers.location).toBe(`http://localhost:3000/v1/workspace-users/${res.body.data.workspaceUser.id}`);
    });

    it('rejects an unknown property with the allowed names', async () => {
      const res = await api.get(`/v1/workspace-users/${id}?properties=nope`).expect(400);
      const error = expectError(res.body, 400, 'BAD_REQUEST');
      expect(error.details).toEqual([
        {
          field: 'properties',
          message: expect.stringMatching(
            /^contains unknown workspaceUser properties: nope; allowed: role, workspaceId/,
          ),
        },
      ]);
    });
  });

  describe('validation', () => {
    let wsId: string;
    beforeAll(async () => {
      wsId = (await workspace()).id;
    });
    const details = async (body: object) => {
      const res = await invite(body).expect(400);
      return expectError(res.body, 400, 'BAD_REQUEST').details;
    };
    const valid = () => ({ email: 'valid@example.com', role: 'viewer', workspaceId: wsId });

    it('requires email, role and workspaceId', async () => {
      expect(await details({})).toEqual([
        { field: 'email', message: 'is required' },
        { field: 'role', message: 'is required' },
        { field: 'workspaceId', message: 'is required' },
      ]);
    });

    it('rejects an invalid e-mail address', async () => {
      for (const email of ['not-an-email', 'a@b', 'two@@example.com', 'sp ace@example.com', 5]) {
        expect(await details({ ...valid(), email })).toEqual([
          { field: 'email', message: 'must be a valid e-mail address' },
        ]);
      }
    });

    it('rejects a role outside the five roles', async () => {
      expect(await details({ ...valid(), role: 'admin' })).toEqual([
        { field: 'role', message: 'must be one of: owner, editor, collaborator, viewer, commenter' },
      ]);
    });

    it('accepts a message of 5,000 characters and rejects one of 5,001', async () => {
      const ok = await invite({ ...valid(), email: 'long@example.com', message: 'x'.repeat(5000) });
      expect(ok.status).toBe(200);
      expect(await details({ ...valid(), message: 'x'.repeat(5001) })).toEqual([
        { field: 'message', message: 'must be at most 5000 characters' },
      ]);
    });

    it('rejects null values', async () => {
      for (const field of ['email', 'role', 'workspaceId', 'message']) {
        expect(await details({ ...valid(), [field]: null })).toEqual([{ field, message: 'must not be null' }]);
      }
    });

    it('rejects unknown fields and wrong types', async () => {
      expect(await details({ ...valid(), admin: true })).toEqual([{ field: 'admin', message: 'is not allowed' }]);
      expect(await details({ ...valid(), message: 42 })).toEqual([{ field: 'message', message: 'must be a string' }]);
      expect(await details({ ...valid(), workspaceId: ['x'] })).toEqual([
        { field: 'workspaceId', message: 'must be an id string' },
      ]);
    });

    it('answers 400 naming workspaceId for a workspace of another organization or none', async () => {
      const other = await t.newOrg();
      const foreign = await insertWorkspace(t, other.orgId);
      for (const id of [foreign.id, 'nOsUcHwOrKsP']) {
        const res = await invite({ ...valid(), workspaceId: id }).expect(400);
        const error = expectError(res.body, 400, 'BAD_REQUEST');
        expect(error.details).toEqual([{ field: 'workspaceId', message: `workspace ${id} does not exist` }]);
        expect(error.message).toBe(`workspaceId workspace ${id} does not exist`);
      }
      expect(await t.dataSource.manager.countBy(UserEntity, { email: 'valid@example.com' })).toBe(0);
    });
  });

  it('answers 404 for another organization’s workspace user and for an unknown id', async () => {
    const other = await t.newOrg();
    const ws = await insertWorkspace(t, other.orgId);
    const foreign = await apiAs(t, other.key)
      .post('/v1/workspace-users', { email: 'kim@example.com', role: 'viewer', workspaceId: ws.id })
      .expect(200);
    const id = foreign.body.data.workspaceUser.id;
    const res = await api.get(`/v1/workspace-users/${id}`).expect(404);
    expect(expectError(res.body, 404, 'NOT_FOUND').message).toBe(`workspaceUser ${id} not found`);
    await api.get('/v1/workspace-users/unknownId123').expect(404);
  });

  it('answers 401 without a key', async () => {
    const anonymous = apiAs(t, 'wsk_nope').raw;
    expectError((await anonymous.get('/v1/workspace-users/abc').expect(401)).body, 401, 'UNAUTHORIZED');
    expectError((await anonymous.post('/v1/workspace-users').send({}).expect(401)).body, 401, 'UNAUTHORIZED');
  });
});

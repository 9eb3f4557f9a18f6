import { WorkspaceDomainEntity } from '../../src/workspace-domains/workspace-domain.entity.js';
import { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, apiAs, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { ID, ISO_MS } from '../support/wire.js';

describe('workspace domains', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  const workspace = () => insertWorkspace(t, orgId);
  const add = (body: object, query = '') => api.post(`/v1/workspace-domains${query}`, body);
  const domainOf = async (domain: string) => {
    const ws = await workspace();
    const res = await add({ domain, role: 'viewer', workspaceId: ws.id }).expect(200);
    return res.body.data.workspaceDomain.domain as string;
  };
  const details = async (body: object) => expectError((await add(body).expect(400)).body, 400, 'BAD_REQUEST').details;

  it('adds a domain to a workspace and answers 200 with Location and the full workspace domain', async () => {
    const ws = await workspace();
    const res = await add({ domain: 'example.com', role: 'collaborator', workspaceId: ws.id }).expect(200);
    const created = res.body.data.workspaceDomain;
    expect(res.body).toEqual({
      data: {
        workspaceDomain: {
          id: expect.stringMatching(ID),
          role: 'collaborator',
          domain: 'example.com',
          workspaceId: ws.id,
          createdAt: expect.stringMatching(ISO_MS),
          updatedAt: created.createdAt,
        },
      },
    });
    expect(res.headers.location).toBe(`http://localhost:3000/v1/workspace-domains/${created.id}`);
    const after = await t.dataSource.manager.findOneByOrFail(WorkspaceEntity, { id: ws.id });
    expect(after.updatedAt).toBe(created.createdAt);
  });

  it('retrieves a workspace domain', async () => {
    const ws = await workspace();
    const created = (await add({ domain: 'globex.io', role: 'owner', workspaceId: ws.id }).expect(200)).body.data
      .workspaceDomain;
    const res = await api.get(`/v1/workspace-domains/${created.id}`).expect(200);
    expect(res.body).toEqual({ data: { workspaceDomain: created } });
  });

  it('lower-cases the domain and drops one trailing dot', async () => {
    expect(await domainOf('Sub.EXAMPLE.org.')).toBe('sub.example.org');
  });

  it('stores internationalized names as punycode', async () => {
    expect(await domainOf('Bücher.de')).toBe('xn--bcher-kva.de');
    expect(await domainOf('例え.テスト')).toBe('xn--r8jz45g.xn--zckzah');
  });

  it.each([
    ['192.168.1.10', 'must be a domain name, not an IP address'],
    ['[::1]', 'must be a domain name, not an IP address'],
    ['*.example.com', 'must not contain wildcards'],
    ['_sip.example.com', 'must not contain underscores'],
    ['localhost', 'must have at least two labels (such as example.com)'],
    ['example.com..', 'must not contain empty labels'],
    ['-bad.example.com', 'labels may contain only letters, digits and inner hyphens'],
    ['example.c0m', 'must end in an alphabetic or punycode top-level domain'],
    ['xn--zz.com', 'contains an invalid punycode label'],
    ['https://example.com', 'must be a domain name such as example.com'],
    ['example.com/path', 'must be a domain name such as example.com'],
    [`${'a'.repeat(64)}.com`, 'must not have labels longer than 63 characters'],
    ['', 'must not be empty'],
  ])('rejects %j: %s', async (domain, message) => {
    const ws = await workspace();
    expect(await details({ domain, role: 'viewer', workspaceId: ws.id })).toEqual([{ field: 'domain', message }]);
  });

  it('answers 409 for a domain already on the workspace, also when written differently', async () => {
    const ws = await workspace();
    await add({ domain: 'acme.com', role: 'viewer', workspaceId: ws.id }).expect(200);
    const res = await add({ domain: 'ACME.com.', role: 'editor', workspaceId: ws.id }).expect(409);
    const error = expectError(res.body, 409, 'CONFLICT');
    expect(error.message).toBe(`acme.com is already a domain of workspace ${ws.id}`);
    expect(error.details).toEqual([{ field: 'domain', message: 'is already a domain of this workspace' }]);
  });

  it('allows the same domain on another workspace', async () => {
    expect(await domainOf('shared.com')).toBe('shared.com');
    expect(await domainOf('shared.com')).toBe('shared.com');
  });

  it('gives one success and 409 for the others when one domain is added simultaneously', async () => {
    const ws = await workspace();
    const body = { domain: 'race.com', role: 'viewer', workspaceId: ws.id };
    const responses = await Promise.all(Array.from({ length: 5 }, () => add(body)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await t.dataSource.manager.countBy(WorkspaceDomainEntity, { workspaceId: ws.id })).toBe(1);
  });

  describe('validation', () => {
    let wsId: string;
    beforeAll(async () => {
      wsId = (await workspace()).id;
    });
    const valid = () => ({ domain: 'valid.com', role: 'viewer', workspaceId: wsId });

    it('requires domain, role and workspaceId', async () => {
      expect(await details({})).toEqual([
        { field: 'domain', message: 'is required' },
        { field: 'role', message: 'is required' },
        { field: 'workspaceId', message: 'is required' },
      ]);
    });

    it('rejects null values, wrong types and unknown fields', async () => {
      for (const field of ['domain', 'role', 'workspaceId']) {
        expect(await details({ ...valid(), [field]: null })).toEqual([{ field, message: 'must not be null' }]);
      }
      expect(await details({ ...valid(), domain: 42 })).toEqual([{ field: 'domain', message: 'must be a string' }]);
      expect(await details({ ...valid(), extra: 1 })).toEqual([{ field: 'extra', message: 'is not allowed' }]);
    });

    it('rejects a role outside the five roles', async () => {
      expect(await details({ ...valid(), role: 'Owner' })).toEqual([
        { field: 'role', message: 'must be one of: owner, editor, collaborator, viewer, commenter' },
      ]);
    });

    it('answers 400 naming workspaceId for a workspace of another organization', async () => {
      const foreign = await insertWorkspace(t, (await t.newOrg()).orgId);
      expect(await details({ ...valid(), workspaceId: foreign.id })).toEqual([
        { field: 'workspaceId', message: `workspace ${foreign.id} does not exist` },
      ]);
      expect(await t.dataSource.manager.countBy(WorkspaceDomainEntity, { workspaceId: foreign.id })).toBe(0);
    });
  });

  describe('properties', () => {
    let id: string;
    beforeAll(async () => {
      const ws = await workspace();
      id = (await add({ domain: 'props.com', role: 'editor', workspaceId: ws.id }).expect(200)).body.data
        .workspaceDomain.id;
    });

    it('returns id and the selected fields in every accepted form', async () => {
      for (const query of [
        'properties=domain&properties=role',
        'properties=domain,role',
        'properties[]=domain&properties[]=role',
      ]) {
        const res = await api.get(`/v1/workspace-domains/${id}?${query}`).expect(200);
        expect(res.body.data.workspaceDomain).toEqual({ id, domain: 'props.com', role: 'editor' });
      }
    });

    it('applies the selection to the create response', async () => {
      const ws = await workspace();
      const res = await add({ domain: 'sel.com', role: 'viewer', workspaceId: ws.id }, '?properties=domain').expect(
        200,
      );
      expect(res.body.data.workspaceDomain).toEqual({ id: expect.stringMatching(ID), domain: 'sel.com' });
    });

    it('rejects an unknown property', async () => {
      const res = await api.get(`/v1/workspace-domains/${id}?properties=user.email`).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
        {
          field: 'properties',
          message:
            'contains unknown workspaceDomain properties: user.email; allowed: role, domain, workspaceId, createdAt, updatedAt',
        },
      ]);
    });
  });

  it('answers 404 for another organization’s workspace domain and for an unknown id', async () => {
    const other = await t.newOrg();
    const ws = await insertWorkspace(t, other.orgId);
    const foreign = await apiAs(t, other.key)
      .post('/v1/workspace-domains', { domain: 'other.com', role: 'viewer', workspaceId: ws.id })
      .expect(200);
    const id = foreign.body.data.workspaceDomain.id;
    const res = await api.get(`/v1/workspace-domains/${id}`).expect(404);
    expect(expectError(res.body, 404, 'NOT_FOUND').message).toBe(`workspaceDomain ${id} not found`);
    await api.get('/v1/workspace-domains/unknownId123').expect(404);
  });

  it('answers 401 without a key', async () => {
    const anonymous = apiAs(t, 'wsk_nope').raw;
    expectError((await anonymous.get('/v1/workspace-domains/abc').expect(401)).body, 401, 'UNAUTHORIZED');
    expectError((await anonymous.post('/v1/workspace-domains').send({}).expect(401)).body, 401, 'UNAUTHORIZED');
  });
});

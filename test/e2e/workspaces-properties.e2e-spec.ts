import type { AccountEntity } from '../../src/accounts/account.entity.js';
import type { CustomFieldEntity } from '../../src/custom-fields/custom-field.entity.js';
import type { UserEntity } from '../../src/users/user.entity.js';
import type { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertCustomField, insertCustomFieldValue } from '../support/factories/custom-fields.js';
import { insertUser } from '../support/factories/users.js';
import { insertWorkspaceDomain } from '../support/factories/workspace-domains.js';
import { insertWorkspaceUser } from '../support/factories/workspace-users.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { BASE } from '../support/wire.js';

describe('workspace properties', () => {
  let t: TestApp;
  let api: Api;
  let workspace: WorkspaceEntity;
  let account: AccountEntity;
  let user: UserEntity;
  let memberId: string;
  let field: CustomFieldEntity;
  let head: { id: string; object: string; url: string };

  beforeAll(async () => {
    t = await bootTestApp();
    const org = await t.newOrg();
    api = apiAs(t, org.key);
    account = await insertAccount(t, org.orgId, { name: 'Globex' });
    workspace = await insertWorkspace(t, org.orgId, { name: 'Rollout', accountId: account.id, taskProgress: 33 });
    user = await insertUser(t, org.orgId, { email: 'jane@example.com', firstName: 'Jane' });
    memberId = (await insertWorkspaceUser(t, workspace, user, { role: 'editor' })).id;
    await insertWorkspaceDomain(t, workspace, { domain: 'globex.example' });
    field = await insertCustomField(t, org.orgId, 'singleLineText', 'workspace');
    await insertCustomFieldValue(t, field, workspace.id, 'hello');
    head = { id: workspace.id, object: 'workspace', url: `${BASE}/workspaces/${workspace.id}` };
  });
  afterAll(() => t.close());

  const get = async (qs: string) => (await api.get(`/v1/workspaces/${workspace.id}?${qs}`).expect(200)).body.data;

  it.each([
    ['repeated keys', 'properties=name&properties=taskProgress'],
    ['a comma list', 'properties=name,taskProgress'],
    ['properties[]', 'properties[]=name&properties[]=taskProgress'],
  ])('selects properties given as %s', async (_form, qs) => {
    expect((await get(qs)).workspace).toEqual({ ...head, name: 'Rollout', taskProgress: '33' });
  });

  it('selects the user’s e-mail inside workspace users, keeping the ids, object and url', async () => {
    expect((await get('properties=workspaceUsers.user.email')).workspace).toEqual({
      ...head,
      workspaceUsers: [
        { id: memberId, user: { id: user.id, object: 'user', url: `${BASE}/users/${user.id}`, email: user.email } },
      ],
    });
  });

  it('selects a field of a workspace user itself with a dot path', async () => {
    expect((await get('properties=workspaceUsers.role')).workspace).toEqual({
      ...head,
      workspaceUsers: [{ id: memberId, role: 'editor' }],
    });
  });

  it('selects the account name only', async () => {
    expect((await get('properties=account.name')).workspace).toEqual({
      ...head,
      account: { id: account.id, object: 'account', url: `${BASE}/accounts/${account.id}`, name: 'Globex' },
    });
  });

  it('keeps an absent deal null when selected through a dot path', async () => {
    expect((await get('properties=deal.name')).workspace).toEqual({ ...head, deal: null });
  });

  it('selects custom field values only', async () => {
    expect((await get('properties=customFields.value')).workspace).toEqual({
      ...head,
      customFields: [{ id: field.id, object: 'customField', url: `${BASE}/custom-fields/${field.id}`, value: 'hello' }],
    });
  });

  it('returns an embed whole when selected by its bare name', async () => {
    const { workspace: selected } = await get('properties=workspaceDomains');
    expect(selected).toEqual({
      ...head,
      workspaceDomains: [
        {
          id: expect.any(String),
          role: 'viewer',
          domain: 'globex.example',
          workspaceId: workspace.id,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ],
    });
  });

  it('applies the selection to every item of the list', async () => {
    const res = await api.get('/v1/workspaces?properties=account.name,workspaceUsers.user.email').expect(200);
    expect(res.body.data.workspaces).toEqual([
      (await get('properties=account.name,workspaceUsers.user.email')).workspace,
    ]);
  });

  it('loads only the embeds a selection names, in one statement after the key lookup', async () => {
    const statementsOf = (query: string): Promise<string[]> =>
      t.statementsOf(() => api.get(`/v1/workspaces/${workspace.id}?${query}`).expect(200));
    const readsAccount = (statements: string[]) => statements.some((sql) => /\bFROM\s+"?account"?\s/i.test(sql));
    const readsAnyEmbed = (statements: string[]) =>
      statements.some((sql) =>
        /\b(FROM|JOIN)\s+"?(account|deal|workspace_user|workspace_domain|custom_field\w*)"?\s/i.test(sql),
      );
    const plain = await statementsOf('properties=name');
    expect(plain).toHaveLength(2);
    expect(readsAnyEmbed(plain)).toBe(false);
    const withAccount = await statementsOf('properties=name,account.name');
    expect(withAccount).toHaveLength(2);
    expect(readsAccount(withAccount)).toBe(true);
    expect(await statementsOf('')).toHaveLength(2);
  });

  it.each(['nope', 'account.customFields', 'workspaceUsers.object', 'workspaceUsers.user.nope', 'name,'])(
    'rejects the property %s with the allowed names',
    async (name) => {
      for (const path of [`/v1/workspaces/${workspace.id}`, '/v1/workspaces']) {
        const res = await api.get(`${path}?properties=${encodeURIComponent(name)}`).expect(400);
        expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
          { field: 'properties', message: expect.any(String) },
        ]);
      }
    },
  );

  it('names the allowed properties, dot paths included, in the error', async () => {
    const res = await api.get(`/v1/workspaces/${workspace.id}?properties=nope`).expect(400);
    expect(res.body.error.details[0].message).toMatch(
      /^contains unknown workspace properties: nope; allowed: name, workspaceUrl, .*workspaceUsers\.user\.email.*customFields\.value/,
    );
  });
});

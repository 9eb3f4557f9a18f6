import type { AccountEntity } from '../../src/accounts/account.entity.js';
import type { CustomFieldEntity } from '../../src/custom-fields/custom-field.entity.js';
import type { DealEntity } from '../../src/deals/deal.entity.js';
import type { UserEntity } from '../../src/users/user.entity.js';
import type { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertCustomField, insertCustomFieldValue, SIZE_OPTIONS } from '../support/factories/custom-fields.js';
import { insertDeal } from '../support/factories/deals.js';
import { insertTemplate } from '../support/factories/templates.js';
import { insertUser } from '../support/factories/users.js';
import { insertWorkspaceDomain } from '../support/factories/workspace-domains.js';
import { insertWorkspaceUser } from '../support/factories/workspace-users.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { BASE } from '../support/wire.js';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('workspaces', () => {
  let t: TestApp;
  let api: Api;
  let org: { orgId: string; key: string; slug: string };
  let full: WorkspaceEntity;
  let bare: WorkspaceEntity;
  let account: AccountEntity;
  let deal: DealEntity;
  let jane: UserEntity;
  let bob: UserEntity;
  let size: CustomFieldEntity;
  let notes: CustomFieldEntity;
  let memberIds: string[];
  let domainIds: string[];

  beforeAll(async () => {
    t = await bootTestApp({ APP_BASE_URL: 'https://app.example.com/app' });
    org = await t.newOrg();
    api = apiAs(t, org.key);
    const template = await insertTemplate(t, org.orgId);
    account = await insertAccount(t, org.orgId, { name: 'Globex', crmAAccountId: 'crm-a-1' });
    deal = await insertDeal(t, org.orgId, {
      name: 'Globex renewal',
      amount: '12500.5',
      stage: 'negotiation',
      type: 'renewal',
      createdDate: '2026-01-05T10:11:12.345Z',
      closeDate: '2026-03-31T00:00:00.000Z',
      crmBDealId: 'crm-b-9',
    });
    size = await insertCustomField(t, org.orgId, 'dropdownSelect', 'workspace', {
      name: 'Size',
      variableName: 'workspace.size',
      options: SIZE_OPTIONS,
    });
    notes = await insertCustomField(t, org.orgId, 'singleLineText', 'workspace', { name: 'Notes' });
    await insertCustomField(t, org.orgId, 'number', 'account', { name: 'Seats' });
    full = await insertWorkspace(t, org.orgId, {
      name: 'Globex Onboarding!',
      templateId: template.id,
      accountId: account.id,
      dealId: deal.id,
      published: true,
      startDate: daysAgo(10),
      targetEndDate: '2099-06-30',
      actualEndDate: null,
      taskProgress: 67,
      lastContactView: '2026-02-03T04:05:06.789Z',
      totalViews: 42,
      uniqueViewers: 3,
      totalActions: 7,
      totalTimeSpent: 3600,
      contactsCount: 2,
      shareSetting: 'landingPage',
      googleVerificationEnabled: true,
      magicLinkVerificationEnabled: false,
      welcomePageCta: 'Open',
      welcomePageText: 'Hello,\nwelcome!',
    });
    jane = await insertUser(t, org.orgId, { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' });
    bob = await insertUser(t, org.orgId, { email: 'bob@example.com' });
    memberIds = [
      (await insertWorkspaceUser(t, full, jane, { role: 'owner' })).id,
      (await insertWorkspaceUser(t, full, bob, { role: 'viewer' })).id,
    ];
    domainIds = [
      (await insertWorkspaceDomain(t, full, { domain: 'globex.example', role: 'collaborator' })).id,
      (await insertWorkspaceDomain(t, full, { domain: 'globex.dev', role: 'viewer' })).id,
    ];
    await insertCustomFieldValue(t, size, full.id, 'm');
    bare = await insertWorkspace(t, org.orgId, { name: 'Bare', startDate: '2099-01-01' });
  });
  afterAll(() => t.close());

  const userJson = (user: UserEntity, name: string) => ({
    id: user.id,
    object: 'user',
    url: `${BASE}/users/${user.id}`,
    firstName: user.firstName,
    lastName: user.lastName,
    avatar: null,
    email: user.email,
    name,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  });

  const customFieldJson = (field: CustomFieldEntity, value: string | null, options: object[]) => ({
    id: field.id,
    object: 'customField',
    url: `${BASE}/custom-fields/${field.id}`,
    name: field.name,
    variableName: field.variableName,
    type: field.type,
    objectType: 'workspace',
    options,
    createdAt: field.createdAt,
    updatedAt: field.updatedAt,
    value,
  });

  it('returns a workspace with every field and every embed', async () => {
    const res = await api.get(`/v1/workspaces/${full.id}`).expect(200);
    expect(res.body).toEqual({
      data: {
        workspace: {
          id: full.id,
          object: 'workspace',
          url: `${BASE}/workspaces/${full.id}`,
          name: 'Globex Onboarding!',
          workspaceUrl: `https://app.example.com/app/${org.slug}/globex-onboarding-${full.id}`,
          templateId: full.templateId,
          published: true,
          accountId: account.id,
          dealId: deal.id,
          startDate: full.startDate,
          targetEndDate: '2099-06-30',
          actualEndDate: null,
          projectAge: 10,
          taskProgress: '67',
          lastContactView: '2026-02-03T04:05:06Z',
          totalViews: 42,
          uniqueViewers: 3,
          totalActions: 7,
          totalTimeSpent: 3600,
          contactsCount: 2,
          shareSetting: 'landingPage',
          googleVerificationEnabled: true,
          magicLinkVerificationEnabled: false,
          welcomePageCta: 'Open',
          welcomePageText: 'Hello,\nwelcome!',
          messagesEnabled: true,
          chatChannelEnabled: false,
          workspaceUsers: [
            {
              id: memberIds[0],
              role: 'owner',
              workspaceId: full.id,
              user: userJson(jane, 'Jane Doe'),
              createdAt: expect.any(String),
              updatedAt: expect.any(String),
            },
            {
              id: memberIds[1],
              role: 'viewer',
              workspaceId: full.id,
              user: userJson(bob, 'bob'),
              createdAt: expect.any(String),
              updatedAt: expect.any(String),
            },
          ],
          workspaceDomains: [
            {
              id: domainIds[0],
              role: 'collaborator',
              domain: 'globex.example',
              workspaceId: full.id,
              createdAt: expect.any(String),
              updatedAt: expect.any(String),
            },
            {
              id: domainIds[1],
              role: 'viewer',
              domain: 'globex.dev',
              workspaceId: full.id,
              createdAt: expect.any(String),
              updatedAt: expect.any(String),
            },
          ],
          account: {
            id: account.id,
            object: 'account',
            url: `${BASE}/accounts/${account.id}`,
            name: 'Globex',
            website: 'https://globex.example',
            ownerId: null,
            logo: null,
            crmAAccountId: 'crm-a-1',
            crmBCompanyId: null,
            createdAt: account.createdAt,
            updatedAt: account.updatedAt,
          },
          deal: {
            id: deal.id,
            object: 'deal',
            url: `${BASE}/deals/${deal.id}`,
            crmBDealId: 'crm-b-9',
            crmAOpportunityId: null,
            createdDate: '2026-01-05T10:11:12Z',
            closeDate: '2026-03-31T00:00:00Z',
            name: 'Globex renewal',
            amount: '12500.5',
            type: 'renewal',
            stage: 'negotiation',
            createdAt: deal.createdAt,
            updatedAt: deal.updatedAt,
          },
          customFields: [
            customFieldJson(size, 'Medium', [
              { index: 0, label: 'Small', value: 's' },
              { index: 1, label: 'Medium', value: 'm' },
              { index: 2, label: 'Large', value: 'l' },
            ]),
            customFieldJson(notes, null, []),
          ],
          createdAt: full.createdAt,
          updatedAt: full.updatedAt,
        },
      },
    });
  });

  it('returns an unpublished workspace without links: null workspaceUrl, account and deal, empty lists', async () => {
    const res = await api.get(`/v1/workspaces/${bare.id}`).expect(200);
    expect(res.body.data.workspace).toMatchObject({
      workspaceUrl: null,
      published: false,
      templateId: null,
      accountId: null,
      dealId: null,
      taskProgress: '0',
      lastContactView: null,
      workspaceUsers: [],
      workspaceDomains: [],
      account: null,
      deal: null,
      customFields: [customFieldJson(size, null, expect.any(Array)), customFieldJson(notes, null, [])],
    });
  });

  it('gives projectAge 0 before startDate and counts from creation without one', async () => {
    expect((await api.get(`/v1/workspaces/${bare.id}`).expect(200)).body.data.workspace.projectAge).toBe(0);
    const created = new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString();
    const young = await insertWorkspace(t, org.orgId, { createdAt: created, name: 'Young' });
    expect((await api.get(`/v1/workspaces/${young.id}`).expect(200)).body.data.workspace.projectAge).toBe(3);
    await t.dataSource.manager.delete('workspace', { id: young.id });
  });

  it('answers 404 for another organization’s workspace and 401 without a key', async () => {
    const other = await t.newOrg();
    const theirs = await insertWorkspace(t, other.orgId);
    expectError((await api.get(`/v1/workspaces/${theirs.id}`).expect(404)).body, 404, 'NOT_FOUND');
    expectError((await apiAs(t, other.key).get(`/v1/workspaces/${full.id}`).expect(404)).body, 404, 'NOT_FOUND');
    expectError((await apiAs(t, 'nope').raw.get('/v1/workspaces').expect(401)).body, 401, 'UNAUTHORIZED');
  });

  it('lists workspaces newest first with pageInfo', async () => {
    const res = await api.get('/v1/workspaces?properties=name').expect(200);
    expect(res.body.data).toEqual({
      workspaces: [
        { id: bare.id, object: 'workspace', url: `${BASE}/workspaces/${bare.id}`, name: 'Bare' },
        { id: full.id, object: 'workspace', url: `${BASE}/workspaces/${full.id}`, name: 'Globex Onboarding!' },
      ],
      pageInfo: { page: 1, pages: 1, total: 2, pageTotal: 2, hasNextPage: false, hasPrevPage: false },
    });
  });

  it('answers a page past the end with an empty list and true totals', async () => {
    const res = await api.get('/v1/workspaces?page=4&limit=1').expect(200);
    expect(res.body.data).toEqual({
      workspaces: [],
      pageInfo: { page: 4, pages: 2, total: 2, pageTotal: 0, hasNextPage: false, hasPrevPage: true },
    });
  });

  it('lists full workspaces identical to the retrieved ones', async () => {
    const list = (await api.get('/v1/workspaces?limit=1&page=2').expect(200)).body.data.workspaces;
    expect(list).toEqual([(await api.get(`/v1/workspaces/${full.id}`).expect(200)).body.data.workspace]);
  });

  it('costs two statements (key; the first page with every embed and its count) whatever the limit and filters, three past page 1 (key, count, page)', async () => {
    const many = await t.newOrg();
    const manyApi = apiAs(t, many.key);
    const field = await insertCustomField(t, many.orgId, 'singleLineText', 'workspace');
    for (let i = 0; i < 5; i++) {
      const workspace = await insertWorkspace(t, many.orgId, {
        accountId: (await insertAccount(t, many.orgId)).id,
        dealId: (await insertDeal(t, many.orgId)).id,
      });
      const user = await insertUser(t, many.orgId, { email: `user${i}@example.com` });
      await insertWorkspaceUser(t, workspace, user);
      await insertWorkspaceDomain(t, workspace, { domain: `d${i}.example` });
      await insertCustomFieldValue(t, field, workspace.id, `value ${i}`);
    }
    for (const [path, statements] of [
      ['/v1/workspaces?limit=1', 2],
      ['/v1/workspaces?limit=20', 2],
      ['/v1/workspaces?limit=100', 2],
      ['/v1/workspaces?page=3&limit=2', 3],
      ['/v1/workspaces?page=2&limit=2&filters[published]=false', 3],
      ['/v1/workspaces?limit=100&filters[userEmail]=user1@example.com&filters[domain]=d1.example', 2],
      ['/v1/workspaces?limit=100&properties=name,workspaceUsers.user.email,customFields.value', 2],
    ] as const) {
      expect([path, await t.countQueries(() => manyApi.get(path).expect(200))]).toEqual([path, statements]);
    }
    // The total read with the first page is the same as the one read on its own for later pages.
    const first = await manyApi.get('/v1/workspaces?limit=2&filters[userEmail]=user1@example.com').expect(200);
    expect(first.body.data.pageInfo).toMatchObject({ total: 1, pages: 1 });
    const second = await manyApi.get('/v1/workspaces?page=2&limit=2').expect(200);
    expect(second.body.data.pageInfo).toMatchObject({ total: 5, pages: 3 });
    expect((await manyApi.get('/v1/workspaces?limit=2').expect(200)).body.data.pageInfo).toMatchObject({ total: 5 });
    // Past the end: the count says so, and the page is not read.
    expect(await t.countQueries(() => manyApi.get('/v1/workspaces?page=9&limit=1').expect(200))).toBe(2);
    const res = await manyApi.get('/v1/workspaces?limit=100').expect(200);
    expect(res.body.data.workspaces).toHaveLength(5);
    for (const workspace of res.body.data.workspaces) {
      expect(workspace.workspaceUsers).toHaveLength(1);
      expect(workspace.workspaceDomains).toHaveLength(1);
      expect(workspace.account).not.toBeNull();
      expect(workspace.deal).not.toBeNull();
      expect(workspace.customFields[0].value).toMatch(/^value \d$/);
    }
  });

  /** The SQL a request issues, the API key lookup included. */
  const statementsOf = (path: string): Promise<string[]> => t.statementsOf(() => api.get(path).expect(200));

  const EMBED_TABLES: Record<string, string[]> = {
    workspaceUsers: ['workspace_user', 'app_user'],
    workspaceDomains: ['workspace_domain'],
    account: ['account'],
    deal: ['deal'],
    customFields: ['custom_field', 'custom_field_option', 'custom_field_value'],
  };
  const ALL_TABLES = Object.values(EMBED_TABLES).flat();
  const tablesRead = (statements: string[]): string[] =>
    ALL_TABLES.filter((table) =>
      statements.some((sql) => new RegExp(`\\b(FROM|JOIN)\\s+"?${table}"?\\s`, 'i').test(sql)),
    );

  it('reads every embed table for the full resource, in the same two statements (key; page and count)', async () => {
    const statements = await statementsOf('/v1/workspaces');
    expect(statements).toHaveLength(2);
    expect(tablesRead(statements).sort()).toEqual([...ALL_TABLES].sort());
  });

  it('loads no embed that is not selected', async () => {
    const plain = await statementsOf('/v1/workspaces?properties=name');
    expect(plain).toHaveLength(2);
    expect(tablesRead(plain)).toEqual([]);
    for (const [embed, tables] of Object.entries(EMBED_TABLES)) {
      const one = await statementsOf(`/v1/workspaces?properties=name,${embed}`);
      expect([embed, one.length, tablesRead(one)]).toEqual([embed, 2, tables]);
    }
  });
});

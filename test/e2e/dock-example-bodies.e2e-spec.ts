import request from 'supertest';
import { type Api, newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertDeal } from '../support/factories/deals.js';
import { insertTemplate } from '../support/factories/templates.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { eventTypes } from '../support/events.js';
import { countRows } from '../support/lifecycle.js';
import { BASE, ID, type Json } from '../support/wire.js';

/**
 * The request bodies Dock documents for its public API, sent exactly as written there (ids substituted, CRM fields
 * under our neutral names): a client written for Dock must not meet a 400.
 */
describe("Dock's documented example bodies", () => {
  let t: TestApp;

  beforeAll(async () => (t = await bootTestApp()));
  afterAll(() => t.close());

  /** Dock's create-workspace example, hubspot* → crmB*, salesforce* → crmA*. */
  const createExample = (ids: { templateId: string; accountId: string }): Json => ({
    templateId: ids.templateId,
    crmBCompanyId: '1234567890',
    crmBDealId: '1234567890',
    crmAAccountId: '1234567890',
    crmAOpportunityId: '1234567890',
    accountId: ids.accountId,
    shareSetting: 'landingPage',
    notifyPeople: false,
    workspaceUsers: [{ email: 'jsmith@example.com', role: 'owner' }],
    workspaceDomains: [{ domain: 'example.com', role: 'owner' }],
    name: 'My Workspace',
    autoPublishWorkspace: false,
    googleVerificationEnabled: false,
    magicLinkVerificationEnabled: false,
    welcomePageCta: 'View Workspace',
    welcomePageText: 'Welcome',
  });

  /** Dock's set-access example. */
  const accessExample: Json = {
    workspaceUsers: [
      {
        role: 'owner',
        user: {
          firstName: 'John',
          lastName: 'Doe',
          avatar: 'https://dock.us/avatar.png',
          email: 'john.doe@example.com',
          name: 'John Doe',
        },
      },
    ],
    workspaceDomains: [{ role: 'owner', domain: 'dock.us' }],
    notifyPeople: false,
    message: 'You have been added to the workspace',
  };

  const setup = async (): Promise<{ api: Api; orgId: string; templateId: string; accountId: string }> => {
    const { api, orgId } = await newOrgApi(t);
    const template = await insertTemplate(t, orgId);
    const account = await insertAccount(t, orgId, { name: 'Acme' });
    return { api, orgId, templateId: template.id, accountId: account.id };
  };

  it('creates a workspace from the create example: 201, every setting stored, the account given, a deal for the CRM ids', async () => {
    const { api, orgId, templateId, accountId } = await setup();
    const res = await api.post('/v1/workspaces', createExample({ templateId, accountId })).expect(201);
    const ws = res.body.data.workspace as Json;
    expect(ws).toMatchObject({
      name: 'My Workspace',
      templateId,
      published: false,
      workspaceUrl: null,
      accountId,
      dealId: expect.stringMatching(ID),
      shareSetting: 'landingPage',
      googleVerificationEnabled: false,
      magicLinkVerificationEnabled: false,
      welcomePageCta: 'View Workspace',
      welcomePageText: 'Welcome',
      contactsCount: 1,
      workspaceUsers: [{ role: 'owner', user: expect.objectContaining({ email: 'jsmith@example.com' }) }],
      workspaceDomains: [{ id: expect.stringMatching(ID), domain: 'example.com', role: 'owner' }],
      account: expect.objectContaining({ id: accountId, name: 'Acme' }),
      // Without dealId, the CRM deal ids find or create the deal, as the CRM account ids do for the account.
      deal: expect.objectContaining({
        name: 'My Workspace',
        crmAOpportunityId: '1234567890',
        crmBDealId: '1234567890',
      }),
    });
    expect(res.headers.location).toBe(`${BASE}/workspaces/${ws.id}`);
    expect((await api.get(`/v1/workspaces/${ws.id}`).expect(200)).body.data.workspace).toEqual(ws);
    // accountId wins over the CRM account ids: no account was made for them.
    expect(await countRows(t, 'account', 'organization_id = ?', [orgId])).toBe(1);
    expect(await eventTypes(api)).toEqual([
      'deal.created',
      'workspace.created',
      'workspaceDomain.created',
      'workspaceUser.created',
    ]);
    // notifyPeople false on a draft: nothing queued.
    expect(await countRows(t, 'outbox_email', 'organization_id = ?', [orgId])).toBe(0);
  });

  it('links the deal that already has the CRM ids instead of creating another, again for a second workspace', async () => {
    const { api, orgId, templateId, accountId } = await setup();
    const deal = await insertDeal(t, orgId, { name: 'Existing', crmAOpportunityId: '1234567890' });
    const first = (await api.post('/v1/workspaces', createExample({ templateId, accountId })).expect(201)).body.data
      .workspace as Json;
    const body = { ...createExample({ templateId, accountId }), name: 'Second', workspaceUsers: [] };
    const second = (await api.post('/v1/workspaces', body).expect(201)).body.data.workspace as Json;
    expect([first.dealId, second.dealId]).toEqual([deal.id, deal.id]);
    expect(await countRows(t, 'deal', 'organization_id = ?', [orgId])).toBe(1);
    expect(await eventTypes(api)).not.toContain('deal.created');
  });

  it('sets access with the set-access example: 200, the user created with its name and avatar, the domain', async () => {
    const { api, orgId } = await setup();
    const ws = await insertWorkspace(t, orgId);
    const res = await api.post(`/v1/workspaces/${ws.id}/access`, accessExample).expect(200);
    const workspace = res.body.data.workspace as Json;
    expect(workspace).toMatchObject({
      contactsCount: 1,
      workspaceUsers: [
        {
          role: 'owner',
          user: expect.objectContaining({
            email: 'john.doe@example.com',
            firstName: 'John',
            lastName: 'Doe',
            name: 'John Doe',
            avatar: 'https://dock.us/avatar.png',
          }),
        },
      ],
      workspaceDomains: [expect.objectContaining({ domain: 'dock.us', role: 'owner' })],
    });
    const member = (workspace.workspaceUsers as Json[])[0];
    const user = (await api.get(`/v1/users/${(member.user as Json).id}`).expect(200)).body.data.user;
    expect(user).toMatchObject({ firstName: 'John', lastName: 'Doe', avatar: 'https://dock.us/avatar.png' });
    expect(await countRows(t, 'outbox_email', 'organization_id = ?', [orgId])).toBe(0);
  });

  it('shows both examples in the OpenAPI document as the request examples of their operations', async () => {
    const doc = (await request(t.http).get('/openapi.json').expect(200)).body;
    const exampleOf = (path: string) =>
      doc.paths[path].post.requestBody.content['application/json'].examples.dock.value as Json;
    expect(exampleOf('/v1/workspaces')).toEqual(
      createExample({ templateId: 't1U2v3W4x5Y6', accountId: 'c1D2e3F4g5H6' }),
    );
    expect(exampleOf('/v1/workspaces/{id}/access')).toEqual(accessExample);
  });

  it('takes custom field options back in the shape it returns them, {index, label, value}, on create and update', async () => {
    const { api } = await setup();
    const created = (
      await api
        .post('/v1/custom-fields', {
          name: 'Tier',
          type: 'dropdownSelect',
          objectType: 'workspace',
          options: [
            { index: 1, label: 'Silver', value: 'silver' },
            { index: 0, label: 'Gold', value: 'gold' },
          ],
        })
        .expect(201)
    ).body.data.customField as Json;
    expect(created.options).toEqual([
      { index: 0, label: 'Gold', value: 'gold' },
      { index: 1, label: 'Silver', value: 'silver' },
    ]);
    // What GET returned, sent back with one option added.
    const options = [...(created.options as Json[]), { index: 2, label: 'Bronze', value: 'bronze' }];
    const updated = (await api.patch(`/v1/custom-fields/${created.id}`, { options }).expect(200)).body.data
      .customField as Json;
    expect(updated.options).toEqual(options);
  });
});

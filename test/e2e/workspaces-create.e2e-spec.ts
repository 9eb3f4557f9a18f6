import { type Api, expectError, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { APP, bootWithSmtp, drainOutbox } from '../support/mail-app.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertCustomField } from '../support/factories/custom-fields.js';
import { insertDeal } from '../support/factories/deals.js';
import { insertTemplate } from '../support/factories/templates.js';
import { insertUser } from '../support/factories/users.js';
import { eventTypes } from '../support/events.js';
import { countRows, mailTo, tasksOf, templateWithTasks } from '../support/lifecycle.js';
import type { SmtpCapture } from '../support/smtp.js';
import { BASE, ID, ISO_MS, type Json } from '../support/wire.js';
import { KICK_OFF, NO_ACTION } from '../support/factories/plan-task-fields.js';

describe('POST /v1/workspaces', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => ({ t, smtp } = await bootWithSmtp()));
  afterAll(() => t.close());

  /** A fresh organization per test: exact JSON without other tests' custom fields or events. */
  const org = () => newOrgApi(t);
  const drain = () => drainOutbox(t);
  const create = async (api: Api, body: Json, query = '') =>
    (await api.post(`/v1/workspaces${query}`, body).expect(201)).body.data.workspace as Json;

  it('creates an unpublished workspace from a template: 201, Location, the whole workspace, GET answers the same', async () => {
    const { orgId, api } = await org();
    const { template } = await templateWithTasks(t, orgId);
    const res = await api
      .post('/v1/workspaces', {
        name: 'Globex rollout',
        templateId: template.id,
        startDate: '2030-03-01',
        targetEndDate: '2030-04-01',
      })
      .expect(201);
    const ws = res.body.data.workspace;
    expect(res.headers.location).toBe(`${BASE}/workspaces/${ws.id}`);
    expect(res.body).toEqual({
      data: {
        workspace: {
          id: expect.stringMatching(ID),
          object: 'workspace',
          url: `${BASE}/workspaces/${ws.id}`,
          name: 'Globex rollout',
          workspaceUrl: null,
          templateId: template.id,
          published: false,
          accountId: null,
          dealId: null,
          startDate: '2030-03-01',
          targetEndDate: '2030-04-01',
          actualEndDate: null,
          projectAge: 0,
          taskProgress: '0',
          lastContactView: null,
          totalViews: 0,
          uniqueViewers: 0,
          totalActions: 0,
          totalTimeSpent: 0,
          contactsCount: 0,
          shareSetting: 'private',
          googleVerificationEnabled: false,
          magicLinkVerificationEnabled: true,
          welcomePageCta: null,
          welcomePageText: null,
          messagesEnabled: true,
          chatChannelEnabled: false,
          workspaceUsers: [],
          workspaceDomains: [],
          account: null,
          deal: null,
          customFields: [],
          createdAt: expect.stringMatching(ISO_MS),
          updatedAt: ws.createdAt,
        },
      },
    });
    expect((await api.get(`/v1/workspaces/${ws.id}`).expect(200)).body.data.workspace).toEqual(ws);
    expect(await eventTypes(api)).toEqual(['workspace.created']);
  });

  it('copies the template plan tasks in plan order, each pointing back, dated from startDate plus the offsets', async () => {
    const { orgId, api } = await org();
    // Inserted out of order: the copy follows `index`, not insertion.
    const { template, tasks } = await templateWithTasks(t, orgId, [
      { index: 2, title: 'Go live', dueOffsetDays: 30 },
      {
        index: 0,
        ...KICK_OFF,
        startOffsetDays: 0,
        dueOffsetDays: 2,
      },
      { index: 1, title: 'Training', startOffsetDays: 3, dueOffsetDays: 31 },
    ]);
    const ws = await create(api, { name: 'Dated', templateId: template.id, startDate: '2030-01-31' });
    const copied = await tasksOf(api, ws.id as string);
    const common = {
      object: 'workspacePlanTask',
      status: 'Not Started',
      completed: false,
      completedAt: null,
      // The template's one plan, copied: every task sits in the workspace's copy.
      workspacePlanId: copied[0].workspacePlanId,
      workspaceId: ws.id,
      createdAt: ws.createdAt,
      updatedAt: ws.createdAt,
      assignees: [],
      files: [],
    };
    const noAction = { description: null, isInternal: false, ...NO_ACTION };
    expect(copied).toEqual([
      {
        ...common,
        id: expect.stringMatching(ID),
        url: `${BASE}/workspace-plan-tasks/${copied[0].id}`,
        index: 0,
        ...KICK_OFF,
        startDate: '2030-01-31',
        dueDate: '2030-02-02',
        templatePlanTaskId: tasks[1].id,
      },
      {
        ...common,
        ...noAction,
        id: expect.stringMatching(ID),
        url: `${BASE}/workspace-plan-tasks/${copied[1].id}`,
        index: 1,
        title: 'Training',
        startDate: '2030-02-03',
        dueDate: '2030-03-03',
        templatePlanTaskId: tasks[2].id,
      },
      {
        ...common,
        ...noAction,
        id: expect.stringMatching(ID),
        url: `${BASE}/workspace-plan-tasks/${copied[2].id}`,
        index: 2,
        title: 'Go live',
        startDate: null,
        dueDate: '2030-03-02',
        templatePlanTaskId: tasks[0].id,
      },
    ]);
    expect(ws.taskProgress).toBe('0');
  });

  it('leaves task dates empty without a startDate, and creates a workspace without tasks from an empty template', async () => {
    const { orgId, api } = await org();
    const { template } = await templateWithTasks(t, orgId, [{ title: 'Only', startOffsetDays: 1, dueOffsetDays: 5 }]);
    const ws = await create(api, { name: 'Undated', templateId: template.id });
    expect((await tasksOf(api, ws.id as string)).map((task) => [task.title, task.startDate, task.dueDate])).toEqual([
      ['Only', null, null],
    ]);
    expect(ws).toMatchObject({ startDate: null, targetEndDate: null, taskProgress: '0' });
    const empty = await create(api, { name: 'Empty', templateId: (await insertTemplate(t, orgId)).id });
    expect(await tasksOf(api, empty.id as string)).toEqual([]);
  });

  it('links an account and a deal by id, embedding them without custom fields', async () => {
    const { orgId, api } = await org();
    const { template } = await templateWithTasks(t, orgId);
    const account = await insertAccount(t, orgId, { name: 'Initech', crmAAccountId: 'A-1', crmBCompanyId: 'B-1' });
    const deal = await insertDeal(t, orgId, { name: 'Initech deal', amount: '1200.5', stage: 'won' });
    await insertCustomField(t, orgId, 'singleLineText', 'account', { name: 'Tier' });
    const ws = await create(api, { name: 'Linked', templateId: template.id, accountId: account.id, dealId: deal.id });
    expect(ws).toMatchObject({ accountId: account.id, dealId: deal.id });
    expect(ws.account).toEqual({
      id: account.id,
      object: 'account',
      url: `${BASE}/accounts/${account.id}`,
      name: 'Initech',
      website: 'https://globex.example',
      ownerId: null,
      logo: null,
      crmAAccountId: 'A-1',
      crmBCompanyId: 'B-1',
      createdAt: account.createdAt,
      updatedAt: account.updatedAt,
    });
    expect(ws.deal).toEqual({
      id: deal.id,
      object: 'deal',
      url: `${BASE}/deals/${deal.id}`,
      name: 'Initech deal',
      amount: '1200.5',
      stage: 'won',
      type: null,
      createdDate: null,
      closeDate: null,
      crmBDealId: null,
      crmAOpportunityId: null,
      createdAt: deal.createdAt,
      updatedAt: deal.updatedAt,
    });
  });

  it('finds the account by crmAAccountId, else by crmBCompanyId (the oldest match), and accountId wins over both', async () => {
    const { orgId, api } = await org();
    const { template } = await templateWithTasks(t, orgId);
    const older = await insertAccount(t, orgId, { name: 'Older', crmAAccountId: 'A-7', crmBCompanyId: 'B-9' });
    await insertAccount(t, orgId, { name: 'Newer', crmAAccountId: 'A-7' });
    const byB = await insertAccount(t, orgId, { name: 'By B', crmBCompanyId: 'B-8' });
    const other = await insertAccount(t, orgId, { name: 'Other' });
    const link = async (body: Json) => (await create(api, { name: 'W', templateId: template.id, ...body })).accountId;
    expect(await link({ crmAAccountId: 'A-7' })).toBe(older.id);
    expect(await link({ crmBCompanyId: 'B-8' })).toBe(byB.id);
    expect(await link({ crmAAccountId: 'A-unknown', crmBCompanyId: 'B-8' })).toBe(byB.id);
    expect(await link({ crmAAccountId: 'A-7', crmBCompanyId: 'B-8' })).toBe(older.id);
    expect(await link({ accountId: other.id, crmAAccountId: 'A-7' })).toBe(other.id);
    // Another organization's account with the same CRM id is not found: this one gets its own.
    const stranger = await t.newOrg();
    await insertAccount(t, stranger.orgId, { crmAAccountId: 'A-shared' });
    const own = await link({ crmAAccountId: 'A-shared' });
    expect(await countRows(t, 'account', 'organization_id = ? AND crm_a_account_id = ?', [orgId, 'A-shared'])).toBe(1);
    expect(own).toEqual(expect.stringMatching(ID));
  });

  it('creates the account named after the workspace when no CRM id matches, once, with its account.created event', async () => {
    const { orgId, api } = await org();
    const { template } = await templateWithTasks(t, orgId);
    const ws = await create(api, {
      name: 'Umbrella onboarding',
      templateId: template.id,
      crmAAccountId: 'A-77',
      crmBCompanyId: 'B-77',
    });
    const made = (await api.get(`/v1/accounts/${ws.accountId}`).expect(200)).body.data.account;
    expect(made).toEqual({
      id: ws.accountId,
      object: 'account',
      url: `${BASE}/accounts/${ws.accountId}`,
      name: 'Umbrella onboarding',
      website: null,
      ownerId: null,
      logo: null,
      crmAAccountId: 'A-77',
      crmBCompanyId: 'B-77',
      customFields: [],
      createdAt: ws.createdAt,
      updatedAt: ws.createdAt,
    });
    expect(ws.account).toEqual({ ...made, customFields: undefined });
    const again = await create(api, { name: 'Umbrella renewal', templateId: template.id, crmBCompanyId: 'B-77' });
    expect(again.accountId).toBe(ws.accountId);
    expect(await eventTypes(api)).toEqual(['account.created', 'workspace.created', 'workspace.created']);
    const event = (await api.get('/v1/events?type=account.created').expect(200)).body.data.events[0];
    expect(event.data).toEqual({ object: made });
  });

  it('creates one account when several workspaces name the same new CRM id at the same time', async () => {
    const { orgId, api } = await org();
    const { template } = await templateWithTasks(t, orgId);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.post('/v1/workspaces', { name: `Race ${i}`, templateId: template.id, crmAAccountId: 'A-race' }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const accountIds = new Set(results.map((res) => res.body.data.workspace.accountId));
    expect(accountIds.size).toBe(1);
    expect(await countRows(t, 'account', 'organization_id = ?', [orgId])).toBe(1);
  });

  it('adds people and domains in the order given: e-mails lower-cased, existing users reused, domains normalized', async () => {
    const { orgId, api } = await org();
    const { template } = await templateWithTasks(t, orgId);
    const known = await insertUser(t, orgId, { email: 'known@example.com', firstName: 'Kim', lastName: 'Known' });
    const ws = await create(api, {
      name: 'People',
      templateId: template.id,
      workspaceUsers: [
        { email: 'Zed.New@Example.COM', role: 'owner' },
        { email: 'KNOWN@example.com', role: 'viewer' },
      ],
      workspaceDomains: [
        { domain: 'Customer.Example.', role: 'viewer' },
        { domain: 'bücher.example', role: 'commenter' },
      ],
    });
    const [first, second] = ws.workspaceUsers as Json[];
    const created = ws.createdAt as string;
    expect(ws.workspaceUsers).toEqual([
      {
        id: expect.stringMatching(ID),
        role: 'owner',
        workspaceId: ws.id,
        user: {
          id: expect.stringMatching(ID),
          object: 'user',
          url: `${BASE}/users/${(first.user as Json).id}`,
          firstName: null,
          lastName: null,
          avatar: null,
          email: 'zed.new@example.com',
          name: 'zed.new',
          createdAt: expect.stringMatching(ISO_MS),
          updatedAt: expect.stringMatching(ISO_MS),
        },
        createdAt: created,
        updatedAt: created,
      },
      {
        id: expect.stringMatching(ID),
        role: 'viewer',
        workspaceId: ws.id,
        user: {
          id: known.id,
          object: 'user',
          url: `${BASE}/users/${known.id}`,
          firstName: 'Kim',
          lastName: 'Known',
          avatar: null,
          email: 'known@example.com',
          name: 'Kim Known',
          createdAt: known.createdAt,
          updatedAt: known.updatedAt,
        },
        createdAt: second.createdAt,
        updatedAt: second.createdAt,
      },
    ]);
    expect((second.createdAt as string) > created).toBe(true);
    expect(ws.workspaceDomains).toEqual([
      {
        id: expect.stringMatching(ID),
        role: 'viewer',
        domain: 'customer.example',
        workspaceId: ws.id,
        createdAt: created,
        updatedAt: created,
      },
      {
        id: expect.stringMatching(ID),
        role: 'commenter',
        domain: 'xn--bcher-kva.example',
        workspaceId: ws.id,
        createdAt: expect.stringMatching(ISO_MS),
        updatedAt: expect.stringMatching(ISO_MS),
      },
    ]);
    expect(ws.contactsCount).toBe(2);
    expect(await countRows(t, 'app_user', 'organization_id = ?', [orgId])).toBe(2);
    expect(await eventTypes(api)).toEqual([
      'workspace.created',
      'workspaceDomain.created',
      'workspaceDomain.created',
      'workspaceUser.created',
      'workspaceUser.created',
    ]);
    // Unpublished: nobody is e-mailed.
    await drain();
    expect(mailTo(smtp, 'zed.new@example.com')).toEqual([]);
    expect(mailTo(smtp, 'known@example.com')).toEqual([]);
  });

  it('publishes at once with autoPublishWorkspace and e-mails each person once, with the message and workspaceUrl', async () => {
    const { orgId, api, slug } = await org();
    const { template } = await templateWithTasks(t, orgId, [{ title: 'Kick-off' }]);
    const ws = await create(api, {
      name: 'Loud launch',
      templateId: template.id,
      autoPublishWorkspace: true,
      message: 'Welcome aboard!',
      workspaceUsers: [
        { email: 'loud.one@example.com', role: 'collaborator' },
        { email: 'loud.two@example.com', role: 'viewer' },
      ],
    });
    expect(ws).toMatchObject({ published: true, workspaceUrl: `${APP}/${slug}/loud-launch-${ws.id}` });
    await drain();
    for (const email of ['loud.one@example.com', 'loud.two@example.com']) {
      const mails = mailTo(smtp, email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe("You're invited to Loud launch");
      expect(mails[0].text).toContain('Welcome aboard!');
      expect(mails[0].text).toContain(ws.workspaceUrl as string);
      expect(mails[0].html).toContain('Welcome aboard!');
    }
    expect(await eventTypes(api)).toEqual([
      'workspace.created',
      'workspace.published',
      'workspaceUser.created',
      'workspaceUser.created',
    ]);
  });

  it('publishes without e-mailing anyone when notifyPeople is false, and never e-mails for an unpublished one', async () => {
    const { orgId, api } = await org();
    const { template } = await templateWithTasks(t, orgId);
    await create(api, {
      name: 'Silent launch',
      templateId: template.id,
      autoPublishWorkspace: true,
      notifyPeople: false,
      workspaceUsers: [{ email: 'silent@example.com', role: 'viewer' }],
    });
    await create(api, {
      name: 'Draft',
      templateId: template.id,
      notifyPeople: true,
      message: 'Not yet',
      workspaceUsers: [{ email: 'draft@example.com', role: 'viewer' }],
    });
    await drain();
    expect(mailTo(smtp, 'silent@example.com')).toEqual([]);
    expect(mailTo(smtp, 'draft@example.com')).toEqual([]);
    expect(await countRows(t, 'outbox_email', 'organization_id = ?', [orgId])).toBe(0);
  });

  it('sets workspace custom field values on creation', async () => {
    const { orgId, api } = await org();
    const { template } = await templateWithTasks(t, orgId);
    const region = await insertCustomField(t, orgId, 'singleLineText', 'workspace', { name: 'Region' });
    const seats = await insertCustomField(t, orgId, 'number', 'workspace', { name: 'Seats' });
    const ws = await create(
      api,
      { name: 'With fields', templateId: template.id, customFields: [{ id: seats.id, value: '12.50' }] },
      '?properties=customFields.value',
    );
    expect(ws).toEqual({
      id: ws.id,
      object: 'workspace',
      url: `${BASE}/workspaces/${ws.id}`,
      customFields: [
        { id: region.id, object: 'customField', url: `${BASE}/custom-fields/${region.id}`, value: null },
        { id: seats.id, object: 'customField', url: `${BASE}/custom-fields/${seats.id}`, value: '12.5' },
      ],
    });
  });

  it('answers only the selected properties', async () => {
    const { orgId, api } = await org();
    const { template } = await templateWithTasks(t, orgId);
    const res = await api
      .post('/v1/workspaces?properties=name,workspaceUsers.role', {
        name: 'Selected',
        templateId: template.id,
        workspaceUsers: [{ email: 'sel@example.com', role: 'editor' }],
      })
      .expect(201);
    const ws = res.body.data.workspace;
    expect(ws).toEqual({
      id: ws.id,
      object: 'workspace',
      url: `${BASE}/workspaces/${ws.id}`,
      name: 'Selected',
      workspaceUsers: [{ id: expect.stringMatching(ID), role: 'editor' }],
    });
    expect(res.headers.location).toBe(`${BASE}/workspaces/${ws.id}`);
  });

  it('rejects other organizations’ or unknown template, account and deal ids with 400 naming the field, writing nothing', async () => {
    const { orgId, api } = await org();
    const stranger = await t.newOrg();
    const foreignTpl = await insertTemplate(t, stranger.orgId);
    const foreignAccount = await insertAccount(t, stranger.orgId);
    const foreignDeal = await insertDeal(t, stranger.orgId);
    const { template } = await templateWithTasks(t, orgId, [{ title: 'One' }]);
    const people = { workspaceUsers: [{ email: 'nobody@example.com', role: 'viewer' }], autoPublishWorkspace: true };
    const cases: [Json, string][] = [
      [{ templateId: foreignTpl.id }, 'templateId'],
      [{ templateId: 'a1B2c3D4e5F6' }, 'templateId'],
      [{ templateId: template.id, accountId: foreignAccount.id }, 'accountId'],
      [{ templateId: template.id, accountId: 'a1B2c3D4e5F6' }, 'accountId'],
      [{ templateId: template.id, dealId: foreignDeal.id }, 'dealId'],
      [{ templateId: template.id, dealId: 'a1B2c3D4e5F6', crmAAccountId: 'A-new' }, 'dealId'],
    ];
    for (const [body, field] of cases) {
      const res = await api.post('/v1/workspaces', { name: 'x', ...people, ...body });
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
        { field, message: expect.stringContaining('does not exist') },
      ]);
    }
    for (const table of ['workspace', 'workspace_plan_task', 'account', 'app_user', 'outbox_email', 'event']) {
      expect({ table, n: await countRows(t, table, 'organization_id = ?', [orgId]) }).toEqual({ table, n: 0 });
    }
  });

  it('writes nothing when a late rule fails: tasks, people, account and e-mails go with the failed transaction', async () => {
    const { orgId, api } = await org();
    const { template } = await templateWithTasks(t, orgId, [{ title: 'One' }, { title: 'Two' }]);
    const dealField = await insertCustomField(t, orgId, 'singleLineText', 'deal', { name: 'Deal only' });
    const res = await api
      .post('/v1/workspaces', {
        name: 'Doomed',
        templateId: template.id,
        crmAAccountId: 'A-doomed',
        autoPublishWorkspace: true,
        workspaceUsers: [{ email: 'doomed@example.com', role: 'viewer' }],
        workspaceDomains: [{ domain: 'doomed.example', role: 'viewer' }],
        customFields: [{ id: dealField.id, value: 'x' }],
      })
      .expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details[0].field).toBe('customFields[0].id');
    for (const table of [
      'workspace',
      'workspace_plan_task',
      'workspace_user',
      'workspace_domain',
      'account',
      'app_user',
      'outbox_email',
      'event',
    ]) {
      expect({ table, n: await countRows(t, table, 'organization_id = ?', [orgId]) }).toEqual({ table, n: 0 });
    }
  });

  it('validates every field of the body, naming it', async () => {
    const { orgId, api } = await org();
    const { template } = await templateWithTasks(t, orgId);
    const ok = { name: 'x', templateId: template.id };
    const member = (overrides: Json) => ({
      ...ok,
      workspaceUsers: [{ email: 'a@example.com', role: 'viewer', ...overrides }],
    });
    const domain = (overrides: Json) => ({
      ...ok,
      workspaceDomains: [{ domain: 'a.example', role: 'viewer', ...overrides }],
    });
    const cases: [Json, string[]][] = [
      [{ templateId: template.id }, ['name']],
      [{ ...ok, name: '' }, ['name']],
      [{ ...ok, name: 'x'.repeat(256) }, ['name']],
      [{ ...ok, name: 'two\nlines' }, ['name']],
      [{ ...ok, name: null }, ['name']],
      [{ ...ok, name: 42 }, ['name']],
      [{ name: 'x' }, ['templateId']],
      [{ ...ok, templateId: 'short' }, ['templateId']],
      [{ ...ok, templateId: null }, ['templateId']],
      [{ ...ok, accountId: 12 }, ['accountId']],
      [{ ...ok, dealId: 'not an id!!' }, ['dealId']],
      [{ ...ok, crmAAccountId: '' }, ['crmAAccountId']],
      [{ ...ok, crmAAccountId: 'a\nb' }, ['crmAAccountId']],
      [{ ...ok, crmBCompanyId: 'b'.repeat(256) }, ['crmBCompanyId']],
      [{ ...ok, startDate: '2026-02-30' }, ['startDate']],
      [{ ...ok, startDate: '2026-3-1' }, ['startDate']],
      [{ ...ok, targetEndDate: '2026-03-01T00:00:00Z' }, ['targetEndDate']],
      [{ ...ok, workspaceUsers: 'a@example.com' }, ['workspaceUsers']],
      [{ ...ok, workspaceUsers: ['a@example.com'] }, ['workspaceUsers']],
      [
        {
          ...ok,
          workspaceUsers: Array.from({ length: 201 }, (_, i) => ({ email: `p${i}@example.com`, role: 'viewer' })),
        },
        ['workspaceUsers'],
      ],
      [member({ email: 'bad' }), ['workspaceUsers[0].email']],
      [member({ email: undefined }), ['workspaceUsers[0].email']],
      [member({ role: 'boss' }), ['workspaceUsers[0].role']],
      [member({ role: undefined }), ['workspaceUsers[0].role']],
      [member({ name: 'Ann' }), ['workspaceUsers[0].name']],
      [{ ...ok, workspaceDomains: {} }, ['workspaceDomains']],
      [domain({ domain: '10.0.0.1' }), ['workspaceDomains[0].domain']],
      [domain({ domain: '*.example.com' }), ['workspaceDomains[0].domain']],
      [domain({ domain: 'localhost' }), ['workspaceDomains[0].domain']],
      [domain({ domain: 'https://example.com' }), ['workspaceDomains[0].domain']],
      [domain({ role: 'admin' }), ['workspaceDomains[0].role']],
      [{ ...ok, autoPublishWorkspace: 'yes' }, ['autoPublishWorkspace']],
      [{ ...ok, notifyPeople: 1 }, ['notifyPeople']],
      [{ ...ok, message: 'm'.repeat(5001) }, ['message']],
      [{ ...ok, message: ['hi'] }, ['message']],
      [{ ...ok, customFields: { id: 'x' } }, ['customFields']],
      [{ ...ok, color: 'red' }, ['color']],
      [{ ...ok, published: true }, ['published']],
    ];
    for (const [body, fields] of cases) {
      const res = await api.post('/v1/workspaces', body);
      const details = (res.body.error?.details ?? []) as Json[];
      expect({ body, status: res.status, fields: details.map((d) => d.field) }).toEqual({ body, status: 400, fields });
    }
    expect(await countRows(t, 'workspace', 'organization_id = ?', [orgId])).toBe(0);
  });

  it('rejects repeats inside workspaceUsers (case-insensitive) and workspaceDomains (once normalized), naming each index', async () => {
    const { orgId, api } = await org();
    const { template } = await templateWithTasks(t, orgId);
    const res = await api
      .post('/v1/workspaces', {
        name: 'Repeats',
        templateId: template.id,
        workspaceUsers: [
          { email: 'dup@example.com', role: 'viewer' },
          { email: 'other@example.com', role: 'viewer' },
          { email: 'DUP@example.com', role: 'owner' },
        ],
        workspaceDomains: [
          { domain: 'd.example', role: 'viewer' },
          { domain: 'D.example.', role: 'owner' },
        ],
      })
      .expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'workspaceUsers[2].email', message: 'repeats workspaceUsers[0]' },
      { field: 'workspaceDomains[1].domain', message: 'repeats workspaceDomains[0]' },
    ]);
    const domains = await api
      .post('/v1/workspaces', {
        name: 'Repeats',
        templateId: template.id,
        workspaceDomains: [
          { domain: 'd.example', role: 'viewer' },
          { domain: 'D.example.', role: 'owner' },
          { domain: 'd.EXAMPLE', role: 'owner' },
        ],
      })
      .expect(400);
    expect(expectError(domains.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'workspaceDomains[1].domain', message: 'repeats workspaceDomains[0]' },
      { field: 'workspaceDomains[2].domain', message: 'repeats workspaceDomains[0]' },
    ]);
    expect(await countRows(t, 'workspace', 'organization_id = ?', [orgId])).toBe(0);
  });

  it('answers 415 without a JSON body and 400 for a body that is not an object', async () => {
    const { api } = await org();
    await api.post('/v1/workspaces').set('Content-Type', 'text/plain').send('name=x').expect(415);
    expectError((await api.post('/v1/workspaces', []).expect(400)).body, 400, 'BAD_REQUEST');
  });
});

import { OutboxWorker } from '../../src/mail/outbox.worker.js';
import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertCustomField } from '../support/factories/custom-fields.js';
import {
  insertDeal,
  insertTemplate,
  insertTemplatePlanTask,
  insertUser,
  insertWorkspace,
  insertWorkspaceUser,
} from '../support/factories/workspaces.js';
import { type SmtpCapture, startSmtp } from '../support/smtp.js';

const ID = /^[0-9A-Za-z]{12}$/;
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
type Json = Record<string, unknown>;

describe('workspace lifecycle: create, update, access, delete', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let slug: string;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await bootTestApp({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '3600000', APP_BASE_URL: 'https://app.example.test' });
    const org = await t.newOrg('Lifecycle Co');
    orgId = org.orgId;
    slug = org.slug;
    api = apiAs(t, org.key);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const drain = () => t.app.get(OutboxWorker).drain();
  const mailTo = (email: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(email));
  const template = async (tasks: { title: string; startOffsetDays?: number; dueOffsetDays?: number }[] = []) => {
    const tpl = await insertTemplate(t, orgId, { name: 'Rollout' });
    for (const [index, task] of tasks.entries()) await insertTemplatePlanTask(t, tpl, { index, ...task });
    return tpl;
  };
  const create = async (body: Json, query = '') =>
    (await api.post(`/v1/workspaces${query}`, body).expect(201)).body.data.workspace;
  const tasksOf = async (workspaceId: string) =>
    (await api.get(`/v1/workspace-plan-tasks?filters[workspaceId]=${workspaceId}&limit=100`).expect(200)).body.data
      .workspacePlanTasks;

  describe('POST /v1/workspaces', () => {
    it('creates an unpublished workspace from a template, copying its tasks in order with dates from startDate', async () => {
      const tpl = await template([
        { title: 'Kick-off', startOffsetDays: 0, dueOffsetDays: 2 },
        { title: 'Training', dueOffsetDays: 14 },
        { title: 'Go live' },
      ]);
      const res = await api
        .post('/v1/workspaces', {
          name: 'Globex rollout',
          templateId: tpl.id,
          startDate: '2026-03-01',
          targetEndDate: '2026-04-01',
        })
        .expect(201);
      const ws = res.body.data.workspace;
      expect(res.headers.location).toBe(`http://localhost:3000/v1/workspaces/${ws.id}`);
      expect(ws).toMatchObject({
        id: expect.stringMatching(ID),
        object: 'workspace',
        name: 'Globex rollout',
        templateId: tpl.id,
        published: false,
        workspaceUrl: null,
        accountId: null,
        dealId: null,
        startDate: '2026-03-01',
        targetEndDate: '2026-04-01',
        taskProgress: '0',
        contactsCount: 0,
        workspaceUsers: [],
        workspaceDomains: [],
        createdAt: expect.stringMatching(ISO_MS),
      });
      const tasks = await tasksOf(ws.id);
      expect(tasks.map((task: Json) => [task.title, task.index, task.startDate, task.dueDate, task.status])).toEqual([
        ['Kick-off', 0, '2026-03-01', '2026-03-03', 'Not Started'],
        ['Training', 1, null, '2026-03-15', 'Not Started'],
        ['Go live', 2, null, null, 'Not Started'],
      ]);
      expect(tasks.every((task: Json) => typeof task.templatePlanTaskId === 'string')).toBe(true);
    });

    it('links an account by id and a deal, and finds or creates the account by CRM ids', async () => {
      const tpl = await template();
      const account = await insertAccount(t, orgId, { name: 'Initech', crmAAccountId: 'A-1' });
      const deal = await insertDeal(t, orgId);
      const byId = await create({ name: 'By id', templateId: tpl.id, accountId: account.id, dealId: deal.id });
      expect(byId).toMatchObject({
        accountId: account.id,
        dealId: deal.id,
        account: { id: account.id, name: 'Initech' },
      });
      expect((await create({ name: 'By CRM A', templateId: tpl.id, crmAAccountId: 'A-1' })).accountId).toBe(account.id);
      const made = await create({ name: 'Umbrella onboarding', templateId: tpl.id, crmBCompanyId: 'B-77' });
      expect(made.account).toMatchObject({ id: expect.stringMatching(ID), name: 'Umbrella onboarding' });
      const again = await create({ name: 'Umbrella renewal', templateId: tpl.id, crmBCompanyId: 'B-77' });
      expect(again.accountId).toBe(made.accountId);
    });

    it('adds people and domains, and invites nobody while unpublished', async () => {
      const tpl = await template();
      const ws = await create({
        name: 'Quiet',
        templateId: tpl.id,
        workspaceUsers: [
          { email: 'Quiet.One@Example.com', role: 'owner' },
          { email: 'quiet.two@example.com', role: 'viewer' },
        ],
        workspaceDomains: [{ domain: 'Quiet.Example', role: 'viewer' }],
      });
      expect(ws.contactsCount).toBe(2);
      expect(ws.workspaceUsers.map((m: Json) => [(m.user as Json).email, m.role])).toEqual([
        ['quiet.one@example.com', 'owner'],
        ['quiet.two@example.com', 'viewer'],
      ]);
      expect(ws.workspaceDomains.map((d: Json) => [d.domain, d.role])).toEqual([['quiet.example', 'viewer']]);
      await drain();
      expect(mailTo('quiet.one@example.com')).toEqual([]);
    });

    it('publishes at once with autoPublishWorkspace and e-mails each person the message and workspaceUrl', async () => {
      const tpl = await template([{ title: 'Kick-off' }]);
      const ws = await create({
        name: 'Loud launch',
        templateId: tpl.id,
        autoPublishWorkspace: true,
        message: 'Welcome aboard!',
        workspaceUsers: [{ email: 'loud@example.com', role: 'collaborator' }],
      });
      expect(ws.published).toBe(true);
      expect(ws.workspaceUrl).toBe(`https://app.example.test/${slug}/loud-launch-${ws.id}`);
      await drain();
      const [mail] = mailTo('loud@example.com');
      expect(mail.text).toContain('Welcome aboard!');
      expect(mail.text).toContain(ws.workspaceUrl);
      expect(mail.html).toContain('Loud launch');
      expect(mailTo('loud@example.com')).toHaveLength(1);
    });

    it('sends nothing with notifyPeople false, and invites those people when later published with notify', async () => {
      const tpl = await template();
      const ws = await create({
        name: 'Silent launch',
        templateId: tpl.id,
        autoPublishWorkspace: true,
        notifyPeople: false,
        workspaceUsers: [{ email: 'silent@example.com', role: 'viewer' }],
      });
      await drain();
      expect(mailTo('silent@example.com')).toEqual([]);
      await api.patch(`/v1/workspaces/${ws.id}`, { published: true, message: 'Now for real' }).expect(200);
      await drain();
      expect(mailTo('silent@example.com').map((mail) => mail.text.includes('Now for real'))).toEqual([true]);
    });

    it('rejects other organizations’ template, account and deal ids with 400 naming the field, writing nothing', async () => {
      const stranger = await t.newOrg();
      const foreignTpl = await insertTemplate(t, stranger.orgId);
      const foreignAccount = await insertAccount(t, stranger.orgId);
      const foreignDeal = await insertDeal(t, stranger.orgId);
      const tpl = await template();
      const before = (await api.get('/v1/workspaces?limit=1').expect(200)).body.data.pageInfo.total;
      const cases: [Json, string][] = [
        [{ name: 'x', templateId: foreignTpl.id }, 'templateId'],
        [{ name: 'x', templateId: tpl.id, accountId: foreignAccount.id }, 'accountId'],
        [{ name: 'x', templateId: tpl.id, dealId: foreignDeal.id }, 'dealId'],
      ];
      for (const [body, field] of cases) {
        const res = await api.post('/v1/workspaces', body).expect(400);
        expect(expectError(res.body, 400, 'BAD_REQUEST').details[0].field).toBe(field);
      }
      expect((await api.get('/v1/workspaces?limit=1').expect(200)).body.data.pageInfo.total).toBe(before);
    });

    it('validates the body: required fields, types, roles, e-mails, domains and repeats inside the lists', async () => {
      const tpl = await template();
      const cases: [Json, string][] = [
        [{ templateId: tpl.id }, 'name'],
        [{ name: 'x' }, 'templateId'],
        [{ name: '', templateId: tpl.id }, 'name'],
        [{ name: 'x', templateId: tpl.id, startDate: '2026-02-30' }, 'startDate'],
        [
          { name: 'x', templateId: tpl.id, workspaceUsers: [{ email: 'bad', role: 'viewer' }] },
          'workspaceUsers[0].email',
        ],
        [
          { name: 'x', templateId: tpl.id, workspaceUsers: [{ email: 'a@example.com', role: 'boss' }] },
          'workspaceUsers[0].role',
        ],
        [{ name: 'x', templateId: tpl.id, workspaceUsers: 'a@example.com' }, 'workspaceUsers'],
        [
          {
            name: 'x',
            templateId: tpl.id,
            workspaceUsers: [
              { email: 'dup@example.com', role: 'viewer' },
              { email: 'DUP@example.com', role: 'owner' },
            ],
          },
          'workspaceUsers[1].email',
        ],
        [
          { name: 'x', templateId: tpl.id, workspaceDomains: [{ domain: '10.0.0.1', role: 'viewer' }] },
          'workspaceDomains[0].domain',
        ],
        [{ name: 'x', templateId: tpl.id, autoPublishWorkspace: 'yes' }, 'autoPublishWorkspace'],
        [{ name: 'x', templateId: tpl.id, color: 'red' }, 'color'],
      ];
      for (const [body, field] of cases) {
        const res = await api.post('/v1/workspaces', body);
        expect({ body, status: res.status, fields: res.body.error?.details?.map((d: Json) => d.field) }).toEqual({
          body,
          status: 400,
          fields: expect.arrayContaining([field]),
        });
      }
    });

    it('sets workspace custom field values on creation', async () => {
      const field = await insertCustomField(t, orgId, 'singleLineText', 'workspace', { name: 'Region' });
      const tpl = await template();
      const ws = await create(
        { name: 'With fields', templateId: tpl.id, customFields: [{ id: field.id, value: 'EMEA' }] },
        '?properties=customFields.value',
      );
      expect(ws.customFields).toEqual([expect.objectContaining({ id: field.id, value: 'EMEA' })]);
    });
  });

  describe('PATCH /v1/workspaces/{id}', () => {
    it('changes name and dates, and unlinks the account with null', async () => {
      const account = await insertAccount(t, orgId);
      const ws = await insertWorkspace(t, orgId, { accountId: account.id });
      const res = await api
        .patch(`/v1/workspaces/${ws.id}`, {
          name: 'Renamed',
          startDate: '2026-05-01',
          targetEndDate: null,
          accountId: null,
        })
        .expect(200);
      expect(res.body.data.workspace).toMatchObject({
        name: 'Renamed',
        startDate: '2026-05-01',
        targetEndDate: null,
        accountId: null,
        account: null,
      });
      expect(res.body.data.workspace.updatedAt > ws.updatedAt).toBe(true);
    });

    it('publishing e-mails members not yet notified once; publishing again sends nothing; unpublishing clears the URL', async () => {
      const ws = await insertWorkspace(t, orgId, { name: 'Publish me' });
      const user = await insertUser(t, orgId, { email: 'pub@example.com' });
      await insertWorkspaceUser(t, ws, user);
      const published = (await api.patch(`/v1/workspaces/${ws.id}`, { published: true }).expect(200)).body.data
        .workspace;
      expect(published.workspaceUrl).toBe(`https://app.example.test/${slug}/publish-me-${ws.id}`);
      await api.patch(`/v1/workspaces/${ws.id}`, { published: true }).expect(200);
      await drain();
      expect(mailTo('pub@example.com')).toHaveLength(1);
      const unpublished = (await api.patch(`/v1/workspaces/${ws.id}`, { published: false }).expect(200)).body.data
        .workspace;
      expect(unpublished).toMatchObject({ published: false, workspaceUrl: null });
    });

    it('rejects bad values and answers 404 for another organization’s workspace', async () => {
      const ws = await insertWorkspace(t, orgId);
      for (const body of [{ name: '' }, { published: 'yes' }, { startDate: 'soon' }, { templateId: 'a1B2c3D4e5F6' }]) {
        expectError((await api.patch(`/v1/workspaces/${ws.id}`, body).expect(400)).body, 400, 'BAD_REQUEST');
      }
      const foreign = await insertWorkspace(t, (await t.newOrg()).orgId);
      await api.patch(`/v1/workspaces/${foreign.id}`, { name: 'Mine' }).expect(404);
    });
  });

  describe('POST /v1/workspaces/{id}/access', () => {
    it('replaces members and domains: keeps and re-roles, removes, adds and invites the new ones when published', async () => {
      const tpl = await template();
      const ws = await create({
        name: 'Shared',
        templateId: tpl.id,
        autoPublishWorkspace: true,
        workspaceUsers: [
          { email: 'stay@example.com', role: 'viewer' },
          { email: 'leave@example.com', role: 'viewer' },
        ],
        workspaceDomains: [{ domain: 'old.example', role: 'viewer' }],
      });
      await drain();
      const res = await api
        .post(`/v1/workspaces/${ws.id}/access`, {
          workspaceUsers: [
            { email: 'stay@example.com', role: 'editor' },
            { email: 'new@example.com', role: 'viewer' },
          ],
          workspaceDomains: [{ domain: 'new.example', role: 'commenter' }],
          message: 'Come in',
        })
        .expect(200);
      const after = res.body.data.workspace;
      expect(after.workspaceUsers.map((m: Json) => [(m.user as Json).email, m.role])).toEqual([
        ['stay@example.com', 'editor'],
        ['new@example.com', 'viewer'],
      ]);
      expect(after.workspaceDomains.map((d: Json) => [d.domain, d.role])).toEqual([['new.example', 'commenter']]);
      expect(after.contactsCount).toBe(2);
      await drain();
      expect(mailTo('stay@example.com')).toHaveLength(1);
      expect(mailTo('new@example.com').map((mail) => mail.text.includes('Come in'))).toEqual([true]);
    });

    it('leaves a list that is not sent as it is, and rejects repeats', async () => {
      const tpl = await template();
      const ws = await create({
        name: 'Partial',
        templateId: tpl.id,
        workspaceUsers: [{ email: 'keep@example.com', role: 'viewer' }],
      });
      const res = await api
        .post(`/v1/workspaces/${ws.id}/access`, { workspaceDomains: [{ domain: 'p.example', role: 'viewer' }] })
        .expect(200);
      expect(res.body.data.workspace.workspaceUsers).toHaveLength(1);
      const dup = await api
        .post(`/v1/workspaces/${ws.id}/access`, {
          workspaceDomains: [
            { domain: 'd.example', role: 'viewer' },
            { domain: 'D.example.', role: 'owner' },
          ],
        })
        .expect(400);
      expect(expectError(dup.body, 400, 'BAD_REQUEST').details[0].field).toBe('workspaceDomains[1].domain');
    });
  });

  describe('DELETE /v1/workspaces/{id}', () => {
    it('removes the workspace with its tasks, members and domains; a second delete is 404', async () => {
      const tpl = await template([{ title: 'One' }]);
      const ws = await create({
        name: 'Doomed',
        templateId: tpl.id,
        workspaceUsers: [{ email: 'doomed@example.com', role: 'viewer' }],
        workspaceDomains: [{ domain: 'doomed.example', role: 'viewer' }],
      });
      expect((await api.delete(`/v1/workspaces/${ws.id}`).expect(200)).body).toEqual({ data: { id: ws.id } });
      await api.get(`/v1/workspaces/${ws.id}`).expect(404);
      expect(await tasksOf(ws.id)).toEqual([]);
      await api.get(`/v1/workspace-users/${ws.workspaceUsers[0].id}`).expect(404);
      await api.get(`/v1/workspace-domains/${ws.workspaceDomains[0].id}`).expect(404);
      await api.delete(`/v1/workspaces/${ws.id}`).expect(404);
    });
  });
});

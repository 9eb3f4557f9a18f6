import { type Api, apiAs, expectError, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { APP, bootWithSmtp, drainOutbox } from '../support/mail-app.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertCustomField, insertCustomFieldValue, SIZE_OPTIONS } from '../support/factories/custom-fields.js';
import { insertDeal } from '../support/factories/deals.js';
import { insertUser } from '../support/factories/users.js';
import { insertWorkspaceDomain } from '../support/factories/workspace-domains.js';
import { insertPlanTask } from '../support/factories/workspace-plan-tasks.js';
import { insertWorkspaceUser } from '../support/factories/workspace-users.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { eventTypes } from '../support/events.js';
import { countRows, mailTo, tasksOf, templateWithTasks } from '../support/lifecycle.js';
import type { SmtpCapture } from '../support/smtp.js';
import { BASE, ISO_MS, type Json } from '../support/wire.js';

describe('PATCH and DELETE /v1/workspaces/{id}', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => ({ t, smtp } = await bootWithSmtp()));
  afterAll(() => t.close());

  const org = () => newOrgApi(t);
  const drain = () => drainOutbox(t);
  const patch = async (api: Api, id: string, body: Json, query = '') =>
    (await api.patch(`/v1/workspaces/${id}${query}`, body).expect(200)).body.data.workspace as Json;
  /** A workspace with members, none of them notified yet unless `notifiedAt` is given. */
  const withMembers = async (orgId: string, name: string, emails: string[], overrides: Json = {}) => {
    const ws = await insertWorkspace(t, orgId, { name, ...overrides });
    for (const email of emails) await insertWorkspaceUser(t, ws, await insertUser(t, orgId, { email }));
    return ws;
  };

  describe('PATCH', () => {
    it('changes name, dates, account and deal: the whole workspace answered, updatedAt and ETag move, GET agrees', async () => {
      const { orgId, api } = await org();
      const account = await insertAccount(t, orgId, { name: 'Initech' });
      const deal = await insertDeal(t, orgId, { name: 'Initech deal' });
      const ws = await insertWorkspace(t, orgId, { name: 'Before', startDate: '2030-01-01' });
      const etag = (await api.get(`/v1/workspaces/${ws.id}`).expect(200)).headers.etag;
      const res = await api
        .patch(`/v1/workspaces/${ws.id}`, {
          name: 'After',
          startDate: '2030-05-01',
          targetEndDate: '2030-06-30',
          actualEndDate: '2030-07-02',
          accountId: account.id,
          dealId: deal.id,
        })
        .expect(200);
      const after = res.body.data.workspace;
      expect(res.body).toEqual({
        data: {
          workspace: {
            id: ws.id,
            object: 'workspace',
            url: `${BASE}/workspaces/${ws.id}`,
            name: 'After',
            workspaceUrl: null,
            templateId: null,
            published: false,
            accountId: account.id,
            dealId: deal.id,
            startDate: '2030-05-01',
            targetEndDate: '2030-06-30',
            actualEndDate: '2030-07-02',
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
            account: expect.objectContaining({ id: account.id, name: 'Initech' }),
            deal: expect.objectContaining({ id: deal.id, name: 'Initech deal' }),
            customFields: [],
            createdAt: ws.createdAt,
            updatedAt: expect.stringMatching(ISO_MS),
          },
        },
      });
      expect(after.updatedAt > ws.updatedAt).toBe(true);
      expect(res.headers.etag).toMatch(/^"\d+"$/);
      expect(res.headers.etag).not.toBe(etag);
      expect((await api.get(`/v1/workspaces/${ws.id}`).expect(200)).body.data.workspace).toEqual(after);
      expect(await eventTypes(api)).toEqual(['workspace.updated']);
    });

    it('clears dates and unlinks the account and the deal with null', async () => {
      const { orgId, api } = await org();
      const account = await insertAccount(t, orgId);
      const deal = await insertDeal(t, orgId);
      const ws = await insertWorkspace(t, orgId, {
        accountId: account.id,
        dealId: deal.id,
        startDate: '2030-01-01',
        targetEndDate: '2030-02-01',
        actualEndDate: '2030-02-03',
      });
      const after = await patch(api, ws.id, {
        startDate: null,
        targetEndDate: null,
        actualEndDate: null,
        accountId: null,
        dealId: null,
      });
      expect(after).toMatchObject({
        startDate: null,
        targetEndDate: null,
        actualEndDate: null,
        accountId: null,
        account: null,
        dealId: null,
        deal: null,
      });
    });

    it('changes nothing for an empty body or values it already has: same updatedAt and ETag, no event', async () => {
      const { orgId, api } = await org();
      const ws = await insertWorkspace(t, orgId, { name: 'Same', startDate: '2030-01-01' });
      const before = await api.get(`/v1/workspaces/${ws.id}`).expect(200);
      for (const body of [{}, { name: 'Same', startDate: '2030-01-01', published: false, notifyPeople: true }]) {
        const res = await api.patch(`/v1/workspaces/${ws.id}`, body).expect(200);
        expect(res.body).toEqual(before.body);
        expect(res.headers.etag).toBe(before.headers.etag);
      }
      expect(await eventTypes(api)).toEqual([]);
    });

    it('sets, canonicalizes and clears custom field values, with the same rules as accounts', async () => {
      const { orgId, api } = await org();
      const ws = await insertWorkspace(t, orgId);
      const seats = await insertCustomField(t, orgId, 'number', 'workspace', { name: 'Seats' });
      const size = await insertCustomField(t, orgId, 'dropdownSelect', 'workspace', {
        name: 'Size',
        options: SIZE_OPTIONS,
      });
      const live = await insertCustomField(t, orgId, 'date', 'workspace', { name: 'Live' });
      await insertCustomFieldValue(t, live, ws.id, '2030-01-01');
      const after = await patch(
        api,
        ws.id,
        {
          customFields: [
            { id: seats.id, value: '12.50' },
            { id: size.id, value: SIZE_OPTIONS[1].value },
            { id: live.id, value: null },
          ],
        },
        '?properties=customFields.value',
      );
      expect(after.customFields).toEqual([
        { id: seats.id, object: 'customField', url: `${BASE}/custom-fields/${seats.id}`, value: '12.5' },
        { id: size.id, object: 'customField', url: `${BASE}/custom-fields/${size.id}`, value: SIZE_OPTIONS[1].label },
        { id: live.id, object: 'customField', url: `${BASE}/custom-fields/${live.id}`, value: null },
      ]);
      expect(await eventTypes(api)).toEqual(['workspace.updated']);
    });

    it('rejects a bad custom field value, a field of another object type or organization, and changes nothing else', async () => {
      const { orgId, api } = await org();
      const ws = await insertWorkspace(t, orgId, { name: 'Kept' });
      const seats = await insertCustomField(t, orgId, 'number', 'workspace', { name: 'Seats' });
      const accountField = await insertCustomField(t, orgId, 'singleLineText', 'account', { name: 'Tier' });
      const foreign = await insertCustomField(t, (await t.newOrg()).orgId, 'number', 'workspace');
      const cases: [Json[], string][] = [
        [[{ id: seats.id, value: 'many' }], 'customFields[0].value'],
        [
          [
            { id: seats.id, value: 1 },
            { id: accountField.id, value: 'Gold' },
          ],
          'customFields[1].id',
        ],
        [[{ id: foreign.id, value: 3 }], 'customFields[0].id'],
        [
          [
            { id: seats.id, value: 1 },
            { id: seats.id, value: 2 },
          ],
          'customFields[1].id',
        ],
      ];
      for (const [customFields, field] of cases) {
        const res = await api.patch(`/v1/workspaces/${ws.id}`, { name: 'Changed', customFields });
        expect({ customFields, status: res.status }).toEqual({ customFields, status: 400 });
        expect(expectError(res.body, 400, 'BAD_REQUEST').details.map((d) => d.field)).toContain(field);
      }
      const now = (await api.get(`/v1/workspaces/${ws.id}?properties=name,customFields.value`).expect(200)).body.data
        .workspace;
      expect(now).toMatchObject({ name: 'Kept', customFields: [expect.objectContaining({ value: null })] });
      expect(await eventTypes(api)).toEqual([]);
    });

    it('rejects other organizations’ or unknown account and deal ids with 400 naming the field', async () => {
      const { orgId, api } = await org();
      const stranger = (await t.newOrg()).orgId;
      const ws = await insertWorkspace(t, orgId);
      const cases: [Json, string][] = [
        [{ accountId: (await insertAccount(t, stranger)).id }, 'accountId'],
        [{ accountId: 'a1B2c3D4e5F6' }, 'accountId'],
        [{ dealId: (await insertDeal(t, stranger)).id }, 'dealId'],
        [{ dealId: 'a1B2c3D4e5F6' }, 'dealId'],
      ];
      for (const [body, field] of cases) {
        const res = await api.patch(`/v1/workspaces/${ws.id}`, { name: 'Changed', ...body }).expect(400);
        expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
          { field, message: expect.stringContaining('does not exist') },
        ]);
      }
      expect((await api.get(`/v1/workspaces/${ws.id}`).expect(200)).body.data.workspace.name).toBe('Acme rollout');
    });

    it('validates every field, naming it', async () => {
      const { orgId, api } = await org();
      const ws = await insertWorkspace(t, orgId);
      const cases: [Json, string][] = [
        [{ name: '' }, 'name'],
        [{ name: null }, 'name'],
        [{ name: 'a\nb' }, 'name'],
        [{ name: 'x'.repeat(256) }, 'name'],
        [{ startDate: 'soon' }, 'startDate'],
        [{ targetEndDate: '2030-13-01' }, 'targetEndDate'],
        [{ actualEndDate: 20300101 }, 'actualEndDate'],
        [{ accountId: 'nope' }, 'accountId'],
        [{ dealId: 5 }, 'dealId'],
        [{ published: 'yes' }, 'published'],
        [{ published: null }, 'published'],
        [{ notifyPeople: 'no' }, 'notifyPeople'],
        [{ message: 'm'.repeat(5001) }, 'message'],
        [{ customFields: 'x' }, 'customFields'],
        [{ templateId: 'a1B2c3D4e5F6' }, 'templateId'],
        [{ workspaceUrl: 'https://x.example' }, 'workspaceUrl'],
        [{ contactsCount: 3 }, 'contactsCount'],
        [{ workspaceUsers: [] }, 'workspaceUsers'],
      ];
      for (const [body, field] of cases) {
        const res = await api.patch(`/v1/workspaces/${ws.id}`, body);
        const fields = ((res.body.error?.details ?? []) as Json[]).map((d) => d.field);
        expect({ body, status: res.status, fields }).toEqual({ body, status: 400, fields: [field] });
      }
    });

    it('answers 404 for another organization’s workspace or an unknown id, changing nothing', async () => {
      const { api } = await org();
      const stranger = await t.newOrg();
      const foreign = await insertWorkspace(t, stranger.orgId, { name: 'Theirs' });
      expectError(
        (await api.patch(`/v1/workspaces/${foreign.id}`, { name: 'Mine', published: true }).expect(404)).body,
        404,
        'NOT_FOUND',
      );
      await api.patch('/v1/workspaces/a1B2c3D4e5F6', { name: 'Mine' }).expect(404);
      const theirs = (await apiAs(t, stranger.key).get(`/v1/workspaces/${foreign.id}`).expect(200)).body.data.workspace;
      expect(theirs).toMatchObject({ name: 'Theirs', published: false });
    });

    it('publishes (workspaceUrl from the organization slug and the name) and unpublishes, with their events', async () => {
      const { orgId, api, slug } = await org();
      const ws = await insertWorkspace(t, orgId, { name: 'Big Launch: 2030!' });
      const published = await patch(api, ws.id, { published: true });
      expect(published).toMatchObject({
        published: true,
        workspaceUrl: `${APP}/${slug}/big-launch-2030-${ws.id}`,
      });
      const renamed = await patch(api, ws.id, { name: 'Bigger launch' });
      expect(renamed.workspaceUrl).toBe(`${APP}/${slug}/bigger-launch-${ws.id}`);
      const unpublished = await patch(api, ws.id, { published: false });
      expect(unpublished).toMatchObject({ published: false, workspaceUrl: null });
      expect(await eventTypes(api)).toEqual([
        'workspace.published',
        'workspace.unpublished',
        'workspace.updated',
        'workspace.updated',
        'workspace.updated',
      ]);
      const events = (await api.get('/v1/events?type=workspace.published').expect(200)).body.data.events;
      expect(events[0].data.object).toMatchObject({ id: ws.id, published: true, workspaceUrl: published.workspaceUrl });
    });

    it('publishing e-mails each member not yet notified once, with the message; publishing again, unpublishing and republishing send nothing more', async () => {
      const { orgId, api } = await org();
      const ws = await withMembers(orgId, 'Publish me', ['pub.a@example.com', 'pub.b@example.com']);
      const invited = await insertUser(t, orgId, { email: 'pub.done@example.com' });
      await insertWorkspaceUser(t, ws, invited, { notifiedAt: '2026-01-01T00:00:00.000Z' });
      const published = await patch(api, ws.id, { published: true, message: 'We are live!' });
      await patch(api, ws.id, { published: true, message: 'Again?' });
      await patch(api, ws.id, { published: false });
      await patch(api, ws.id, { published: true });
      await drain();
      for (const email of ['pub.a@example.com', 'pub.b@example.com']) {
        const mails = mailTo(smtp, email);
        expect({ email, count: mails.length }).toEqual({ email, count: 1 });
        expect(mails[0].text).toContain('We are live!');
        expect(mails[0].text).toContain(published.workspaceUrl as string);
      }
      expect(mailTo(smtp, 'pub.done@example.com')).toEqual([]);
    });

    it('publishing with notifyPeople false e-mails nobody; a later published: true invites them, once', async () => {
      const { orgId, api } = await org();
      const ws = await withMembers(orgId, 'Quiet first', ['later@example.com']);
      await patch(api, ws.id, { published: true, notifyPeople: false, message: 'not sent' });
      await drain();
      expect(mailTo(smtp, 'later@example.com')).toEqual([]);
      await patch(api, ws.id, { notifyPeople: true, message: 'Nor this: no publish asked' });
      await drain();
      expect(mailTo(smtp, 'later@example.com')).toEqual([]);
      await patch(api, ws.id, { published: true, message: 'Now for real' });
      await patch(api, ws.id, { published: true });
      await drain();
      expect(mailTo(smtp, 'later@example.com').map((mail) => mail.text.includes('Now for real'))).toEqual([true]);
    });

    it('e-mails each member once when several publishes of one workspace run at the same time', async () => {
      const { orgId, api } = await org();
      const emails = ['race.1@example.com', 'race.2@example.com', 'race.3@example.com'];
      // Already published, with members never notified (added with notifyPeople false): no publish changes the row.
      const ws = await withMembers(orgId, 'Racy', emails, { published: true, publishedAt: '2026-01-01T00:00:00.000Z' });
      const results = await Promise.all(
        Array.from({ length: 5 }, () => api.patch(`/v1/workspaces/${ws.id}`, { published: true })),
      );
      expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
      await drain();
      for (const email of emails) expect({ email, count: mailTo(smtp, email).length }).toEqual({ email, count: 1 });
      expect(await countRows(t, 'outbox_email', 'organization_id = ?', [orgId])).toBe(3);
    });
  });

  describe('DELETE', () => {
    it('removes the workspace with its plan tasks, members, domains and custom field values; what they point to stays', async () => {
      const { orgId, api } = await org();
      const { template } = await templateWithTasks(t, orgId, [{ title: 'One' }, { title: 'Two' }]);
      const account = await insertAccount(t, orgId);
      const deal = await insertDeal(t, orgId);
      const ws = (
        await api
          .post('/v1/workspaces', {
            name: 'Doomed',
            templateId: template.id,
            accountId: account.id,
            dealId: deal.id,
            workspaceUsers: [{ email: 'doomed@example.com', role: 'viewer' }],
            workspaceDomains: [{ domain: 'doomed.example', role: 'viewer' }],
          })
          .expect(201)
      ).body.data.workspace;
      const field = await insertCustomField(t, orgId, 'singleLineText', 'workspace');
      await insertCustomFieldValue(t, field, ws.id, 'kept?');
      const user = ws.workspaceUsers[0].user;
      const res = await api.delete(`/v1/workspaces/${ws.id}`).expect(200);
      expect(res.body).toEqual({ data: { id: ws.id } });
      await api.get(`/v1/workspaces/${ws.id}`).expect(404);
      expect(await tasksOf(api, ws.id)).toEqual([]);
      await api.get(`/v1/workspace-users/${ws.workspaceUsers[0].id}`).expect(404);
      await api.get(`/v1/workspace-domains/${ws.workspaceDomains[0].id}`).expect(404);
      expect(await countRows(t, 'custom_field_value', 'object_id = ?', [ws.id])).toBe(0);
      expect(await countRows(t, 'workspace_plan_task', 'workspace_id = ?', [ws.id])).toBe(0);
      for (const path of [
        `/v1/users/${user.id}`,
        `/v1/accounts/${account.id}`,
        `/v1/deals/${deal.id}`,
        `/v1/templates/${template.id}`,
        `/v1/custom-fields/${field.id}`,
      ]) {
        await api.get(path).expect(200);
      }
      const deleted = (await api.get('/v1/events?type=workspace.deleted').expect(200)).body.data.events;
      expect(deleted.map((event: Json) => event.data)).toEqual([
        { object: { id: ws.id, object: 'workspace', deleted: true } },
      ]);
      expectError((await api.delete(`/v1/workspaces/${ws.id}`).expect(404)).body, 404, 'NOT_FOUND');
    });

    it('deletes a workspace that is listed nowhere afterwards, keeping the organization’s other workspaces', async () => {
      const { orgId, api } = await org();
      const keep = await insertWorkspace(t, orgId, { name: 'Keep' });
      const gone = await insertWorkspace(t, orgId, { name: 'Gone' });
      await insertPlanTask(t, keep);
      await insertWorkspaceDomain(t, keep, { domain: 'keep.example' });
      await api.delete(`/v1/workspaces/${gone.id}`).expect(200);
      const list = (await api.get('/v1/workspaces?properties=name').expect(200)).body.data;
      expect(list.workspaces.map((w: Json) => w.name)).toEqual(['Keep']);
      expect(list.pageInfo.total).toBe(1);
      expect(await tasksOf(api, keep.id)).toHaveLength(1);
    });

    it('answers 404 for another organization’s workspace and leaves it in place', async () => {
      const { api } = await org();
      const stranger = await t.newOrg();
      const foreign = await insertWorkspace(t, stranger.orgId);
      expectError((await api.delete(`/v1/workspaces/${foreign.id}`).expect(404)).body, 404, 'NOT_FOUND');
      await apiAs(t, stranger.key).get(`/v1/workspaces/${foreign.id}`).expect(200);
    });

    it('lets exactly one of several simultaneous deletes succeed; the others answer 404', async () => {
      const { orgId, api } = await org();
      const ws = await insertWorkspace(t, orgId);
      const results = await Promise.all(Array.from({ length: 4 }, () => api.delete(`/v1/workspaces/${ws.id}`)));
      expect(results.map((res) => res.status).sort()).toEqual([200, 404, 404, 404]);
      expect(await eventTypes(api)).toEqual(['workspace.deleted']);
    });
  });
});

import { type Api, apiAs, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertAccount } from '../support/factories/accounts.js';
import { ID, type Json } from '../support/wire.js';

describe('templates and custom fields: create and update', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  const fields = (body: { error: { details: { field: string }[] } }) => body.error.details.map((d) => d.field);
  const titles = (template: Json) => (template.planTasks as Json[]).map((task) => [task.title, task.index]);

  describe('templates', () => {
    it('creates a template with ordered plan tasks and defaults, answering 201 with Location', async () => {
      const res = await api
        .post('/v1/templates', {
          name: 'Enterprise onboarding',
          types: ['implementation', 'implementation'],
          planTasks: [
            { title: 'Kick-off', dueOffsetDays: 2, actionType: 'link', actionLinkUrl: 'https://example.com/agenda' },
            { title: 'Training', isInternal: true },
          ],
        })
        .expect(201);
      const tpl = res.body.data.template;
      expect(res.headers.location).toBe(`http://localhost:3000/v1/templates/${tpl.id}`);
      expect(tpl).toMatchObject({
        id: expect.stringMatching(ID),
        object: 'template',
        name: 'Enterprise onboarding',
        title: null,
        types: ['implementation'],
        chatChannelEnabled: false,
        messagesEnabled: true,
        stagesEnabled: false,
      });
      expect(tpl.planTasks).toEqual([
        {
          id: expect.stringMatching(ID),
          title: 'Kick-off',
          description: null,
          index: 0,
          isInternal: false,
          actionType: 'link',
          actionLinkUrl: 'https://example.com/agenda',
          actionLinkName: null,
          actionText: null,
          showActionText: false,
          startOffsetDays: null,
          dueOffsetDays: 2,
          assigneeRole: null,
        },
        expect.objectContaining({ title: 'Training', index: 1, isInternal: true }),
      ]);
    });

    it('replaces the task list on update: keeps and changes by id, reorders, adds, removes', async () => {
      const tpl = (
        await api
          .post('/v1/templates', { name: 'Reorder', planTasks: [{ title: 'A' }, { title: 'B' }, { title: 'C' }] })
          .expect(201)
      ).body.data.template;
      const [a, b, c] = tpl.planTasks as Json[];
      const res = await api
        .patch(`/v1/templates/${tpl.id}`, {
          name: 'Reordered',
          planTasks: [{ id: c.id, title: 'C2' }, { title: 'New' }, { id: a.id, title: 'A' }],
        })
        .expect(200);
      const after = res.body.data.template;
      expect(after.name).toBe('Reordered');
      expect(titles(after)).toEqual([
        ['C2', 0],
        ['New', 1],
        ['A', 2],
      ]);
      expect((after.planTasks as Json[]).map((task) => task.id)).toEqual([c.id, expect.stringMatching(ID), a.id]);
      expect((after.planTasks as Json[]).map((task) => task.id)).not.toContain(b.id);
    });

    it('keeps a workspace created from the template readable after its template tasks are removed', async () => {
      const tpl = (await api.post('/v1/templates', { name: 'Source', planTasks: [{ title: 'Copy me' }] }).expect(201))
        .body.data.template;
      const ws = (await api.post('/v1/workspaces', { name: 'From source', templateId: tpl.id }).expect(201)).body.data
        .workspace;
      await api.patch(`/v1/templates/${tpl.id}`, { planTasks: [] }).expect(200);
      const tasks = (await api.get(`/v1/workspace-plan-tasks?filters[workspaceId]=${ws.id}`).expect(200)).body.data
        .workspacePlanTasks;
      expect(tasks.map((task: Json) => task.title)).toEqual(['Copy me']);
    });

    it('rejects unknown, foreign and repeated task ids, bad types and fields, changing nothing', async () => {
      const tpl = (await api.post('/v1/templates', { name: 'Guarded', planTasks: [{ title: 'Only' }] }).expect(201))
        .body.data.template;
      const other = (await api.post('/v1/templates', { name: 'Other', planTasks: [{ title: 'Theirs' }] }).expect(201))
        .body.data.template;
      const only = (tpl.planTasks as Json[])[0].id as string;
      const cases: [Json, string][] = [
        [{ planTasks: [{ id: (other.planTasks as Json[])[0].id, title: 'x' }] }, 'planTasks[0].id'],
        [
          {
            planTasks: [
              { id: only, title: 'x' },
              { id: only, title: 'y' },
            ],
          },
          'planTasks[1].id',
        ],
        [{ planTasks: [{ title: '' }] }, 'planTasks[0].title'],
        [{ planTasks: [{ title: 'x', dueOffsetDays: 1.5 }] }, 'planTasks[0].dueOffsetDays'],
        [{ types: ['marketing'] }, 'types'],
        [{ name: null }, 'name'],
        [{ owner: 'me' }, 'owner'],
      ];
      for (const [body, field] of cases) {
        const res = await api.patch(`/v1/templates/${tpl.id}`, body);
        expect({ body, status: res.status, fields: res.status === 400 ? fields(res.body) : [] }).toEqual({
          body,
          status: 400,
          fields: expect.arrayContaining([field]),
        });
      }
      const still = (await api.get(`/v1/templates/${tpl.id}`).expect(200)).body.data.template;
      expect(titles(still)).toEqual([['Only', 0]]);
      await expect(api.post('/v1/templates', { planTasks: [] }).expect(400)).resolves.toBeTruthy();
      const stranger = apiAs(t, (await t.newOrg()).key);
      await stranger.patch(`/v1/templates/${tpl.id}`, { name: 'Mine' }).expect(404);
    });
  });

  describe('custom fields', () => {
    it('creates a select field with options and a derived variable name, embedded at once on accounts', async () => {
      const res = await api
        .post('/v1/custom-fields', {
          name: 'Customer tier',
          type: 'radioSelect',
          objectType: 'account',
          options: [
            { label: 'Gold', value: 'gold' },
            { label: 'Silver', value: 'silver' },
          ],
        })
        .expect(201);
      const field = res.body.data.customField;
      expect(field).toMatchObject({
        id: expect.stringMatching(ID),
        object: 'customField',
        name: 'Customer tier',
        variableName: 'account.customerTier',
        type: 'radioSelect',
        objectType: 'account',
        options: [
          { index: 0, label: 'Gold', value: 'gold' },
          { index: 1, label: 'Silver', value: 'silver' },
        ],
      });
      const account = await insertAccount(t, orgId);
      const patched = await api
        .patch(`/v1/accounts/${account.id}?properties=customFields.value`, {
          customFields: [{ id: field.id, value: 'silver' }],
        })
        .expect(200);
      expect(patched.body.data.account.customFields).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: field.id, value: 'Silver' })]),
      );
    });

    it('relabels, reorders and removes options by value; stored values of a removed option stay visible', async () => {
      const field = (
        await api
          .post('/v1/custom-fields', {
            name: 'Region',
            type: 'dropdownSelect',
            objectType: 'account',
            options: [
              { label: 'Europe', value: 'eu' },
              { label: 'Asia', value: 'apac' },
            ],
          })
          .expect(201)
      ).body.data.customField;
      const account = await insertAccount(t, orgId);
      await api.patch(`/v1/accounts/${account.id}`, { customFields: [{ id: field.id, value: 'apac' }] }).expect(200);
      const res = await api
        .patch(`/v1/custom-fields/${field.id}`, {
          name: 'Sales region',
          options: [
            { label: 'Americas', value: 'amer' },
            { label: 'EMEA', value: 'eu' },
          ],
        })
        .expect(200);
      expect(res.body.data.customField).toMatchObject({
        name: 'Sales region',
        options: [
          { index: 0, label: 'Americas', value: 'amer' },
          { index: 1, label: 'EMEA', value: 'eu' },
        ],
      });
      const read = await api.get(`/v1/accounts/${account.id}?properties=customFields.value`).expect(200);
      expect(read.body.data.account.customFields).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: field.id, value: 'apac' })]),
      );
    });

    it('enforces the option rules, fixed type and object, and unique variable names', async () => {
      const cases: [Json, string][] = [
        [{ name: 'x', type: 'dropdownSelect', objectType: 'deal' }, 'options'],
        [{ name: 'x', type: 'number', objectType: 'deal', options: [{ label: 'a', value: 'a' }] }, 'options'],
        [
          {
            name: 'x',
            type: 'multiCheckboxes',
            objectType: 'deal',
            options: [
              { label: 'a', value: 'a' },
              { label: 'b', value: 'a' },
            ],
          },
          'options[1].value',
        ],
        [{ name: 'x', type: 'color', objectType: 'deal' }, 'type'],
        [{ name: 'x', type: 'number', objectType: 'user' }, 'objectType'],
      ];
      for (const [body, field] of cases) {
        const res = await api.post('/v1/custom-fields', body);
        expect({ body, status: res.status, fields: res.status === 400 ? fields(res.body) : [] }).toEqual({
          body,
          status: 400,
          fields: expect.arrayContaining([field]),
        });
      }
      const seats = (
        await api.post('/v1/custom-fields', { name: 'Seats', type: 'number', objectType: 'deal' }).expect(201)
      ).body.data.customField;
      expect(seats.variableName).toBe('deal.seats');
      const dup = await api
        .post('/v1/custom-fields', { name: 'Seats', type: 'number', objectType: 'deal' })
        .expect(409);
      expect(expectError(dup.body, 409, 'CONFLICT').details[0].field).toBe('variableName');
      await api.post('/v1/custom-fields', { name: 'Seats', type: 'number', objectType: 'account' }).expect(201);
      await api.patch(`/v1/custom-fields/${seats.id}`, { type: 'singleLineText' }).expect(400);
      await api.patch(`/v1/custom-fields/${seats.id}`, { options: [{ label: 'a', value: 'a' }] }).expect(400);
      const stranger = apiAs(t, (await t.newOrg()).key);
      await stranger.patch(`/v1/custom-fields/${seats.id}`, { name: 'Mine' }).expect(404);
    });
  });
});

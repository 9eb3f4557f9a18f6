import { type Api, apiAs, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertTemplate, insertTemplatePlanTask } from '../support/factories/templates.js';
import type { TemplateEntity } from '../../src/templates/template.entity.js';
import { KICK_OFF, NO_ACTION } from '../support/factories/plan-task-fields.js';

describe('templates', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let sales: TemplateEntity;
  let empty: TemplateEntity;
  let foreign: TemplateEntity;

  beforeAll(async () => {
    ({ t, api, orgId } = await bootWithOrg());
    sales = await insertTemplate(t, orgId, {
      name: 'Enterprise sales',
      title: 'Welcome aboard',
      types: ['sales', 'implementation'],
      chatChannelEnabled: true,
      stagesEnabled: true,
    });
    // Inserted out of order: the embed is ordered by index, not by creation.
    await insertTemplatePlanTask(t, sales, { index: 1, title: 'Security review' });
    await insertTemplatePlanTask(t, sales, {
      index: 0,
      ...KICK_OFF,
      startOffsetDays: 0,
      dueOffsetDays: 7,
    });
    empty = await insertTemplate(t, orgId, { name: 'Blank', messagesEnabled: false });
    foreign = await insertTemplate(t, (await t.newOrg()).orgId, { name: 'Not yours' });
  });
  afterAll(() => t.close());

  it('returns a template with every field, its plans and its plan tasks ordered by index', async () => {
    const res = await api.get(`/v1/templates/${sales.id}`).expect(200);
    const planTasks = [
      {
        id: expect.any(String),
        ...KICK_OFF,
        index: 0,
        startOffsetDays: 0,
        dueOffsetDays: 7,
        assigneeRole: null,
      },
      {
        id: expect.any(String),
        title: 'Security review',
        description: null,
        index: 1,
        isInternal: false,
        ...NO_ACTION,
        startOffsetDays: null,
        dueOffsetDays: null,
        assigneeRole: null,
      },
    ];
    expect(res.body).toEqual({
      data: {
        template: {
          id: sales.id,
          object: 'template',
          url: `http://localhost:3000/v1/templates/${sales.id}`,
          name: 'Enterprise sales',
          types: ['sales', 'implementation'],
          title: 'Welcome aboard',
          chatChannelEnabled: true,
          messagesEnabled: true,
          stagesEnabled: true,
          keyDatesEnabled: false,
          planTasks,
          plans: [
            { id: expect.any(String), title: 'Plan', isCollapsed: false, viewType: 'list', index: 0, tasks: planTasks },
          ],
          pages: [],
          createdAt: sales.createdAt,
          updatedAt: sales.updatedAt,
        },
      },
    });
  });

  it('returns an empty planTasks array for a template without tasks', async () => {
    const res = await api.get(`/v1/templates/${empty.id}`).expect(200);
    expect(res.body.data.template).toMatchObject({ name: 'Blank', messagesEnabled: false, planTasks: [] });
  });

  it('answers 404 for another organization’s template and for an unknown id', async () => {
    expectError((await api.get(`/v1/templates/${foreign.id}`).expect(404)).body, 404, 'NOT_FOUND');
    expectError((await api.get('/v1/templates/doesNotExist').expect(404)).body, 404, 'NOT_FOUND');
  });

  it('answers 401 without a key', async () => {
    expectError((await apiAs(t, 'nope').raw.get(`/v1/templates/${sales.id}`).expect(401)).body, 401, 'UNAUTHORIZED');
  });

  it('lists templates newest first with pageInfo', async () => {
    const res = await api.get('/v1/templates?properties=name').expect(200);
    expect(res.body.data).toEqual({
      templates: [
        { id: empty.id, object: 'template', url: `http://localhost:3000/v1/templates/${empty.id}`, name: 'Blank' },
        {
          id: sales.id,
          object: 'template',
          url: `http://localhost:3000/v1/templates/${sales.id}`,
          name: 'Enterprise sales',
        },
      ],
      pageInfo: { page: 1, pages: 1, total: 2, pageTotal: 2, hasNextPage: false, hasPrevPage: false },
    });
  });

  it('answers a page past the end with an empty list and true totals', async () => {
    const res = await api.get('/v1/templates?page=3&limit=1').expect(200);
    expect(res.body.data).toEqual({
      templates: [],
      pageInfo: { page: 3, pages: 2, total: 2, pageTotal: 0, hasNextPage: false, hasPrevPage: true },
    });
  });

  it('pages with limit and reports neighbours', async () => {
    const res = await api.get('/v1/templates?page=2&limit=1&properties=name').expect(200);
    expect(res.body.data.templates.map((x: { id: string }) => x.id)).toEqual([sales.id]);
    expect(res.body.data.pageInfo).toEqual({
      page: 2,
      pages: 2,
      total: 2,
      pageTotal: 1,
      hasNextPage: false,
      hasPrevPage: true,
    });
  });

  it('costs the same number of statements for limit=1 and limit=100 with plan tasks embedded', async () => {
    const one = await t.countQueries(() => api.get('/v1/templates?limit=1').expect(200));
    const many = await t.countQueries(() => api.get('/v1/templates?limit=100').expect(200));
    expect(many).toBe(one);
  });

  it('skips loading plan tasks when they are not selected', async () => {
    const without = await t.countQueries(() => api.get('/v1/templates?properties=name').expect(200));
    const withTasks = await t.countQueries(() => api.get('/v1/templates?properties=planTasks').expect(200));
    expect(withTasks).toBe(without + 1);
  });

  it.each([
    ['repeated keys', 'properties=name&properties=types'],
    ['a comma list', 'properties=name,types'],
    ['properties[]', 'properties[]=name&properties[]=types'],
  ])('selects properties given as %s', async (_form, qs) => {
    const res = await api.get(`/v1/templates/${sales.id}?${qs}`).expect(200);
    expect(res.body.data.template).toEqual({
      id: sales.id,
      object: 'template',
      url: `http://localhost:3000/v1/templates/${sales.id}`,
      name: 'Enterprise sales',
      types: ['sales', 'implementation'],
    });
  });

  it('selects fields inside plan tasks with a dot path, keeping their id', async () => {
    const res = await api.get(`/v1/templates/${sales.id}?properties=planTasks.title`).expect(200);
    expect(res.body.data.template).toEqual({
      id: sales.id,
      object: 'template',
      url: `http://localhost:3000/v1/templates/${sales.id}`,
      planTasks: [
        { id: expect.any(String), title: 'Kick-off call' },
        { id: expect.any(String), title: 'Security review' },
      ],
    });
  });

  it('rejects an unknown property naming the allowed ones', async () => {
    const res = await api.get(`/v1/templates/${sales.id}?properties=nope`).expect(400);
    const error = expectError(res.body, 400, 'BAD_REQUEST');
    expect(error.details).toEqual([
      { field: 'properties', message: expect.stringMatching(/unknown template properties: nope; allowed: name, /) },
    ]);
    await api.get('/v1/templates?properties=planTasks.nope').expect(400);
  });

  it('rejects unknown query parameters and bad paging values', async () => {
    await api.get('/v1/templates?sort=name').expect(400);
    for (const qs of ['limit=0', 'limit=101', 'page=0', 'page=abc', 'limit=1.5', 'limit=', 'limit=5&limit=6']) {
      expectError((await api.get(`/v1/templates?${qs}`).expect(400)).body, 400, 'BAD_REQUEST');
    }
  });
});

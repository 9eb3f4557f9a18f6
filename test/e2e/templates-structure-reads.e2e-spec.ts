import { type Api, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { type Json } from '../support/wire.js';

const STRUCTURE = {
  plans: [
    { title: 'Evaluation', tasks: [{ title: 'Discovery' }, { title: 'Demo' }] },
    { title: 'Rollout', tasks: [{ title: 'Kick-off' }] },
  ],
  pages: [
    {
      title: 'Welcome',
      sections: [
        { title: 'Hello', kind: 'text', text: 'Hi' },
        { title: 'Plan', kind: 'plan', planIndex: 1 },
      ],
    },
    { title: 'Resources', sections: [{ title: 'Site', kind: 'link', linkUrl: 'https://example.com' }] },
  ],
};

describe('templates: reading plans, pages and sections', () => {
  let t: TestApp;
  let api: Api;
  let tpl: Json;

  beforeAll(async () => {
    ({ t, api } = await bootWithOrg());
    for (let i = 0; i < 3; i++) {
      tpl = (await api.post('/v1/templates', { name: `Structured ${i}`, ...STRUCTURE }).expect(201)).body.data.template;
    }
  });
  afterAll(() => t.close());

  const one = async (properties: string) =>
    (await api.get(`/v1/templates/${tpl.id}?properties=${properties}`).expect(200)).body.data.template as Json;
  const head = { id: expect.any(String), object: 'template', url: expect.any(String) };

  it('selects fields of plans, and of their tasks, with dot paths, keeping ids', async () => {
    expect(await one('plans.title')).toEqual({
      ...head,
      plans: [
        { id: expect.any(String), title: 'Evaluation' },
        { id: expect.any(String), title: 'Rollout' },
      ],
    });
    expect(await one('plans.tasks.title')).toEqual({
      ...head,
      plans: [
        {
          id: expect.any(String),
          tasks: [
            { id: expect.any(String), title: 'Discovery' },
            { id: expect.any(String), title: 'Demo' },
          ],
        },
        { id: expect.any(String), tasks: [{ id: expect.any(String), title: 'Kick-off' }] },
      ],
    });
  });

  it('selects fields of pages and of their sections, and a whole embed by its bare name', async () => {
    expect(await one('pages.sections.kind,pages.title')).toEqual({
      ...head,
      pages: [
        {
          id: expect.any(String),
          title: 'Welcome',
          sections: [
            { id: expect.any(String), kind: 'text' },
            { id: expect.any(String), kind: 'plan' },
          ],
        },
        { id: expect.any(String), title: 'Resources', sections: [{ id: expect.any(String), kind: 'link' }] },
      ],
    });
    expect(await one('pages')).toEqual({ ...head, pages: tpl.pages });
    expect(await one('planTasks,keyDatesEnabled')).toEqual({
      ...head,
      keyDatesEnabled: false,
      planTasks: (tpl.plans as Json[])[0].tasks,
    });
  });

  it('rejects unknown names inside the embeds', async () => {
    for (const name of ['plans.nope', 'plans.tasks.nope', 'pages.sections.nope', 'pages.nope']) {
      await api.get(`/v1/templates?properties=${name}`).expect(400);
    }
  });

  it('loads only the selected embeds: one statement per kind of row', async () => {
    const count = (properties: string) =>
      t.countQueries(() => api.get(`/v1/templates/${tpl.id}?properties=${properties}`).expect(200));
    const base = await count('name');
    const extra = async (properties: string) => (await count(properties)) - base;
    expect({
      planTasks: await extra('planTasks'),
      plans: await extra('plans.title'),
      plansWithTasks: await extra('plans'),
      plansAndPlanTasks: await extra('plans.title,planTasks'),
      pages: await extra('pages.title'),
      pagesWithSections: await extra('pages'),
      everything: (await t.countQueries(() => api.get(`/v1/templates/${tpl.id}`).expect(200))) - base,
    }).toEqual({
      planTasks: 1,
      plans: 1,
      plansWithTasks: 2,
      plansAndPlanTasks: 2,
      pages: 1,
      pagesWithSections: 2,
      everything: 4,
    });
  });

  it('costs the same number of statements for limit=1 and limit=100 with every embed', async () => {
    const one = await t.countQueries(() => api.get('/v1/templates?limit=1').expect(200));
    const many = await t.countQueries(() => api.get('/v1/templates?limit=100').expect(200));
    expect(many).toBe(one);
    const res = await api.get('/v1/templates?limit=100').expect(200);
    expect(res.body.data.templates).toHaveLength(3);
    for (const template of res.body.data.templates as Json[]) {
      expect({ plans: (template.plans as Json[]).length, pages: (template.pages as Json[]).length }).toEqual({
        plans: 2,
        pages: 2,
      });
    }
  });
});

import { newId } from '../../src/common/ids.js';
import { FileEntity } from '../../src/files/file.entity.js';
import { type Api, bootWithOrg, expectError } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertAsset } from '../support/factories/assets.js';
import { nextStamp } from '../support/factories/clock.js';
import { lastEventData } from '../support/events.js';
import { ID, type Json } from '../support/wire.js';

/** A file row as an upload leaves it (the files resource writes its bytes; a section only names it). */
async function insertFile(t: TestApp, orgId: string, state: 'ready' | 'uploading' = 'ready'): Promise<FileEntity> {
  const at = nextStamp();
  const file = t.dataSource.manager.create(FileEntity, {
    id: newId(),
    organizationId: orgId,
    name: 'order-form.pdf',
    size: 1234,
    contentType: 'application/pdf',
    sha256: null,
    state,
    createdAt: at,
    updatedAt: at,
  });
  await t.dataSource.manager.insert(FileEntity, file);
  return file;
}

const ids = (items: unknown) => (items as Json[]).map((item) => item.id);
const titles = (items: unknown) => (items as Json[]).map((item) => item.title);

describe('templates: plans, pages and sections', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  const create = async (body: Json) => (await api.post('/v1/templates', body).expect(201)).body.data.template as Json;
  const get = async (id: unknown) => (await api.get(`/v1/templates/${id}`).expect(200)).body.data.template as Json;

  it('creates a template with plans, tasks, pages and a section of every kind, answered in full', async () => {
    const asset = await insertAsset(t, orgId);
    const file = await insertFile(t, orgId);
    const tpl = await create({
      name: 'Structured',
      keyDatesEnabled: true,
      plans: [
        { title: 'Evaluation', tasks: [{ title: 'Discovery call', dueOffsetDays: 3 }, { title: 'Demo' }] },
        { title: 'Rollout', isCollapsed: true, viewType: 'card' },
      ],
      pages: [
        {
          title: 'Welcome',
          sections: [
            { title: 'Hello', kind: 'text', text: '## Welcome\n\nGlad to have you.' },
            { title: 'The plan', kind: 'plan', planIndex: 1 },
          ],
        },
        {
          title: 'Resources',
          isHidden: true,
          sections: [
            { title: 'Decks', kind: 'assets', assetIds: [asset.id] },
            { title: 'Pricing', kind: 'link', linkUrl: 'https://example.com/pricing', isHidden: true },
            { title: 'Order form', kind: 'file', fileId: file.id },
            {
              title: 'Your logo',
              kind: 'form',
              form: { questions: [{ type: 'file', title: 'Logo', required: true }] },
            },
          ],
        },
      ],
    });
    const [evaluation, rollout] = tpl.plans as Json[];
    expect(tpl).toMatchObject({ name: 'Structured', keyDatesEnabled: true, planTasks: evaluation.tasks });
    expect(evaluation).toEqual({
      id: expect.stringMatching(ID),
      title: 'Evaluation',
      isCollapsed: false,
      viewType: 'list',
      index: 0,
      tasks: [
        expect.objectContaining({ id: expect.stringMatching(ID), title: 'Discovery call', index: 0, dueOffsetDays: 3 }),
        expect.objectContaining({ title: 'Demo', index: 1, isInternal: false, startOffsetDays: null }),
      ],
    });
    expect(rollout).toEqual({
      id: expect.stringMatching(ID),
      title: 'Rollout',
      isCollapsed: true,
      viewType: 'card',
      index: 1,
      tasks: [],
    });
    const empty = { text: null, planIndex: null, assetIds: null, linkUrl: null, fileId: null, form: null };
    const section = (index: number, fields: Json) => ({
      id: expect.stringMatching(ID),
      index,
      isHidden: false,
      ...empty,
      ...fields,
    });
    expect(tpl.pages).toEqual([
      {
        id: expect.stringMatching(ID),
        title: 'Welcome',
        index: 0,
        isHidden: false,
        sections: [
          section(0, { title: 'Hello', kind: 'text', text: '## Welcome\n\nGlad to have you.' }),
          section(1, { title: 'The plan', kind: 'plan', planIndex: 1 }),
        ],
      },
      {
        id: expect.stringMatching(ID),
        title: 'Resources',
        index: 1,
        isHidden: true,
        sections: [
          section(0, { title: 'Decks', kind: 'assets', assetIds: [asset.id] }),
          section(1, { title: 'Pricing', kind: 'link', linkUrl: 'https://example.com/pricing', isHidden: true }),
          section(2, { title: 'Order form', kind: 'file', fileId: file.id }),
          section(3, {
            title: 'Your logo',
            kind: 'form',
            form: {
              questions: [
                {
                  id: expect.stringMatching(ID),
                  type: 'file',
                  title: 'Logo',
                  helpText: null,
                  required: true,
                  maxLength: null,
                  minValue: null,
                  maxValue: null,
                  choices: null,
                  maxFiles: 1,
                  maxFileBytes: null,
                  fileTypes: null,
                },
              ],
              allowsMultipleResponses: false,
              isLocked: false,
            },
          }),
        ],
      },
    ]);
    expect(await get(tpl.id)).toEqual(tpl);
  });

  it('defaults keyDatesEnabled to false and plans and pages to empty lists', async () => {
    const tpl = await create({ name: 'Bare' });
    expect(tpl).toMatchObject({ keyDatesEnabled: false, planTasks: [], plans: [], pages: [] });
    const patched = (await api.patch(`/v1/templates/${tpl.id}`, { keyDatesEnabled: true }).expect(200)).body.data;
    expect(patched.template.keyDatesEnabled).toBe(true);
  });

  it('replaces the plans on update: keeps, changes, reorders, adds, removes; moves a task between plans', async () => {
    const tpl = await create({
      name: 'Plans',
      plans: [
        { title: 'A', tasks: [{ title: 'a1' }, { title: 'a2' }] },
        { title: 'B', tasks: [{ title: 'b1' }] },
        { title: 'C', tasks: [{ title: 'c1' }] },
      ],
    });
    const [a, b, c] = tpl.plans as Json[];
    const [a1, a2] = a.tasks as Json[];
    const [b1] = b.tasks as Json[];
    const after = (
      await api
        .patch(`/v1/templates/${tpl.id}`, {
          plans: [
            { id: c.id, title: 'C2', viewType: 'card', tasks: [{ id: a2.id, title: 'a2 moved' }, { title: 'c new' }] },
            { title: 'New' },
            { id: a.id, title: 'A', tasks: [{ id: a1.id, title: 'a1' }] },
          ],
        })
        .expect(200)
    ).body.data.template;
    expect(titles(after.plans)).toEqual(['C2', 'New', 'A']);
    expect(ids(after.plans)).toEqual([c.id, expect.stringMatching(ID), a.id]);
    expect((after.plans as Json[]).map((plan) => [plan.index, plan.viewType])).toEqual([
      [0, 'card'],
      [1, 'list'],
      [2, 'list'],
    ]);
    const [c2, added, kept] = after.plans as Json[];
    expect((c2.tasks as Json[]).map((task) => [task.id, task.title, task.index])).toEqual([
      [a2.id, 'a2 moved', 0],
      [expect.stringMatching(ID), 'c new', 1],
    ]);
    expect(added.tasks).toEqual([]);
    expect(ids(kept.tasks)).toEqual([a1.id]);
    expect(after.planTasks).toEqual(c2.tasks);
    expect(JSON.stringify(after)).not.toContain(b1.id as string);
  });

  it('keeps the tasks of a kept plan sent without tasks, and the sections of a kept page sent without sections', async () => {
    const tpl = await create({
      name: 'Partial',
      plans: [{ title: 'P', tasks: [{ title: 't1' }, { title: 't2' }] }],
      pages: [{ title: 'Page', sections: [{ title: 'S', kind: 'text', text: 'x' }] }],
    });
    const [plan] = tpl.plans as Json[];
    const [page] = tpl.pages as Json[];
    const after = (
      await api
        .patch(`/v1/templates/${tpl.id}`, {
          plans: [{ id: plan.id, title: 'P renamed' }],
          pages: [{ title: 'First' }, { id: page.id, title: 'Page', isHidden: true }],
        })
        .expect(200)
    ).body.data.template;
    expect((after.plans as Json[])[0]).toMatchObject({ title: 'P renamed', tasks: plan.tasks });
    expect(after.pages).toEqual([
      { id: expect.stringMatching(ID), title: 'First', index: 0, isHidden: false, sections: [] },
      { ...page, index: 1, isHidden: true },
    ]);
  });

  it('replaces pages and sections on update: moves a section between pages, a new kind clears the old content', async () => {
    const tpl = await create({
      name: 'Pages',
      plans: [{ title: 'Only plan' }],
      pages: [
        {
          title: 'One',
          sections: [
            { title: 'Intro', kind: 'text', text: 'Hello' },
            { title: 'Site', kind: 'link', linkUrl: 'https://example.com' },
          ],
        },
        { title: 'Two', sections: [{ title: 'Gone', kind: 'text' }] },
      ],
    });
    const [one] = tpl.pages as Json[];
    const [intro, site] = one.sections as Json[];
    const after = (
      await api
        .patch(`/v1/templates/${tpl.id}`, {
          pages: [
            {
              title: 'Only',
              sections: [
                { id: site.id, title: 'Site', kind: 'link' },
                { id: intro.id, title: 'Now the plan', kind: 'plan', planIndex: 0 },
              ],
            },
          ],
        })
        .expect(200)
    ).body.data.template;
    expect(after.pages).toEqual([
      {
        id: expect.stringMatching(ID),
        title: 'Only',
        index: 0,
        isHidden: false,
        sections: [
          { ...site, index: 0 },
          { ...intro, title: 'Now the plan', kind: 'plan', text: null, planIndex: 0, index: 1 },
        ],
      },
    ]);
  });

  describe('planTasks, as before plans', () => {
    it('creates the first plan, "Plan", from planTasks alone, and shows its tasks as planTasks', async () => {
      const tpl = await create({ name: 'Old client', planTasks: [{ title: 'One' }, { title: 'Two' }] });
      expect(titles(tpl.planTasks)).toEqual(['One', 'Two']);
      expect(tpl.plans).toEqual([
        {
          id: expect.stringMatching(ID),
          title: 'Plan',
          isCollapsed: false,
          viewType: 'list',
          index: 0,
          tasks: tpl.planTasks,
        },
      ]);
    });

    it('replaces only the first plan’s tasks, leaving the other plans alone', async () => {
      const tpl = await create({
        name: 'Two plans',
        plans: [
          { title: 'First', tasks: [{ title: 'f1' }] },
          { title: 'Second', tasks: [{ title: 's1' }] },
        ],
      });
      const [first, second] = tpl.plans as Json[];
      const after = (
        await api
          .patch(`/v1/templates/${tpl.id}`, {
            planTasks: [{ title: 'f2' }, { id: (first.tasks as Json[])[0].id, title: 'f1' }],
          })
          .expect(200)
      ).body.data.template;
      expect(titles(after.planTasks)).toEqual(['f2', 'f1']);
      expect((after.plans as Json[])[1]).toEqual(second);
      const foreignTask = (second.tasks as Json[])[0].id;
      const res = await api.patch(`/v1/templates/${tpl.id}`, { planTasks: [{ id: foreignTask, title: 'x' }] });
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
        { field: 'planTasks[0].id', message: 'is not a plan task of this template' },
      ]);
    });

    it('refuses planTasks together with plans, on create and update', async () => {
      const body = { name: 'Both', planTasks: [{ title: 'x' }], plans: [{ title: 'P' }] };
      const res = await api.post('/v1/templates', body).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
        { field: 'planTasks', message: expect.stringContaining('cannot be sent with plans') },
      ]);
      const tpl = await create({ name: 'Single' });
      await api.patch(`/v1/templates/${tpl.id}`, { planTasks: [], plans: [] }).expect(400);
    });
  });

  it('emits template.created and template.updated carrying plans and pages as the resource shows them', async () => {
    const tpl = await create({
      name: 'Evented',
      plans: [{ title: 'P', tasks: [{ title: 't' }] }],
      pages: [{ title: 'W' }],
    });
    expect((await lastEventData(t, orgId, 'template.created'))?.object).toEqual(tpl);
    const res = await api.patch(`/v1/templates/${tpl.id}?properties=name`, { pages: [] }).expect(200);
    expect(res.body.data.template).toEqual({ id: tpl.id, object: 'template', url: tpl.url, name: 'Evented' });
    const updated = (await lastEventData(t, orgId, 'template.updated'))?.object as Json;
    expect(updated).toEqual(await get(tpl.id));
    expect(updated).toMatchObject({ plans: tpl.plans, pages: [] });
  });
});

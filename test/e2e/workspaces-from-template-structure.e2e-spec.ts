import { newId } from '../../src/common/ids.js';
import { FileEntity } from '../../src/files/file.entity.js';
import { WorkspacePageEntity } from '../../src/workspace-core/workspace-page.entity.js';
import { WorkspacePlanEntity } from '../../src/workspace-core/workspace-plan.entity.js';
import { WorkspacePlanTaskEntity } from '../../src/workspace-plan-tasks/workspace-plan-task.entity.js';
import { WorkspaceSectionEntity } from '../../src/workspace-sections/workspace-section.entity.js';
import { type Api, bootWithOrg, expectError, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertAsset } from '../support/factories/assets.js';
import { nextStamp } from '../support/factories/clock.js';
import { insertCustomField } from '../support/factories/custom-fields.js';
import { countRows } from '../support/lifecycle.js';
import { ID, type Json } from '../support/wire.js';

/** The structure a workspace got, read from its tables (their routes are another resource's). */
async function structureOf(t: TestApp, workspaceId: string) {
  const m = t.dataSource.manager;
  const where = { workspaceId };
  return {
    plans: await m.find(WorkspacePlanEntity, { where, order: { index: 'ASC' } }),
    tasks: await m.find(WorkspacePlanTaskEntity, { where, order: { workspacePlanId: 'ASC', index: 'ASC' } }),
    pages: await m.find(WorkspacePageEntity, { where, order: { index: 'ASC' } }),
    sections: await m.find(WorkspaceSectionEntity, { where, order: { workspacePageId: 'ASC', index: 'ASC' } }),
  };
}

async function insertReadyFile(t: TestApp, orgId: string): Promise<string> {
  const at = nextStamp();
  const id = newId();
  await t.dataSource.manager.insert(FileEntity, {
    id,
    organizationId: orgId,
    name: 'order-form.pdf',
    size: 10,
    contentType: 'application/pdf',
    sha256: null,
    state: 'ready',
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

describe('POST /v1/workspaces from a template with plans and pages', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  const structured = async (fileId: string | null = null) => {
    const asset = await insertAsset(t, orgId);
    const body = {
      name: 'Structured',
      plans: [
        { title: 'Evaluation', tasks: [{ title: 'Discovery', dueOffsetDays: 2 }, { title: 'Demo' }] },
        { title: 'Rollout', isCollapsed: true, viewType: 'card', tasks: [{ title: 'Kick-off', startOffsetDays: 10 }] },
      ],
      pages: [
        {
          title: 'Welcome',
          sections: [
            { title: 'Hello', kind: 'text', text: '# Hi\n\nWelcome.' },
            { title: 'Rollout plan', kind: 'plan', planIndex: 1 },
          ],
        },
        {
          title: 'Resources',
          isHidden: true,
          sections: [
            { title: 'Decks', kind: 'assets', assetIds: [asset.id] },
            { title: 'Site', kind: 'link', linkUrl: 'https://example.com', isHidden: true },
            ...(fileId ? [{ title: 'Order form', kind: 'file', fileId }] : []),
          ],
        },
      ],
    };
    return (await api.post('/v1/templates', body).expect(201)).body.data.template as Json;
  };
  const workspaceFrom = async (tpl: Json, extra: Json = {}) =>
    (await api.post('/v1/workspaces', { name: 'Copy', templateId: tpl.id, ...extra }).expect(201)).body.data
      .workspace as Json;

  it('gives the workspace its own copies: new ids, pointing back, a plan section on the workspace’s plan', async () => {
    const tpl = await structured(await insertReadyFile(t, orgId));
    const ws = await workspaceFrom(tpl, { startDate: '2030-01-01' });
    const { plans, tasks, pages, sections } = await structureOf(t, ws.id as string);
    const tplPlans = tpl.plans as Json[];
    const tplPages = tpl.pages as Json[];

    expect(plans.map((plan) => [plan.title, plan.index, plan.isCollapsed, plan.viewType, plan.templatePlanId])).toEqual(
      [
        ['Evaluation', 0, false, 'list', tplPlans[0].id],
        ['Rollout', 1, true, 'card', tplPlans[1].id],
      ],
    );
    const tplTaskIds = tplPlans.flatMap((plan) => (plan.tasks as Json[]).map((task) => task.id));
    const planOf = new Map(plans.map((plan) => [plan.id, plan.title]));
    expect(
      tasks
        .map((task) => [planOf.get(task.workspacePlanId), task.index, task.title, task.startDate, task.dueDate])
        .sort(),
    ).toEqual([
      ['Evaluation', 0, 'Discovery', null, '2030-01-03'],
      ['Evaluation', 1, 'Demo', null, null],
      ['Rollout', 0, 'Kick-off', '2030-01-11', null],
    ]);
    expect(tasks.map((task) => task.templatePlanTaskId).sort()).toEqual([...tplTaskIds].sort());

    expect(pages.map((page) => [page.title, page.index, page.isHidden])).toEqual([
      ['Welcome', 0, false],
      ['Resources', 1, true],
    ]);
    const pageOf = new Map(pages.map((page) => [page.id, page.title]));
    const byTitle = new Map(sections.map((section) => [section.title, section]));
    expect(sections.map((section) => [pageOf.get(section.workspacePageId), section.index, section.title])).toEqual(
      expect.arrayContaining([
        ['Welcome', 0, 'Hello'],
        ['Welcome', 1, 'Rollout plan'],
        ['Resources', 0, 'Decks'],
        ['Resources', 1, 'Site'],
        ['Resources', 2, 'Order form'],
      ]),
    );
    const tplSections = tplPages.flatMap((page) => page.sections as Json[]);
    expect(byTitle.get('Hello')).toMatchObject({ kind: 'text', text: '# Hi\n\nWelcome.', workspacePlanId: null });
    expect(byTitle.get('Rollout plan')).toMatchObject({ kind: 'plan', workspacePlanId: plans[1].id });
    expect(byTitle.get('Decks')?.assetIds).toEqual(tplSections[2].assetIds);
    expect(byTitle.get('Site')).toMatchObject({ kind: 'link', linkUrl: 'https://example.com', isHidden: true });
    expect(byTitle.get('Order form')?.fileId).toBe(tplSections[4].fileId);

    const templateIds = new Set([
      ...tplPlans.map((plan) => plan.id),
      ...tplTaskIds,
      ...tplPages.map((page) => page.id),
      ...tplSections.map((section) => section.id),
    ]);
    const copies = [...plans, ...tasks, ...pages, ...sections];
    expect(copies).toHaveLength(2 + 3 + 2 + 5);
    for (const copy of copies) {
      expect(copy.id).toMatch(ID);
      expect(templateIds.has(copy.id)).toBe(false);
      expect(copy.organizationId).toBe(orgId);
    }
  });

  it('keeps the workspace’s copies when the template changes afterwards', async () => {
    const tpl = await structured();
    const ws = await workspaceFrom(tpl);
    const before = await structureOf(t, ws.id as string);
    await api.patch(`/v1/templates/${tpl.id}`, { plans: [{ title: 'Replaced' }], pages: [] }).expect(200);
    expect(await structureOf(t, ws.id as string)).toEqual(before);
    await api.patch(`/v1/templates/${tpl.id}`, { planTasks: [] }).expect(200);
    expect(await structureOf(t, ws.id as string)).toEqual(before);
  });

  it('copies a file section without its file once the file is gone', async () => {
    const fileId = await insertReadyFile(t, orgId);
    const tpl = await structured(fileId);
    await t.dataSource.manager.delete(FileEntity, { id: fileId });
    const ws = await workspaceFrom(tpl);
    const { sections } = await structureOf(t, ws.id as string);
    expect(sections.find((section) => section.kind === 'file')).toMatchObject({ title: 'Order form', fileId: null });
  });

  it('writes nothing when a late rule fails: plans, tasks, pages and sections go with the failed transaction', async () => {
    const own = await newOrgApi(t);
    const asset = await insertAsset(t, own.orgId);
    const tpl = (
      await own.api
        .post('/v1/templates', {
          name: 'Doomed source',
          plans: [{ title: 'P', tasks: [{ title: 't' }] }],
          pages: [
            {
              title: 'W',
              sections: [
                { title: 'Plan', kind: 'plan', planIndex: 0 },
                { title: 'A', kind: 'assets', assetIds: [asset.id] },
              ],
            },
          ],
        })
        .expect(201)
    ).body.data.template;
    const dealField = await insertCustomField(t, own.orgId, 'singleLineText', 'deal', { name: 'Deal only' });
    const res = await own.api
      .post('/v1/workspaces', { name: 'Doomed', templateId: tpl.id, customFields: [{ id: dealField.id, value: 'x' }] })
      .expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details[0].field).toBe('customFields[0].id');
    for (const table of ['workspace', 'workspace_plan', 'workspace_plan_task', 'workspace_page', 'workspace_section']) {
      expect({ table, n: await countRows(t, table, 'organization_id = ?', [own.orgId]) }).toEqual({ table, n: 0 });
    }
  });

  it('costs the same number of statements whatever the template’s size: one read and one insert per kind', async () => {
    const small = (
      await api
        .post('/v1/templates', {
          name: 'Small',
          plans: [{ title: 'P', tasks: [{ title: 't' }] }],
          pages: [{ title: 'W', sections: [{ title: 'S', kind: 'plan', planIndex: 0 }] }],
        })
        .expect(201)
    ).body.data.template;
    const large = (
      await api
        .post('/v1/templates', {
          name: 'Large',
          plans: Array.from({ length: 5 }, (_, p) => ({
            title: `P${p}`,
            tasks: Array.from({ length: 20 }, (_, i) => ({ title: `t${i}` })),
          })),
          pages: Array.from({ length: 5 }, (_, p) => ({
            title: `W${p}`,
            sections: Array.from({ length: 10 }, (_, i) => ({ title: `S${i}`, kind: 'plan', planIndex: i % 5 })),
          })),
        })
        .expect(201)
    ).body.data.template;
    const bare = (await api.post('/v1/templates', { name: 'Bare' }).expect(201)).body.data.template;
    const count = (tpl: Json) =>
      t.countQueries(() => api.post('/v1/workspaces', { name: 'Counted', templateId: tpl.id }).expect(201));
    expect(await count(large)).toBe(await count(small));
    // The copy itself: plans, tasks, pages and sections, each read once and inserted once.
    expect((await count(small)) - (await count(bare))).toBe(6);
  });
});

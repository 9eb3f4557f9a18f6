import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { newId } from '../../src/common/ids.js';
import { WORKSPACE_STRUCTURE_BOUNDS as BOUNDS } from '../../src/workspace-core/structure-order.js';
import { WorkspacePageEntity } from '../../src/workspace-core/workspace-page.entity.js';
import { WorkspacePlanEntity } from '../../src/workspace-core/workspace-plan.entity.js';
import { WorkspacePlanTaskEntity } from '../../src/workspace-plan-tasks/workspace-plan-task.entity.js';
import { WorkspaceSectionEntity } from '../../src/workspace-sections/workspace-section.entity.js';
import { type Api, bootWithOrg, expectError } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { createPage } from '../support/factories/workspace-structure.js';
import { insertPlanTask, insertWorkspacePlan } from '../support/factories/workspace-plan-tasks.js';
import { insertWorkspace } from '../support/factories/workspaces.js';

/** A workspace's structure is bounded per parent, as a template's is: a full parent refuses with 409, writing nothing. */
describe('workspace structure bounds', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  const STAMPS = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

  /** Fills a parent to `count` rows directly (the API would take a request per row). */
  async function fill<E extends ObjectLiteral>(entity: EntityTarget<E>, count: number, row: (index: number) => object) {
    const rows = Array.from({ length: count }, (_, index) => ({
      id: newId(),
      organizationId: orgId,
      ...STAMPS,
      ...row(index),
    }));
    for (let i = 0; i < rows.length; i += 100) {
      await t.dataSource.manager.insert(entity, rows.slice(i, i + 100) as never);
    }
  }

  const count = (entity: EntityTarget<ObjectLiteral>, where: object) => t.dataSource.manager.count(entity, { where });

  it(`refuses a plan past ${BOUNDS.plans} in a workspace`, async () => {
    const workspace = await insertWorkspace(t, orgId);
    await fill(WorkspacePlanEntity, BOUNDS.plans, (index) => ({
      workspaceId: workspace.id,
      title: `P${index}`,
      index,
    }));
    const res = await api.post('/v1/workspace-plans').send({ workspaceId: workspace.id, title: 'One more', index: 0 });
    expect(expectError(res.body, 409, 'CONFLICT').message).toBe(`a workspace holds at most ${BOUNDS.plans} plans`);
    expect(await count(WorkspacePlanEntity, { workspaceId: workspace.id })).toBe(BOUNDS.plans);
    const first = await t.dataSource.manager.findOneByOrFail(WorkspacePlanEntity, {
      workspaceId: workspace.id,
      index: 0,
    });
    expect(first.title).toBe('P0');
  });

  it(`refuses a task past ${BOUNDS.tasksPerPlan} in a plan, created or moved there`, async () => {
    const workspace = await insertWorkspace(t, orgId);
    const full = await insertWorkspacePlan(t, workspace);
    const other = await insertWorkspacePlan(t, workspace);
    const loose = await insertPlanTask(t, workspace, { workspacePlanId: other.id });
    await fill(WorkspacePlanTaskEntity, BOUNDS.tasksPerPlan, (index) => ({
      workspaceId: workspace.id,
      workspacePlanId: full.id,
      templatePlanTaskId: null,
      index,
      title: `T${index}`,
      status: 'Not Started',
    }));
    const create = await api.post('/v1/workspace-plan-tasks').send({ workspacePlanId: full.id, title: 'One more' });
    expect(expectError(create.body, 409, 'CONFLICT').message).toBe(`a plan holds at most ${BOUNDS.tasksPerPlan} tasks`);
    const move = await api.patch(`/v1/workspace-plan-tasks/${loose.id}`).send({ workspacePlanId: full.id });
    expectError(move.body, 409, 'CONFLICT');
    expect(await count(WorkspacePlanTaskEntity, { workspacePlanId: full.id })).toBe(BOUNDS.tasksPerPlan);
    expect(await count(WorkspacePlanTaskEntity, { workspacePlanId: other.id })).toBe(1);
  });

  it(`refuses a page past ${BOUNDS.pages} and a section past ${BOUNDS.sectionsPerPage} in a page`, async () => {
    const workspace = await insertWorkspace(t, orgId);
    const page = await createPage(api, workspace.id);
    await fill(WorkspacePageEntity, BOUNDS.pages - 1, (index) => ({
      workspaceId: workspace.id,
      title: `Page ${index}`,
      index: index + 1,
    }));
    const pageRes = await api.post('/v1/workspace-pages').send({ workspaceId: workspace.id, title: 'One more' });
    expect(expectError(pageRes.body, 409, 'CONFLICT').message).toBe(`a workspace holds at most ${BOUNDS.pages} pages`);

    await fill(WorkspaceSectionEntity, BOUNDS.sectionsPerPage, (index) => ({
      workspaceId: workspace.id,
      workspacePageId: page.id,
      title: `S${index}`,
      kind: 'text',
      text: 'Hello',
      index,
    }));
    const sectionRes = await api
      .post('/v1/workspace-sections')
      .send({ workspacePageId: page.id, title: 'One more', kind: 'text', text: 'Hi' });
    expect(expectError(sectionRes.body, 409, 'CONFLICT').message).toBe(
      `a page holds at most ${BOUNDS.sectionsPerPage} sections`,
    );
    expect(await count(WorkspaceSectionEntity, { workspacePageId: page.id })).toBe(BOUNDS.sectionsPerPage);
  });
});

import { TemplatePlanTaskEntity } from '../../src/templates/template-plan-task.entity.js';
import { TemplatePlanEntity } from '../../src/templates/template-plan.entity.js';
import { WorkspacePlanTaskEntity } from '../../src/workspace-plan-tasks/workspace-plan-task.entity.js';
import { WorkspacePlanEntity } from '../../src/workspace-core/workspace-plan.entity.js';
import { appOnOwnDatabase, rerunMigrationsFrom } from '../support/migrations.js';
import { insertTemplate, insertTemplatePlanTask } from '../support/factories/templates.js';
import { insertPlanTask } from '../support/factories/workspace-plan-tasks.js';
import { insertWorkspace } from '../support/factories/workspaces.js';

/** The migration that brought plans must give the tasks that existed before it a plan each, on both databases. */
describe('migration WorkspaceStructureAndFiles on existing data', () => {
  const app = appOnOwnDatabase();

  it('gives every workspace one plan holding its tasks, in order, and every template with tasks one plan', async () => {
    const t = app();
    const orgId = 'orgMigrate01';
    const template = await insertTemplate(t, orgId);
    const emptyTemplate = await insertTemplate(t, orgId);
    for (const index of [0, 1]) await insertTemplatePlanTask(t, template, { index, title: `Template task ${index}` });
    const made = await insertWorkspace(t, orgId, { templateId: template.id });
    for (const index of [0, 1, 2]) await insertPlanTask(t, made, { index, title: `Task ${index}` });
    const bare = await insertWorkspace(t, orgId);

    // Back to before plans existed (their tables and columns go; the tasks stay), then forward again.
    await rerunMigrationsFrom(t, 'WorkspaceStructureAndFiles');

    const m = t.dataSource.manager;
    const plans = await m.find(WorkspacePlanEntity, { where: { organizationId: orgId } });
    expect(plans.map((plan) => plan.workspaceId).sort()).toEqual([made.id, bare.id].sort());
    const templatePlans = await m.find(TemplatePlanEntity, { where: { organizationId: orgId } });
    expect(templatePlans.map((plan) => [plan.templateId, plan.title, plan.index])).toEqual([[template.id, 'Plan', 0]]);
    expect(templatePlans.some((plan) => plan.templateId === emptyTemplate.id)).toBe(false);

    const madePlan = plans.find((plan) => plan.workspaceId === made.id)!;
    expect(madePlan).toMatchObject({ title: 'Plan', index: 0, templatePlanId: templatePlans[0].id, viewType: 'list' });
    const tasks = await m.find(WorkspacePlanTaskEntity, { where: { workspaceId: made.id }, order: { index: 'ASC' } });
    expect(tasks.map((task) => [task.title, task.workspacePlanId])).toEqual([
      ['Task 0', madePlan.id],
      ['Task 1', madePlan.id],
      ['Task 2', madePlan.id],
    ]);
    const templateTasks = await m.find(TemplatePlanTaskEntity, { where: { templateId: template.id } });
    expect(new Set(templateTasks.map((task) => task.templatePlanId))).toEqual(new Set([templatePlans[0].id]));
  });
});

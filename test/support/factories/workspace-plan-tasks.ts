import { newId } from '../../../src/common/ids.js';
import { WorkspacePlanTaskEntity } from '../../../src/workspace-plan-tasks/workspace-plan-task.entity.js';
import type { WorkspaceEntity } from '../../../src/workspace-core/workspace.entity.js';
import { WorkspacePlanEntity } from '../../../src/workspace-core/workspace-plan.entity.js';
import type { TestApp } from '../app.js';
import { stamps } from './clock.js';
import { firstPlanRow, insertPlanRow } from './plans.js';
import { NO_ACTION } from './plan-task-fields.js';

/** A plan task of a workspace, inserted directly (the workspace's task progress is not recomputed). */
export async function insertPlanTask(
  t: TestApp,
  workspace: WorkspaceEntity,
  overrides: Partial<WorkspacePlanTaskEntity> = {},
): Promise<WorkspacePlanTaskEntity> {
  const workspacePlanId =
    overrides.workspacePlanId ??
    (
      await firstPlanRow(t, WorkspacePlanEntity, {
        organizationId: workspace.organizationId,
        owner: { workspaceId: workspace.id },
      })
    ).id;
  const task = t.dataSource.manager.create(WorkspacePlanTaskEntity, {
    id: newId(),
    organizationId: workspace.organizationId,
    workspaceId: workspace.id,
    workspacePlanId,
    templatePlanTaskId: null,
    index: 0,
    title: 'Kick-off',
    description: null,
    status: 'Not Started',
    completedAt: null,
    isInternal: false,
    ...NO_ACTION,
    startDate: null,
    dueDate: null,
    ...overrides,
    ...stamps(overrides),
  });
  await t.dataSource.manager.insert(WorkspacePlanTaskEntity, task);
  return task;
}

/** A plan of a workspace, inserted directly; by default after the workspace's other plans. */
export function insertWorkspacePlan(
  t: TestApp,
  workspace: WorkspaceEntity,
  overrides: Partial<WorkspacePlanEntity> = {},
): Promise<WorkspacePlanEntity> {
  const owner = { workspaceId: workspace.id };
  return insertPlanRow(t, WorkspacePlanEntity, {
    organizationId: workspace.organizationId,
    owner,
    overrides: { templatePlanId: null, ...overrides },
  });
}

import { newId } from '../../../src/common/ids.js';
import { WorkspacePlanTaskEntity } from '../../../src/workspace-plan-tasks/workspace-plan-task.entity.js';
import type { WorkspaceEntity } from '../../../src/workspace-core/workspace.entity.js';
import type { TestApp } from '../app.js';
import { stamps } from './clock.js';
import { NO_ACTION } from './plan-task-fields.js';

/** A plan task of a workspace, inserted directly (the workspace's task progress is not recomputed). */
export async function insertPlanTask(
  t: TestApp,
  workspace: WorkspaceEntity,
  overrides: Partial<WorkspacePlanTaskEntity> = {},
): Promise<WorkspacePlanTaskEntity> {
  const task = t.dataSource.manager.create(WorkspacePlanTaskEntity, {
    id: newId(),
    organizationId: workspace.organizationId,
    workspaceId: workspace.id,
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

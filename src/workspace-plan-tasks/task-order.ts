import type { EntityManager } from 'typeorm';
import { invalidField } from '../common/http/app-error.js';
import { WorkspacePlanEntity } from '../workspace-core/workspace-plan.entity.js';
import type { WorkspacePlanTaskEntity } from './workspace-plan-task.entity.js';
import { findOneInOrg } from '../common/repository/find-in-org.js';
import { TASK_ORDER } from './workspace-plan-task.repository.js';

/** The plan a body names in `workspacePlanId`; another organization's or an unknown id is a 400 naming it. */
export async function requireBodyPlan(
  m: EntityManager,
  { orgId, id, workspaceId }: { orgId: string; id: string; workspaceId?: string },
): Promise<WorkspacePlanEntity> {
  const plan = await findOneInOrg(m, WorkspacePlanEntity, { orgId, id });
  if (!plan) throw invalidField('workspacePlanId', `workspace plan ${id} does not exist`);
  if (workspaceId !== undefined && plan.workspaceId !== workspaceId) {
    throw invalidField('workspacePlanId', 'is a plan of another workspace');
  }
  return plan;
}

/**
 * Where a PATCH puts the task: `workspacePlanId` moves it to another plan of its workspace (last, or at `index`),
 * `index` alone moves it within its plan. Shifts the neighbours; answers the task's new plan and place, or null when
 * they do not change.
 */
export async function moveTask(
  m: EntityManager,
  task: WorkspacePlanTaskEntity,
  { workspacePlanId, index }: { workspacePlanId?: string; index?: number },
): Promise<{ workspacePlanId: string; index: number } | null> {
  if (workspacePlanId !== undefined && workspacePlanId !== task.workspacePlanId) {
    await requireBodyPlan(m, { orgId: task.organizationId, id: workspacePlanId, workspaceId: task.workspaceId });
    await TASK_ORDER.closeGap(m, task.workspacePlanId, task.index);
    return { workspacePlanId, index: await TASK_ORDER.insertAt(m, workspacePlanId, index) };
  }
  if (index === undefined) return null;
  const place = await TASK_ORDER.move(m, task.workspacePlanId, { from: task.index, to: index });
  return place === task.index ? null : { workspacePlanId: task.workspacePlanId, index: place };
}

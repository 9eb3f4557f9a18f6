import type { EntityManager } from 'typeorm';
import { OrderedPositions } from '../database/ordered-positions.js';
import { WORKSPACE_ROW_LOCK, WORKSPACE_STRUCTURE_BOUNDS, capacity } from '../workspace-core/structure-order.js';
import { WorkspacePlanEntity } from '../workspace-core/workspace-plan.entity.js';
import { WorkspacePlanTaskEntity } from '../workspace-plan-tasks/workspace-plan-task.entity.js';

/**
 * A workspace's plan order: `index` 0 to n - 1 among its plans, kept compact under the workspace's row
 * lock (the lock a deletion of the workspace takes before it cascades into the plans). Final SQL in workspace-plan.repository.sql/.
 */
export const PLAN_ORDER = new OrderedPositions({
  entity: WorkspacePlanEntity,
  parent: 'workspaceId',
  position: 'index',
  lock: WORKSPACE_ROW_LOCK,
  capacity: capacity(WORKSPACE_STRUCTURE_BOUNDS.plans, { parent: 'a workspace', rows: 'plans' }),
});

export async function insertPlan(m: EntityManager, plan: WorkspacePlanEntity): Promise<void> {
  await m.insert(WorkspacePlanEntity, plan);
}

export async function updatePlan(m: EntityManager, id: string, changes: Partial<WorkspacePlanEntity>): Promise<void> {
  await m.update(WorkspacePlanEntity, { id }, changes);
}

/** The plan's tasks first, then the plan (sections that showed it keep their place: the foreign key clears it). */
export async function deletePlan(m: EntityManager, id: string): Promise<void> {
  await m.delete(WorkspacePlanTaskEntity, { workspacePlanId: id });
  await m.delete(WorkspacePlanEntity, { id });
}

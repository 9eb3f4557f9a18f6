import { OrderedPositions } from '../database/ordered-positions.js';
import { WORKSPACE_ROW_LOCK, WORKSPACE_STRUCTURE_BOUNDS, capacity } from '../workspace-core/structure-order.js';
import { WorkspacePlanEntity } from '../workspace-core/workspace-plan.entity.js';

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

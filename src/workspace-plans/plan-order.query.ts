import { OrderedPositions } from '../database/ordered-positions.query.js';
import { lockWorkspaceRow } from '../workspace-core/referenced-workspace.js';
import { WorkspacePlanEntity } from '../workspace-core/workspace-plan.entity.js';

/**
 * A workspace's plan order: `index` 0 to n - 1 among its plans, kept compact under the workspace's row
 * lock (the lock a deletion of the workspace takes before it cascades into the plans). Final SQL in plan-order.query.sql/.
 */
export const PLAN_ORDER = new OrderedPositions({
  entity: WorkspacePlanEntity,
  parent: 'workspaceId',
  position: 'index',
  lock: { row: (m, workspaceId) => lockWorkspaceRow(m, { id: workspaceId }) },
});

import { OrderedPositions } from '../database/ordered-positions.query.js';
import { WorkspacePlanEntity } from '../workspace-core/workspace-plan.entity.js';

/**
 * A workspace's plan order: `index` 0 to n - 1 among its plans, kept compact under the lock
 * workspace-plans:<workspace id>. Final SQL in plan-order.query.sql/.
 */
export const PLAN_ORDER = new OrderedPositions({
  entity: WorkspacePlanEntity,
  parent: 'workspaceId',
  position: 'index',
  lock: 'workspace-plans',
});

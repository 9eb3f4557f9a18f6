import { OrderedPositions } from '../database/ordered-positions.query.js';
import { WorkspacePlanTaskEntity } from './workspace-plan-task.entity.js';

/**
 * A plan's task order: `index` 0 to n - 1 among its tasks, kept compact under the workspace's lock
 * workspace-tasks:<workspace id> (the lock task completions take, so a move between two plans takes one lock).
 * Final SQL in task-order.query.sql/.
 */
export const TASK_ORDER = new OrderedPositions({
  entity: WorkspacePlanTaskEntity,
  parent: 'workspacePlanId',
  position: 'index',
  lock: 'workspace-tasks',
});

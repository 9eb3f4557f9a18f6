import { OrderedPositions } from '../database/ordered-positions.js';
import { WORKSPACE_ROW_LOCK, WORKSPACE_STRUCTURE_BOUNDS, capacity } from '../workspace-core/structure-order.js';
import { WorkspacePlanTaskEntity } from './workspace-plan-task.entity.js';

/**
 * A plan's task order: `index` 0 to n - 1 among its tasks, kept compact under the workspace's row lock
 * (which task completions and a deletion of the workspace take too, so a move between two plans takes one lock).
 * Final SQL in workspace-plan-task.repository.sql/.
 */
export const TASK_ORDER = new OrderedPositions({
  entity: WorkspacePlanTaskEntity,
  parent: 'workspacePlanId',
  position: 'index',
  lock: WORKSPACE_ROW_LOCK,
  capacity: capacity(WORKSPACE_STRUCTURE_BOUNDS.tasksPerPlan, { parent: 'a plan', rows: 'tasks' }),
});

import type { EntityManager, FindOptionsWhere, ObjectLiteral, SelectQueryBuilder, UpdateQueryBuilder } from 'typeorm';
import type { PageWindow } from '../common/pagination/page.query.js';
import { OrderedPositions } from '../database/ordered-positions.js';
import { WORKSPACE_ROW_LOCK, WORKSPACE_STRUCTURE_BOUNDS, capacity } from '../workspace-core/structure-order.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
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

/** A task of a workspace, as a contact on the published page names it; null when it is not that workspace's. */
export function findWorkspaceTask(
  m: EntityManager,
  { orgId, workspaceId, id }: { orgId: string; workspaceId: string; id: string },
): Promise<WorkspacePlanTaskEntity | null> {
  return m.findOneBy(WorkspacePlanTaskEntity, { id, organizationId: orgId, workspaceId });
}

export function countTasks(m: EntityManager, where: FindOptionsWhere<WorkspacePlanTaskEntity>): Promise<number> {
  return m.count(WorkspacePlanTaskEntity, { where });
}

/** One page of a workspace's tasks ordered by their plan's place, then their own. */
export function tasksInPlanOrderQuery(
  m: EntityManager,
  { where, window }: { where: FindOptionsWhere<WorkspacePlanTaskEntity>; window: PageWindow },
): SelectQueryBuilder<WorkspacePlanTaskEntity> {
  // offset/limit, not skip/take: a many-to-one join keeps one row per task, so one statement is enough.
  return m
    .createQueryBuilder(WorkspacePlanTaskEntity, 't')
    .innerJoin('t.plan', 'p')
    .where(where)
    .orderBy('p.index', 'ASC')
    .addOrderBy('t.index', 'ASC')
    .addOrderBy('t.id', 'DESC')
    .offset(window.offset)
    .limit(window.limit);
}

export function tasksInPlanOrder(
  m: EntityManager,
  page: { where: FindOptionsWhere<WorkspacePlanTaskEntity>; window: PageWindow },
): Promise<WorkspacePlanTaskEntity[]> {
  return tasksInPlanOrderQuery(m, page).getMany();
}

export async function insertTask(m: EntityManager, task: WorkspacePlanTaskEntity): Promise<void> {
  await m.insert(WorkspacePlanTaskEntity, task);
}

export async function updateTask(
  m: EntityManager,
  id: string,
  changes: Partial<WorkspacePlanTaskEntity>,
): Promise<void> {
  await m.update(WorkspacePlanTaskEntity, { id }, changes);
}

export async function deleteTask(m: EntityManager, id: string): Promise<void> {
  await m.delete(WorkspacePlanTaskEntity, { id });
}

export function taskCountsQuery(m: EntityManager, workspaceId: string): SelectQueryBuilder<ObjectLiteral> {
  return m
    .createQueryBuilder()
    .select('COUNT(*)', 'total')
    .addSelect(`SUM(CASE WHEN t.status = 'Completed' THEN 1 ELSE 0 END)`, 'completed')
    .from(WorkspacePlanTaskEntity, 't')
    .where('t.workspace_id = :workspaceId', { workspaceId });
}

/** How many tasks a workspace has, and how many of them are completed. */
export async function countWorkspaceTasks(
  m: EntityManager,
  workspaceId: string,
): Promise<{ total: number; completed: number }> {
  const row = await taskCountsQuery(m, workspaceId).getRawOne<{
    total: string | number;
    completed: string | number | null;
  }>();
  return { total: Number(row?.total ?? 0), completed: Number(row?.completed ?? 0) };
}

export function storeTaskProgressQuery(
  m: EntityManager,
  { workspaceId, progress, now }: { workspaceId: string; progress: number; now: string },
): UpdateQueryBuilder<WorkspaceEntity> {
  return m
    .createQueryBuilder()
    .update(WorkspaceEntity)
    .set({ taskProgress: progress, updatedAt: now })
    .where('id = :workspaceId AND task_progress <> :progress', { workspaceId, progress });
}

/** Stores the workspace's taskProgress; the row (and its updatedAt) changes only when the value does. */
export async function storeTaskProgress(
  m: EntityManager,
  progress: { workspaceId: string; progress: number; now: string },
): Promise<void> {
  await storeTaskProgressQuery(m, progress).execute();
}

import type { EntityManager } from 'typeorm';
import type { EventType } from '../events/event-types.js';
import { PLAN_TASK_ACTION_FIELDS } from '../templates/plan-task-action.js';
import type { TaskStatus, WorkspacePlanTaskEntity } from './workspace-plan-task.entity.js';
import { countWorkspaceTasks, storeTaskProgress } from './workspace-plan-task.repository.js';

/** Task columns a PATCH may set directly (status and completedAt follow from `status`/`completed`). */
export const EDITABLE_TASK_FIELDS = [
  'title',
  'description',
  'startDate',
  'dueDate',
  ...PLAN_TASK_ACTION_FIELDS,
] as const;

type Editable = Pick<WorkspacePlanTaskEntity, (typeof EDITABLE_TASK_FIELDS)[number]>;

/** A PATCH body as the rules see it: every field optional, `completed` and `status` already known to agree. */
export type TaskPatch = { [K in keyof Editable]?: Editable[K] } & { completed?: boolean; status?: TaskStatus };

export interface TaskChange {
  status: TaskStatus;
  completedAt: string | null;
}

/**
 * What `{completed}` does to a task, or null when it changes nothing: true completes it (keeping an earlier
 * completedAt), false reopens a completed task as In Progress and leaves any other task as it is.
 */
export function completionChange(
  task: Pick<WorkspacePlanTaskEntity, 'status' | 'completedAt'>,
  completed: boolean,
  now: string,
): TaskChange | null {
  const isCompleted = task.status === 'Completed';
  if (completed) return isCompleted ? null : { status: 'Completed', completedAt: now };
  return isCompleted ? { status: 'In Progress', completedAt: null } : null;
}

/** What `{status}` does to a task: Completed completes it (keeping an earlier completedAt), others clear it. */
export function statusChange(
  task: Pick<WorkspacePlanTaskEntity, 'status' | 'completedAt'>,
  status: TaskStatus,
  now: string,
): TaskChange | null {
  if (status === task.status) return null;
  return { status, completedAt: status === 'Completed' ? (task.completedAt ?? now) : null };
}

/** Whether `completed` and `status`, both sent, say the same thing. */
export function agrees(completed: boolean, status: TaskStatus): boolean {
  return completed === (status === 'Completed');
}

/**
 * The columns a PATCH changes: only values that differ from the stored ones, so an empty body or a body repeating
 * the task as it is changes nothing. `status` wins over `completed` (they agree when both are sent).
 */
export function planTaskChanges(
  task: WorkspacePlanTaskEntity,
  patch: TaskPatch,
  now: string,
): Partial<WorkspacePlanTaskEntity> {
  const completion =
    patch.status !== undefined
      ? statusChange(task, patch.status, now)
      : patch.completed !== undefined
        ? completionChange(task, patch.completed, now)
        : null;
  const changes: Partial<WorkspacePlanTaskEntity> = { ...completion };
  for (const key of EDITABLE_TASK_FIELDS) {
    if (patch[key] !== undefined && patch[key] !== task[key]) Object.assign(changes, { [key]: patch[key] });
  }
  return changes;
}

/** The event of a task change: completing and reopening are told apart from other updates. */
export function taskEventType(wasCompleted: boolean, status: TaskStatus): EventType {
  const isCompleted = status === 'Completed';
  if (isCompleted === wasCompleted) return 'workspacePlanTask.updated';
  return isCompleted ? 'workspacePlanTask.completed' : 'workspacePlanTask.reopened';
}

/** Math.round(100 × completed ÷ tasks), 0 for a workspace without tasks. */
export function taskProgress(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((100 * completed) / total);
}

/** Recounts a workspace's tasks and stores its taskProgress; runs inside the transaction that changed a task. */
export async function refreshTaskProgress(m: EntityManager, workspaceId: string, now: string): Promise<void> {
  const { total, completed } = await countWorkspaceTasks(m, workspaceId);
  await storeTaskProgress(m, { workspaceId, progress: taskProgress(completed, total), now });
}

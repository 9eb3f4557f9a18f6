import type { EntityManager } from 'typeorm';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection } from '../common/properties/selection.js';
import { emitEvent } from '../events/emit-event.js';
import { assignTask, loadAssignees, type requireAssignees } from '../task-assignees/task-assignees.js';
import { toUserResource } from '../users/user.resource.js';
import type { WorkspacePlanTaskEntity } from './workspace-plan-task.entity.js';
import { type TaskResource, toWorkspacePlanTaskResource } from './workspace-plan-task.resource.js';

/** Tasks rendered for `sel`: their assignees read in one statement for the whole page, and only when selected. */
export async function renderTasks(
  m: EntityManager,
  tasks: readonly WorkspacePlanTaskEntity[],
  { sel, urls }: { sel: Selection; urls: PublicUrls },
): Promise<TaskResource[]> {
  if (!sel.has('assignees')) return tasks.map((task) => toWorkspacePlanTaskResource(task, urls));
  const assignees = await loadAssignees(
    m,
    tasks.map((task) => task.id),
  );
  return tasks.map((task) => toWorkspacePlanTaskResource(task, urls, assignees.get(task.id) ?? []));
}

/** One task rendered in full (what its events carry). */
export async function renderTask(
  m: EntityManager,
  task: WorkspacePlanTaskEntity,
  urls: PublicUrls,
): Promise<TaskResource> {
  const assignees = await loadAssignees(m, [task.id]);
  return toWorkspacePlanTaskResource(task, urls, assignees.get(task.id) ?? []);
}

/**
 * Writes the checked assignees and emits one `assigneeAdded` / `assigneeRemoved` per person, each carrying the task
 * (as it is after the whole write) and the `assignee`. Answers whether the list changed.
 */
export async function writeAssignees(
  m: EntityManager,
  {
    task,
    users,
    now,
    urls,
  }: {
    task: WorkspacePlanTaskEntity;
    users: Awaited<ReturnType<typeof requireAssignees>>;
    now: string;
    urls: PublicUrls;
  },
): Promise<{ changed: boolean; emit: () => Promise<void> }> {
  const change = await assignTask(m, { orgId: task.organizationId, taskId: task.id, users, now });
  const emit = async () => {
    if (!change.changed) return;
    const resource = toWorkspacePlanTaskResource(task, urls, change.assignees);
    const tell = async (
      type: 'workspacePlanTask.assigneeAdded' | 'workspacePlanTask.assigneeRemoved',
      user: (typeof users)[number],
    ) =>
      emitEvent(m, {
        organizationId: task.organizationId,
        type,
        object: { ...resource, assignee: toUserResource(user, urls) },
      });
    for (const user of change.removed) await tell('workspacePlanTask.assigneeRemoved', user);
    for (const user of change.added) await tell('workspacePlanTask.assigneeAdded', user);
  };
  return { changed: change.changed, emit };
}

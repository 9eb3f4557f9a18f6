import type { EntityManager } from 'typeorm';
import type { PublicUrls } from '../common/http/public-urls.js';
import { Selection } from '../common/properties/selection.js';
import type { FileLinks } from '../files/file-links.js';
import { FILE_SHAPE, type FileDoc, toFileResource } from '../files/file.resource.js';
import { emitEvent } from '../events/emit-event.js';
import { assignTask, loadAssignees, type requireAssignees } from '../task-assignees/task-assignees.js';
import { toUserResource } from '../users/user.resource.js';
import type { WorkspacePlanTaskEntity } from './workspace-plan-task.entity.js';
import { filesOfTasks } from './task-file.repository.js';
import {
  type TaskResource,
  WORKSPACE_PLAN_TASK_SHAPE,
  toWorkspacePlanTaskResource,
} from './workspace-plan-task.resource.js';

/** What rendering a task needs beyond its rows: the API's addresses, and the signer of its files' links. */
export interface TaskRendering {
  readonly urls: PublicUrls;
  readonly links: FileLinks;
}

/** Each task's files as the API shows them, each with a link issued for this answer; read in one statement. */
async function renderedFiles(
  m: EntityManager,
  links: FileLinks,
  taskIds: readonly string[],
): Promise<Map<string, Partial<FileDoc>[]>> {
  const all = Selection.all(FILE_SHAPE);
  const byTask = await filesOfTasks(m, taskIds);
  const rendered = new Map<string, Partial<FileDoc>[]>();
  for (const [taskId, files] of byTask) {
    rendered.set(taskId, await Promise.all(files.map(async (f) => toFileResource(f, await links.issue(f.id), all))));
  }
  return rendered;
}

/**
 * Tasks rendered for `sel`: their assignees and their files each read in one statement for the whole page, and only
 * when selected.
 */
export async function renderTasks(
  m: EntityManager,
  tasks: readonly WorkspacePlanTaskEntity[],
  { sel, urls, links }: TaskRendering & { sel: Selection },
): Promise<TaskResource[]> {
  const ids = tasks.map((task) => task.id);
  const assignees = sel.has('assignees') ? await loadAssignees(m, ids) : null;
  const files = sel.has('files') ? await renderedFiles(m, links, ids) : null;
  return tasks.map((task) =>
    toWorkspacePlanTaskResource(task, urls, {
      assignees: assignees ? (assignees.get(task.id) ?? []) : undefined,
      files: files ? (files.get(task.id) ?? []) : undefined,
    }),
  );
}

/** One task rendered in full (what its events carry). */
export async function renderTask(
  m: EntityManager,
  task: WorkspacePlanTaskEntity,
  rendering: TaskRendering,
): Promise<TaskResource> {
  const [resource] = await renderTasks(m, [task], { ...rendering, sel: Selection.all(WORKSPACE_PLAN_TASK_SHAPE) });
  return resource;
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
    rendering,
  }: {
    task: WorkspacePlanTaskEntity;
    users: Awaited<ReturnType<typeof requireAssignees>>;
    now: string;
    rendering: TaskRendering;
  },
): Promise<{ changed: boolean; emit: () => Promise<void> }> {
  const change = await assignTask(m, { orgId: task.organizationId, taskId: task.id, users, now });
  const emit = async () => {
    if (!change.changed) return;
    const files = await renderedFiles(m, rendering.links, [task.id]);
    const resource = toWorkspacePlanTaskResource(task, rendering.urls, {
      assignees: change.assignees,
      files: files.get(task.id) ?? [],
    });
    const tell = async (
      type: 'workspacePlanTask.assigneeAdded' | 'workspacePlanTask.assigneeRemoved',
      user: (typeof users)[number],
    ) =>
      emitEvent(m, {
        organizationId: task.organizationId,
        type,
        object: { ...resource, assignee: toUserResource(user, rendering.urls) },
      });
    for (const user of change.removed) await tell('workspacePlanTask.assigneeRemoved', user);
    for (const user of change.added) await tell('workspacePlanTask.assigneeAdded', user);
  };
  return { changed: change.changed, emit };
}

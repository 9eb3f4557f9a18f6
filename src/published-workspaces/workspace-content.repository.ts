import { type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { WorkspacePageEntity } from '../workspace-core/workspace-page.entity.js';
import { WorkspacePlanEntity } from '../workspace-core/workspace-plan.entity.js';
import { WorkspacePlanTaskEntity } from '../workspace-plan-tasks/workspace-plan-task.entity.js';
import { loadAssignees } from '../task-assignees/task-assignees.js';
import { displayName } from '../users/display-name.computed.js';
import type { FileEntity } from '../files/file.entity.js';
import { UPLOAD_ACTION } from '../templates/plan-task-action.js';
import { filesOfTasks } from '../workspace-plan-tasks/task-file.repository.js';

/**
 * The published workspace's navigation and plans: its visible pages, the default plan page, and the tasks a visitor
 * is shown (a page's sections are in visible-section.repository.ts). Final SQL in workspace-content.repository.sql/.
 */

export interface VisiblePage {
  id: string;
  title: string;
  /** A visible plan section is on it. */
  showsPlan: boolean;
}

export interface VisibleTask {
  id: string;
  title: string;
  description: string | null;
  completed: boolean;
  dueDate: string | null;
  actionLinkName: string | null;
  hasLink: boolean;
  actionText: string | null;
  /** Its owners' names, in the task's order. */
  assignees: string[];
  /** The signed-in contact is one of its owners. */
  assignedToYou: boolean;
  /** A file request (`actionType` `upload`): the page offers an upload to contacts who may complete tasks. */
  upload: boolean;
  /** The files attached to it (a file request's), in the order they came. */
  files: { name: string; size: number }[];
}

/** Tasks with their owners, read in one statement whatever the page holds; `viewerId` is the signed-in contact's. */
type TaskOwners = Map<string, { names: string[]; ids: Set<string> }>;
type TaskFiles = Map<string, readonly FileEntity[]>;

export async function ownersOf(m: EntityManager, tasks: readonly WorkspacePlanTaskEntity[]): Promise<TaskOwners> {
  const byTask = await loadAssignees(
    m,
    tasks.map((t) => t.id),
  );
  return new Map(
    [...byTask].map(([taskId, users]) => [
      taskId,
      { names: users.map(displayName), ids: new Set(users.map((u) => u.id)) },
    ]),
  );
}

/** The files of the file requests among `tasks`; no statement when none is one. */
export function uploadFilesOf(m: EntityManager, tasks: readonly WorkspacePlanTaskEntity[]): Promise<TaskFiles> {
  const ids = tasks.filter((t) => t.actionType === UPLOAD_ACTION).map((t) => t.id);
  return ids.length === 0 ? Promise.resolve(new Map()) : filesOfTasks(m, ids);
}

export interface VisiblePlan {
  id: string;
  title: string;
  tasks: VisibleTask[];
}

/**
 * A plan section of the workspace `workspace` (a column or a parameter), hidden or not: the team has placed a plan
 * somewhere. Exported with SHOWN_PLAN_SECTION for the task reminders, which remind a contact only of what the page shows.
 */
export const placedPlanOf = (workspace: string): string =>
  `SELECT 1 FROM workspace_section s WHERE s.workspace_id = ${workspace} AND s.kind = 'plan'`;
const PLACED_PLAN = placedPlanOf(':workspaceId');

/** Visible plan sections, the plans a visitor is shown (`s`: the section, `p`: its page, both aliased by the caller). */
export const SHOWN_PLAN_SECTION = "s.kind = 'plan' AND s.is_hidden = :no AND p.is_hidden = :no";

/** The workspace's visible pages, in order (the navigation), each saying whether it shows a plan. */
export function visiblePagesQuery(m: EntityManager, workspaceId: string): SelectQueryBuilder<WorkspacePageEntity> {
  return m
    .createQueryBuilder(WorkspacePageEntity, 'p')
    .select('p.id', 'id')
    .addSelect('p.title', 'title')
    .addSelect(
      `EXISTS (SELECT 1 FROM workspace_section s WHERE s.workspace_page_id = p.id AND ${SHOWN_PLAN_SECTION})`,
      'showsPlan',
    )
    .where('p.workspace_id = :workspaceId AND p.is_hidden = :no', { workspaceId, no: false })
    .orderBy('p.index', 'ASC');
}

export async function visiblePages(m: EntityManager, workspaceId: string): Promise<VisiblePage[]> {
  const rows = await visiblePagesQuery(m, workspaceId).getRawMany<{
    id: string;
    title: string;
    showsPlan: boolean | number;
  }>();
  // SQLite answers EXISTS with 0 or 1.
  return rows.map((row) => ({ id: row.id, title: row.title, showsPlan: Boolean(row.showsPlan) }));
}

/**
 * Whether the workspace gets the default plan page: it has a plan, and no section of any page places one, hidden or
 * not (a hidden plan section, or one on a hidden page, is the team's choice not to show it).
 */
export function defaultPlanPageQuery(m: EntityManager, workspaceId: string): SelectQueryBuilder<WorkspacePlanEntity> {
  return m
    .createQueryBuilder(WorkspacePlanEntity, 'w')
    .select('w.id', 'id')
    .where('w.workspace_id = :workspaceId', { workspaceId })
    .andWhere(`NOT EXISTS (${PLACED_PLAN})`)
    .limit(1);
}

export async function hasDefaultPlanPage(m: EntityManager, workspaceId: string): Promise<boolean> {
  const plan = await defaultPlanPageQuery(m, workspaceId).getRawOne<{ id: string }>();
  return plan !== undefined;
}

/**
 * The default plan page's content (see hasDefaultPlanPage): every plan of the workspace with its tasks for visitors
 * (never internal ones), in order. A workspace made from a template of tasks alone then still shows its plan.
 */
export async function defaultPlans(
  m: EntityManager,
  workspaceId: string,
  viewerId: string | null = null,
): Promise<VisiblePlan[]> {
  const plans = await m.find(WorkspacePlanEntity, {
    select: { id: true, title: true },
    where: { workspaceId },
    order: { index: 'ASC' },
  });
  if (plans.length === 0) return [];
  const tasks = await m.find(WorkspacePlanTaskEntity, {
    where: { workspacePlanId: In(plans.map((p) => p.id)), workspaceId, isInternal: false },
    order: { index: 'ASC' },
  });
  const owners = await ownersOf(m, tasks);
  const files = await uploadFilesOf(m, tasks);
  return plans.map((plan) => ({
    id: plan.id,
    title: plan.title,
    tasks: tasksOf(tasks, plan.id, { owners, files, viewerId }),
  }));
}

/**
 * The tasks among `taskIds` that a visitor sees: not internal, in a plan that a visible plan section of a visible page
 * shows, or in any plan of a workspace that places none in a section (the default plan page). What a visitor acts on
 * (ticks, task links) must be one of these.
 */
export function shownTasks(
  m: EntityManager,
  query: { workspaceId: string; taskIds: readonly string[] },
): Promise<WorkspacePlanTaskEntity[]> {
  if (query.taskIds.length === 0) return Promise.resolve([]);
  return shownTasksQuery(m, query).getMany();
}

export function shownTasksQuery(
  m: EntityManager,
  { workspaceId, taskIds }: { workspaceId: string; taskIds: readonly string[] },
): SelectQueryBuilder<WorkspacePlanTaskEntity> {
  const sections = 'workspace_section s INNER JOIN workspace_page p ON p.id = s.workspace_page_id';
  return m
    .createQueryBuilder(WorkspacePlanTaskEntity, 't')
    .where('t.workspace_id = :workspaceId AND t.id IN (:...taskIds) AND t.is_internal = :no', {
      workspaceId,
      taskIds: [...new Set(taskIds)],
      no: false,
    })
    .andWhere(
      `(EXISTS (SELECT 1 FROM ${sections} WHERE s.workspace_id = t.workspace_id
          AND s.workspace_plan_id = t.workspace_plan_id AND ${SHOWN_PLAN_SECTION})
        OR NOT EXISTS (${PLACED_PLAN}))`,
    );
}

/** A plan's tasks as the page draws them, in the order read. */
export function tasksOf(
  tasks: readonly WorkspacePlanTaskEntity[],
  planId: string,
  { owners, files, viewerId }: { owners: TaskOwners; files: TaskFiles; viewerId: string | null },
): VisibleTask[] {
  return tasks
    .filter((t) => t.workspacePlanId === planId)
    .map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      completed: t.status === 'Completed',
      dueDate: t.dueDate,
      actionLinkName: t.actionLinkName,
      hasLink: t.actionLinkUrl !== null,
      actionText: t.showActionText ? t.actionText : null,
      assignees: owners.get(t.id)?.names ?? [],
      assignedToYou: viewerId !== null && (owners.get(t.id)?.ids.has(viewerId) ?? false),
      upload: t.actionType === UPLOAD_ACTION,
      files: (files.get(t.id) ?? []).map((f) => ({ name: f.name, size: f.size })),
    }));
}

import { copiedForm } from '../form-definitions/form-definition.rules.js';
import type { EntityManager } from 'typeorm';
import { invalidField } from '../common/http/app-error.js';
import { newId } from '../common/ids.js';
import { DATE_RANGE, addDays } from '../common/time.js';
import { planTaskAction } from '../templates/plan-task-action.js';
import type { AssigneeRole } from '../templates/template-plan-task.entity.js';
import { WorkspacePageEntity } from '../workspace-core/workspace-page.entity.js';
import { WorkspacePlanEntity } from '../workspace-core/workspace-plan.entity.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { WorkspacePlanTaskEntity } from '../workspace-plan-tasks/workspace-plan-task.entity.js';
import { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';
import {
  insertMany,
  readyFileIds,
  templatePages,
  templatePlanTasks,
  templatePlans,
  templateSections,
} from './template-copy.repository.js';

interface Copy {
  workspace: WorkspaceEntity;
  templateId: string;
  now: string;
}

/**
 * Copies the template's plans with their tasks and its pages with their sections into the new workspace, in the
 * caller's transaction: every copy is a new row with a new id; plans point back through `templatePlanId`, tasks
 * through `templatePlanTaskId`, and a `plan` section points at the workspace's own copy of its plan. Each kind is
 * read in one query and written in one multi-row insert (the template's bounds keep those inserts far below the
 * databases' parameter limits), so the cost does not grow with the template's size. The caller has checked that
 * the template is one of the organization's.
 */
export async function copyTemplateStructure(m: EntityManager, copy: Copy): Promise<RoleTask[]> {
  const { planCopies, roleTasks } = await copyPlans(m, copy);
  await copyPages(m, copy, planCopies);
  return roleTasks;
}

/** A copied task whose template task names its owner by role, resolved once the workspace has its members. */
export interface RoleTask {
  taskId: string;
  role: AssigneeRole;
}

/** The plans and their tasks; answers the copies' ids in the template's plan order, and the tasks owned by role. */
async function copyPlans(
  m: EntityManager,
  { workspace, templateId, now }: Copy,
): Promise<{ planCopies: string[]; roleTasks: RoleTask[] }> {
  const plans = await templatePlans(m, templateId);
  if (plans.length === 0) return { planCopies: [], roleTasks: [] };
  const copies = new Map(plans.map((plan) => [plan.id, newId()]));
  await insertMany(
    m,
    WorkspacePlanEntity,
    plans.map((plan, index) => ({
      ...owned(workspace, now),
      id: copies.get(plan.id),
      templatePlanId: plan.id,
      title: plan.title,
      isCollapsed: plan.isCollapsed,
      viewType: plan.viewType,
      index,
    })),
  );
  // By the plans read above, not by template: a template update committing in between cannot hand over a task
  // whose plan was not copied.
  const tasks = await templatePlanTasks(m, [...copies.keys()]);
  const taskCopies = new Map(tasks.map((task) => [task.id, newId()]));
  await insertMany(
    m,
    WorkspacePlanTaskEntity,
    tasks.map((task) => ({
      ...owned(workspace, now),
      id: taskCopies.get(task.id),
      workspacePlanId: copies.get(task.templatePlanId),
      templatePlanTaskId: task.id,
      index: task.index,
      title: task.title,
      description: task.description,
      status: 'Not Started' as const,
      completedAt: null,
      ...planTaskAction(task),
      startDate: dated(workspace, task.startOffsetDays),
      dueDate: dated(workspace, task.dueOffsetDays),
    })),
  );
  const roleTasks = tasks.flatMap((task) =>
    task.assigneeRole ? [{ taskId: taskCopies.get(task.id) as string, role: task.assigneeRole }] : [],
  );
  return { planCopies: plans.map((plan) => copies.get(plan.id) as string), roleTasks };
}

/**
 * The pages and their sections. A file section whose file has been deleted since the template was written (its
 * fileId is not a foreign key on the template side) is copied without a file rather than failing the create.
 */
async function copyPages(m: EntityManager, { workspace, templateId, now }: Copy, planCopies: string[]): Promise<void> {
  const pages = await templatePages(m, templateId);
  if (pages.length === 0) return;
  const copies = new Map(pages.map((page) => [page.id, newId()]));
  await insertMany(
    m,
    WorkspacePageEntity,
    pages.map((page, index) => ({
      ...owned(workspace, now),
      id: copies.get(page.id),
      title: page.title,
      index,
      isHidden: page.isHidden,
    })),
  );
  const sections = await templateSections(m, [...copies.keys()]);
  const fileIds = [...new Set(sections.flatMap((section) => (section.fileId ? [section.fileId] : [])))];
  const files =
    fileIds.length === 0 ? new Set<string>() : await readyFileIds(m, { orgId: workspace.organizationId, ids: fileIds });
  await insertMany(
    m,
    WorkspaceSectionEntity,
    sections.map((section) => ({
      ...owned(workspace, now),
      id: newId(),
      workspacePageId: copies.get(section.templatePageId),
      title: section.title,
      kind: section.kind,
      index: section.index,
      isHidden: section.isHidden,
      text: section.text,
      workspacePlanId: section.planIndex === null ? null : (planCopies[section.planIndex] ?? null),
      assetIds: section.assetIds,
      linkUrl: section.linkUrl,
      fileId: section.fileId !== null && files.has(section.fileId) ? section.fileId : null,
      form: section.form && copiedForm(section.form),
    })),
  );
}

function owned(workspace: WorkspaceEntity, now: string) {
  return { organizationId: workspace.organizationId, workspaceId: workspace.id, createdAt: now, updatedAt: now };
}

/**
 * A task date: the workspace's start date plus the template task's offset (none without a start date). One that
 * would leave the years 0001–9999 is a 400 naming `startDate`; the caller's transaction is rolled back.
 */
function dated(workspace: WorkspaceEntity, offset: number | null): string | null {
  if (workspace.startDate === null || offset === null) return null;
  const date = addDays(workspace.startDate, offset);
  if (date === null) {
    throw invalidField('startDate', `plus the template's task offset of ${offset} days leaves ${DATE_RANGE}`);
  }
  return date;
}

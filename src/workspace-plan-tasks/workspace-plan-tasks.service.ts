import { Injectable } from '@nestjs/common';
import type { EntityManager, FindOptionsOrder } from 'typeorm';
import { findInOrg } from '../common/repository/find-in-org.js';
import { invalidField } from '../common/http/app-error.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { type ListQuery, type Page, buildPageInfo, readPage } from '../common/pagination/page-info.js';
import { presentPage } from '../common/repository/find-page.js';
import { pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import type { FileEntity } from '../files/file.entity.js';
import { UPLOAD_ACTION } from '../templates/plan-task-action.js';
import { attachTaskFile } from './task-file.repository.js';
import { requireRoomForFile } from './task-files.js';
import { FileLinks } from '../files/file-links.js';
import { emitEvent } from '../events/emit-event.js';
import type { UpdateWorkspacePlanTaskDto } from './dto/update-workspace-plan-task.dto.js';
import { PLAN_TASK_FILTERS } from './plan-task-filters.js';
import { agrees, planTaskChanges, refreshTaskProgress, taskEventType } from './task-completion.js';
import { moveTask } from './task-order.js';
import {
  TASK_ORDER,
  countTasks,
  findWorkspaceTask,
  tasksInPlanOrder,
  updateTask,
} from './workspace-plan-task.repository.js';
import { WorkspacePlanTaskEntity } from './workspace-plan-task.entity.js';
import { WORKSPACE_PLAN_TASK_SHAPE, type WorkspacePlanTaskDoc } from './workspace-plan-task.resource.js';
import { type TaskRendering, renderTask, renderTasks, writeAssignees } from './task-assignments.js';
import { assignedTo, requireAssignees } from '../task-assignees/task-assignees.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import type { Precondition } from '../common/http/if-match.js';
import type { Versioned } from '../common/http/versioned.js';

type TaskOut = Partial<WorkspacePlanTaskDoc>;

@Injectable()
export class WorkspacePlanTasksService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
    private readonly links: FileLinks,
  ) {}

  private get rendering(): TaskRendering {
    return { urls: this.urls, links: this.links };
  }

  list(org: OrgContext, query: ListQuery): Promise<Page<TaskOut>> {
    const sel = Selection.parse(WORKSPACE_PLAN_TASK_SHAPE, query.properties);
    const window = pageWindow(query);
    const { workspaceId, workspacePlanId, status, assigneeId, assigneeEmail } = PLAN_TASK_FILTERS.parse(query.filters);
    const owned = assignedTo(org.id, { assigneeId, assigneeEmail });
    const where = {
      organizationId: org.id,
      ...(workspaceId && { workspaceId }),
      ...(workspacePlanId && { workspacePlanId }),
      ...(status && { status }),
      ...(owned && { id: owned }),
    };
    return this.db.read(async (m) => {
      const present = async (tasks: WorkspacePlanTaskEntity[]) =>
        (await renderTasks(m, tasks, { sel, urls: this.urls, links: this.links })).map((task) => sel.project(task));
      if (workspacePlanId === undefined && workspaceId !== undefined) {
        // A workspace's tasks read as its plans show them: by plan, then by place in the plan.
        const { rows, total } = await readPage(window, {
          total: () => countTasks(m, where),
          rows: () => tasksInPlanOrder(m, { where, window }),
        });
        const items = await present(rows);
        return { items, pageInfo: buildPageInfo(window, total, items.length) };
      }
      // Within one plan its order; across workspaces, newest first.
      const order: FindOptionsOrder<WorkspacePlanTaskEntity> =
        workspacePlanId === undefined ? { createdAt: 'DESC', id: 'DESC' } : { index: 'ASC', id: 'DESC' };
      return presentPage(m, { entity: WorkspacePlanTaskEntity, where, window, order }, present);
    });
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<TaskOut>> {
    const sel = Selection.parse(WORKSPACE_PLAN_TASK_SHAPE, properties);
    return this.db.read(async (m) => {
      const task = await this.find(m, org, id);
      const [resource] = await renderTasks(m, [task], { sel, urls: this.urls, links: this.links });
      return versioned(sel.project(resource), task);
    });
  }

  /**
   * Fields not sent keep their values; a body that changes nothing answers the task as it is (same updatedAt, no
   * event). A change of status recounts the workspace's taskProgress in the same transaction.
   */
  update(
    org: OrgContext,
    id: string,
    dto: UpdateWorkspacePlanTaskDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<TaskOut>> {
    const sel = Selection.parse(WORKSPACE_PLAN_TASK_SHAPE, properties);
    if (dto.completed !== undefined && dto.status !== undefined && !agrees(dto.completed, dto.status)) {
      throw invalidField('status', `contradicts completed: ${dto.completed}`);
    }
    return writeVersioned(this.db, { entity: WorkspacePlanTaskEntity, id }, async (m) => {
      const found = await this.find(m, org, id);
      await requireVersion(m, { entity: WorkspacePlanTaskEntity, row: found, ifMatch });
      const { task } = await this.change(m, { org, found, dto });
      const [resource] = await renderTasks(m, [task], { sel, urls: this.urls, links: this.links });
      return sel.project(resource);
    });
  }

  /**
   * A contact ticking or unticking a task on the published workspace: the PATCH's rules, recount and event, in the
   * caller's transaction (which records the contact's activity beside it). Null when the task is not the
   * workspace's, or is internal; `changed` false when it already was as asked.
   */
  async completeForContact(
    m: EntityManager,
    {
      org,
      workspaceId,
      taskId,
      completed,
    }: { org: OrgContext; workspaceId: string; taskId: string; completed: boolean },
  ): Promise<{ task: WorkspacePlanTaskEntity; changed: boolean } | null> {
    const found = await findWorkspaceTask(m, { orgId: org.id, workspaceId, id: taskId });
    if (!found || found.isInternal) return null;
    return this.change(m, { org, found, dto: { completed } });
  }

  /**
   * A file a contact uploaded on a file request (`actionType` `upload`), in the caller's transaction (the one that
   * makes the file ready): attached to the task, at most TASK_FILES_MAX, and the task completed with completeForContact's
   * rules and events. Null when the task is not the workspace's, is internal or asks for no file.
   */
  async attachForContact(
    m: EntityManager,
    { org, workspaceId, taskId, file }: { org: OrgContext; workspaceId: string; taskId: string; file: FileEntity },
  ): Promise<{ task: WorkspacePlanTaskEntity; changed: boolean } | null> {
    const found = await findWorkspaceTask(m, { orgId: org.id, workspaceId, id: taskId });
    if (!found || found.isInternal || found.actionType !== UPLOAD_ACTION) return null;
    // Two uploads at once count one after the other.
    await TASK_ORDER.lock(m, workspaceId);
    await requireRoomForFile(m, taskId);
    await attachTaskFile(m, { taskId, fileId: file.id, organizationId: org.id, createdAt: nowIso() });
    return this.change(m, { org, found, dto: { completed: true } });
  }

  /** Applies a PATCH body to a task read in this transaction; `changed` false when the body changed nothing. */
  private async change(
    m: EntityManager,
    { org, found, dto }: { org: OrgContext; found: WorkspacePlanTaskEntity; dto: UpdateWorkspacePlanTaskDto },
  ): Promise<{ task: WorkspacePlanTaskEntity; changed: boolean }> {
    // Serializes task changes per workspace so the recount below sees every committed completion.
    await TASK_ORDER.lock(m, found.workspaceId);
    const task = this.db.dialect.serialized ? found : await this.find(m, org, found.id);
    const now = nowIso();
    const wasCompleted = task.status === 'Completed';
    // Checked first: an unknown assignee is a 400 before the task moves.
    const users = dto.assigneeIds && (await requireAssignees(m, org.id, dto.assigneeIds));
    const changes: Partial<WorkspacePlanTaskEntity> = {
      ...planTaskChanges(task, dto, now),
      ...(await moveTask(m, task, dto)),
    };
    const assigned = users && (await writeAssignees(m, { task, users, now, rendering: this.rendering }));
    const fieldsChanged = Object.keys(changes).length > 0;
    if (!fieldsChanged && !assigned?.changed) return { task, changed: false };
    // A new list of assignees is a new version of the task (its ETag), told by its own events only.
    Object.assign(task, changes, { updatedAt: now });
    await updateTask(m, task.id, { ...changes, updatedAt: now });
    if (changes.status !== undefined) await refreshTaskProgress(m, task.workspaceId, now);
    if (fieldsChanged) {
      const resource = await renderTask(m, task, this.rendering);
      await emitEvent(m, { organizationId: org.id, type: taskEventType(wasCompleted, task.status), object: resource });
    }
    await assigned?.emit();
    return { task, changed: true };
  }

  private find(m: EntityManager, org: OrgContext, id: string): Promise<WorkspacePlanTaskEntity> {
    return findInOrg(m, WorkspacePlanTaskEntity, { orgId: org.id, id, resource: 'workspacePlanTask' });
  }
}

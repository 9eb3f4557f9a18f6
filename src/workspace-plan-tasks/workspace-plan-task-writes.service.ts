import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { findInOrg } from '../common/repository/find-in-org.js';
import { invalidField } from '../common/http/app-error.js';
import type { Precondition } from '../common/http/if-match.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { newId } from '../common/ids.js';
import { Selection } from '../common/properties/selection.js';
import { requireVersion } from '../common/repository/row-version.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { FileLinks } from '../files/file-links.js';
import { emitChange, emitDeleted } from '../events/emit-event.js';
import { NO_ACTION, PLAN_TASK_ACTION_FIELDS } from '../templates/plan-task-action.js';
import type { CreateWorkspacePlanTaskDto } from './dto/create-workspace-plan-task.dto.js';
import { agrees, refreshTaskProgress } from './task-completion.js';
import { requireBodyPlan } from './task-order.js';
import { TASK_ORDER, deleteTask, insertTask } from './workspace-plan-task.repository.js';
import { WorkspacePlanTaskEntity } from './workspace-plan-task.entity.js';
import {
  WORKSPACE_PLAN_TASK_SHAPE,
  type TaskResource,
  toWorkspacePlanTaskResource,
} from './workspace-plan-task.resource.js';
import { type TaskRendering, writeAssignees } from './task-assignments.js';
import { requireAssignees } from '../task-assignees/task-assignees.js';

/** Adding and removing tasks: both change the plan's order and the workspace's taskProgress in one transaction. */
@Injectable()
export class WorkspacePlanTaskWritesService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
    private readonly links: FileLinks,
  ) {}

  private get rendering(): TaskRendering {
    return { urls: this.urls, links: this.links };
  }

  create(org: OrgContext, dto: CreateWorkspacePlanTaskDto, properties?: string[]): Promise<Partial<TaskResource>> {
    const sel = Selection.parse(WORKSPACE_PLAN_TASK_SHAPE, properties);
    if (dto.completed !== undefined && dto.status !== undefined && !agrees(dto.completed, dto.status)) {
      throw invalidField('status', `contradicts completed: ${dto.completed}`);
    }
    return this.db.write(async (m) => {
      const plan = await requireBodyPlan(m, { orgId: org.id, id: dto.workspacePlanId });
      const users = await requireAssignees(m, org.id, dto.assigneeIds ?? []);
      await TASK_ORDER.lock(m, plan.workspaceId);
      const index = await TASK_ORDER.insertAt(m, plan.id, dto.index);
      const now = nowIso();
      const status = dto.status ?? (dto.completed ? 'Completed' : 'Not Started');
      const action = Object.fromEntries(
        PLAN_TASK_ACTION_FIELDS.map((key) => [key, dto[key] ?? NO_ACTION[key]]),
      ) as typeof NO_ACTION;
      const task = m.create(WorkspacePlanTaskEntity, {
        id: newId(),
        organizationId: org.id,
        workspaceId: plan.workspaceId,
        workspacePlanId: plan.id,
        templatePlanTaskId: null,
        index,
        title: dto.title,
        description: dto.description ?? null,
        status,
        completedAt: status === 'Completed' ? now : null,
        ...action,
        startDate: dto.startDate ?? null,
        dueDate: dto.dueDate ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await insertTask(m, task);
      await refreshTaskProgress(m, plan.workspaceId, now);
      const assigned = await writeAssignees(m, { task, users, now, rendering: this.rendering });
      // A new task has no files yet.
      const render = () =>
        Promise.resolve(toWorkspacePlanTaskResource(task, this.urls, { assignees: users, files: [] }));
      const created = await emitChange(m, { organizationId: org.id, type: 'workspacePlanTask.created', sel, render });
      await assigned.emit();
      return created;
    });
  }

  remove(org: OrgContext, id: string, { ifMatch }: Precondition): Promise<{ id: string }> {
    return this.db.write(async (m) => {
      const found = await this.find(m, org, id);
      await TASK_ORDER.lock(m, found.workspaceId);
      const task = this.db.dialect.serialized ? found : await this.find(m, org, id);
      await requireVersion(m, { entity: WorkspacePlanTaskEntity, row: task, ifMatch });
      await deleteTask(m, task.id);
      await TASK_ORDER.closeGap(m, task.workspacePlanId, task.index);
      await refreshTaskProgress(m, task.workspaceId, nowIso());
      await emitDeleted(m, {
        organizationId: org.id,
        type: 'workspacePlanTask.deleted',
        resource: { id: task.id, object: 'workspacePlanTask' },
        workspaceId: task.workspaceId,
      });
      return { id: task.id };
    });
  }

  private find(m: EntityManager, org: OrgContext, id: string): Promise<WorkspacePlanTaskEntity> {
    return findInOrg(m, WorkspacePlanTaskEntity, { orgId: org.id, id, resource: 'workspacePlanTask' });
  }
}

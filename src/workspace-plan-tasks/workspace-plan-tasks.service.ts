import { Injectable } from '@nestjs/common';
import { findInOrg } from '../common/find-in-org.js';
import type { EntityManager, FindOptionsOrder } from 'typeorm';
import { invalidField } from '../common/http/app-error.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { ID_PATTERN } from '../common/ids.js';
import { type Page, buildPageInfo } from '../common/pagination/page-info.js';
import { type PageQuery, pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { emitEvent } from '../events/emit-event.js';
import { readFilters } from '../workspaces/filter-input.js';
import { PLAN_TASK_FILTER_KEYS } from './dto/list-workspace-plan-tasks.query.js';
import type { UpdateWorkspacePlanTaskDto } from './dto/update-workspace-plan-task.dto.js';
import { type TaskChange, agrees, completionChange, refreshTaskProgress, statusChange } from './task-completion.js';
import type { EventType } from '../events/event-types.js';
import { TASK_STATUSES, type TaskStatus, WorkspacePlanTaskEntity } from './workspace-plan-task.entity.js';
import {
  WORKSPACE_PLAN_TASK_SHAPE,
  type WorkspacePlanTaskDoc,
  toWorkspacePlanTaskResource,
} from './workspace-plan-task.resource.js';

type TaskOut = Partial<WorkspacePlanTaskDoc>;

const EDITABLE = [
  'title',
  'description',
  'startDate',
  'dueDate',
  'isInternal',
  'actionType',
  'actionLinkUrl',
  'actionLinkName',
  'actionText',
  'showActionText',
] as const;

function eventType(completion: TaskChange | null, wasCompleted: boolean): EventType {
  if (completion?.status === 'Completed') return 'workspacePlanTask.completed';
  return completion && wasCompleted ? 'workspacePlanTask.reopened' : 'workspacePlanTask.updated';
}
type ListQuery = PageQuery & { properties?: string[]; filters?: unknown };

@Injectable()
export class WorkspacePlanTasksService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
  ) {}

  list(org: OrgContext, query: ListQuery): Promise<Page<TaskOut>> {
    const sel = Selection.parse(WORKSPACE_PLAN_TASK_SHAPE, query.properties);
    const window = pageWindow(query);
    const { workspaceId, status } = readFilters(query.filters, PLAN_TASK_FILTER_KEYS);
    if (workspaceId !== undefined && !ID_PATTERN.test(workspaceId)) {
      throw invalidField('filters.workspaceId', 'must be an id string');
    }
    if (status !== undefined && !(TASK_STATUSES as readonly string[]).includes(status)) {
      throw invalidField('filters.status', `must be one of: ${TASK_STATUSES.join(', ')}`);
    }
    const where = {
      organizationId: org.id,
      ...(workspaceId === undefined ? {} : { workspaceId }),
      ...(status === undefined ? {} : { status: status as TaskStatus }),
    };
    // Within one workspace the plan order is what a reader expects; across workspaces, newest first.
    const order: FindOptionsOrder<WorkspacePlanTaskEntity> =
      workspaceId === undefined ? { createdAt: 'DESC', id: 'DESC' } : { index: 'ASC', id: 'DESC' };
    return this.db.read(async (m) => {
      const total = await m.count(WorkspacePlanTaskEntity, { where });
      const tasks =
        window.offset >= total
          ? []
          : await m.find(WorkspacePlanTaskEntity, { where, order, skip: window.offset, take: window.limit });
      const items = tasks.map((task) => sel.project(toWorkspacePlanTaskResource(task, this.urls)));
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<TaskOut> {
    const sel = Selection.parse(WORKSPACE_PLAN_TASK_SHAPE, properties);
    return this.db.read(async (m) => sel.project(toWorkspacePlanTaskResource(await this.find(m, org, id), this.urls)));
  }

  update(org: OrgContext, id: string, dto: UpdateWorkspacePlanTaskDto, properties?: string[]): Promise<TaskOut> {
    const sel = Selection.parse(WORKSPACE_PLAN_TASK_SHAPE, properties);
    if (dto.completed !== undefined && dto.status !== undefined && !agrees(dto.completed, dto.status)) {
      throw invalidField('status', `contradicts completed: ${dto.completed}`);
    }
    return this.db.write(async (m) => {
      const found = await this.find(m, org, id);
      // Serializes task changes per workspace so the recount below sees every committed completion.
      await this.db.lock(m, `workspace-tasks:${found.workspaceId}`);
      const task = this.db.isPostgres ? await this.find(m, org, id) : found;
      const now = nowIso();
      const wasCompleted = task.status === 'Completed';
      const completion =
        dto.status !== undefined
          ? statusChange(task, dto.status, now)
          : dto.completed !== undefined
            ? completionChange(task, dto.completed, now)
            : null;
      const changes: Partial<WorkspacePlanTaskEntity> = { ...completion };
      for (const key of EDITABLE) {
        if (dto[key] !== undefined && dto[key] !== task[key]) Object.assign(changes, { [key]: dto[key] });
      }
      if (Object.keys(changes).length === 0) return sel.project(toWorkspacePlanTaskResource(task, this.urls));
      Object.assign(task, changes, { updatedAt: now });
      await m.update(WorkspacePlanTaskEntity, { id: task.id }, { ...changes, updatedAt: now });
      if (completion) await refreshTaskProgress(m, task.workspaceId, now);
      const resource = toWorkspacePlanTaskResource(task, this.urls);
      await emitEvent(m, org.id, eventType(completion, wasCompleted), resource);
      return sel.project(resource);
    });
  }

  private async find(m: EntityManager, org: OrgContext, id: string): Promise<WorkspacePlanTaskEntity> {
    const task = await findInOrg(m, WorkspacePlanTaskEntity, org.id, id, 'workspacePlanTask');
    return task;
  }
}

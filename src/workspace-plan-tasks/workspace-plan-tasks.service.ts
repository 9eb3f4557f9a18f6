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
import { completionChange, refreshTaskProgress } from './task-completion.js';
import { WorkspacePlanTaskEntity } from './workspace-plan-task.entity.js';
import {
  WORKSPACE_PLAN_TASK_SHAPE,
  type WorkspacePlanTaskDoc,
  toWorkspacePlanTaskResource,
} from './workspace-plan-task.resource.js';

type TaskOut = Partial<WorkspacePlanTaskDoc>;
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
    const { workspaceId } = readFilters(query.filters, PLAN_TASK_FILTER_KEYS);
    if (workspaceId !== undefined && !ID_PATTERN.test(workspaceId)) {
      throw invalidField('filters.workspaceId', 'must be an id string');
    }
    const where = { organizationId: org.id, ...(workspaceId === undefined ? {} : { workspaceId }) };
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
    return this.db.write(async (m) => {
      const found = await this.find(m, org, id);
      // Serializes task changes per workspace so the recount below sees every committed completion.
      await this.db.lock(m, `workspace-tasks:${found.workspaceId}`);
      const task = this.db.isPostgres ? await this.find(m, org, id) : found;
      const now = nowIso();
      const change = completionChange(task, dto.completed, now);
      if (change) {
        Object.assign(task, change, { updatedAt: now });
        await m.update(WorkspacePlanTaskEntity, { id: task.id }, { ...change, updatedAt: now });
      }
      await refreshTaskProgress(m, task.workspaceId, now);
      const resource = toWorkspacePlanTaskResource(task, this.urls);
      if (change) {
        const type = change.status === 'Completed' ? 'workspacePlanTask.completed' : 'workspacePlanTask.reopened';
        await emitEvent(m, org.id, type, resource);
      }
      return sel.project(resource);
    });
  }

  private async find(m: EntityManager, org: OrgContext, id: string): Promise<WorkspacePlanTaskEntity> {
    const task = await findInOrg(m, WorkspacePlanTaskEntity, org.id, id, 'workspacePlanTask');
    return task;
  }
}

import { Injectable } from '@nestjs/common';
import type { EntityManager, FindOptionsOrder } from 'typeorm';
import { findInOrg } from '../common/repository/find-in-org.js';
import type { Precondition } from '../common/http/if-match.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import type { Versioned } from '../common/http/versioned.js';
import { newId } from '../common/ids.js';
import { type ListQuery, type Page } from '../common/pagination/page-info.js';
import { presentPage } from '../common/repository/find-page.js';
import { pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { emitChange, emitDeleted } from '../events/emit-event.js';
import { refreshTaskProgress } from '../workspace-plan-tasks/task-completion.js';
import { TASK_ORDER } from '../workspace-plan-tasks/workspace-plan-task.repository.js';
import { requireBodyWorkspace } from '../workspace-core/referenced-workspace.js';
import { WorkspacePlanEntity } from '../workspace-core/workspace-plan.entity.js';
import type { CreateWorkspacePlanDto, UpdateWorkspacePlanDto } from './dto/workspace-plan-write.dto.js';
import { PLAN_FILTERS } from './plan-filters.js';
import { PLAN_ORDER, deletePlan, insertPlan, updatePlan } from './workspace-plan.repository.js';
import { WORKSPACE_PLAN_SHAPE, type WorkspacePlanDoc, toWorkspacePlanResource } from './workspace-plan.resource.js';

type PlanOut = Partial<WorkspacePlanDoc>;

@Injectable()
export class WorkspacePlansService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
  ) {}

  list(org: OrgContext, query: ListQuery): Promise<Page<PlanOut>> {
    const sel = Selection.parse(WORKSPACE_PLAN_SHAPE, query.properties);
    const window = pageWindow(query);
    const { workspaceId } = PLAN_FILTERS.parse(query.filters);
    const where = { organizationId: org.id, ...(workspaceId && { workspaceId }) };
    const order: FindOptionsOrder<WorkspacePlanEntity> =
      workspaceId === undefined ? { createdAt: 'DESC', id: 'DESC' } : { index: 'ASC', id: 'DESC' };
    return this.db.read((m) =>
      presentPage(m, { entity: WorkspacePlanEntity, where, window, order }, (plans) =>
        plans.map((plan) => sel.project(toWorkspacePlanResource(plan, this.urls))),
      ),
    );
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<PlanOut>> {
    const sel = Selection.parse(WORKSPACE_PLAN_SHAPE, properties);
    return this.db.read(async (m) => {
      const plan = await this.find(m, org, id);
      return versioned(sel.project(toWorkspacePlanResource(plan, this.urls)), plan);
    });
  }

  create(org: OrgContext, dto: CreateWorkspacePlanDto, properties?: string[]): Promise<PlanOut> {
    const sel = Selection.parse(WORKSPACE_PLAN_SHAPE, properties);
    return this.db.write(async (m) => {
      const workspace = await requireBodyWorkspace(m, org.id, dto.workspaceId);
      await PLAN_ORDER.lock(m, workspace.id);
      const index = await PLAN_ORDER.insertAt(m, workspace.id, dto.index);
      const now = nowIso();
      const plan = m.create(WorkspacePlanEntity, {
        id: newId(),
        organizationId: org.id,
        workspaceId: workspace.id,
        templatePlanId: null,
        title: dto.title,
        isCollapsed: dto.isCollapsed ?? false,
        viewType: dto.viewType ?? 'list',
        index,
        createdAt: now,
        updatedAt: now,
      });
      await insertPlan(m, plan);
      const render = () => Promise.resolve(toWorkspacePlanResource(plan, this.urls));
      return emitChange(m, { organizationId: org.id, type: 'workspacePlan.created', sel, render });
    });
  }

  /** Fields not sent keep their values; `index` moves the plan among the workspace's plans. */
  update(
    org: OrgContext,
    id: string,
    dto: UpdateWorkspacePlanDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<PlanOut>> {
    const sel = Selection.parse(WORKSPACE_PLAN_SHAPE, properties);
    return writeVersioned(this.db, { entity: WorkspacePlanEntity, id }, async (m) => {
      const found = await this.find(m, org, id);
      await PLAN_ORDER.lock(m, found.workspaceId);
      // Read again under the lock: the order may have moved while waiting for it.
      const plan = this.db.dialect.serialized ? found : await this.find(m, org, id);
      await requireVersion(m, { entity: WorkspacePlanEntity, row: plan, ifMatch });
      const changes: Partial<WorkspacePlanEntity> = {};
      for (const key of ['title', 'isCollapsed', 'viewType'] as const) {
        if (dto[key] !== undefined && dto[key] !== plan[key]) Object.assign(changes, { [key]: dto[key] });
      }
      if (dto.index !== undefined) {
        const index = await PLAN_ORDER.move(m, plan.workspaceId, { from: plan.index, to: dto.index });
        if (index !== plan.index) changes.index = index;
      }
      if (Object.keys(changes).length === 0) return sel.project(toWorkspacePlanResource(plan, this.urls));
      changes.updatedAt = nowIso();
      await updatePlan(m, plan.id, changes);
      Object.assign(plan, changes);
      const render = () => Promise.resolve(toWorkspacePlanResource(plan, this.urls));
      return emitChange(m, { organizationId: org.id, type: 'workspacePlan.updated', sel, render });
    });
  }

  /**
   * Removes the plan and its tasks in one transaction and recounts the workspace's taskProgress; sections that
   * showed the plan keep their place with workspacePlanId null (the foreign key clears it).
   */
  remove(org: OrgContext, id: string, { ifMatch }: Precondition): Promise<{ id: string }> {
    return this.db.write(async (m) => {
      const found = await this.find(m, org, id);
      await PLAN_ORDER.lock(m, found.workspaceId);
      await TASK_ORDER.lock(m, found.workspaceId);
      const plan = this.db.dialect.serialized ? found : await this.find(m, org, id);
      await requireVersion(m, { entity: WorkspacePlanEntity, row: plan, ifMatch });
      await deletePlan(m, plan.id);
      await PLAN_ORDER.closeGap(m, plan.workspaceId, plan.index);
      await refreshTaskProgress(m, plan.workspaceId, nowIso());
      await emitDeleted(m, {
        organizationId: org.id,
        type: 'workspacePlan.deleted',
        resource: { id: plan.id, object: 'workspacePlan' },
      });
      return { id: plan.id };
    });
  }

  private find(m: EntityManager, org: OrgContext, id: string): Promise<WorkspacePlanEntity> {
    return findInOrg(m, WorkspacePlanEntity, { orgId: org.id, id, resource: 'workspacePlan' });
  }
}

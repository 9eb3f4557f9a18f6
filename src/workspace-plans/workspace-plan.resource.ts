import type { PublicUrls } from '../common/http/public-urls.js';
import { readModel } from '../common/read-model/read-model.js';
import { PLAN_VIEW_TYPES } from '../workspace-core/structure-columns.js';
import { WorkspacePlanEntity } from '../workspace-core/workspace-plan.entity.js';

/** A plan of a workspace (its tasks are a resource of their own). */
export const WORKSPACE_PLAN = readModel({
  entity: WorkspacePlanEntity,
  object: 'workspacePlan',
  collection: 'workspace-plans',
  docName: 'WorkspacePlanDoc',
  idExample: 'q7R8s9T0u1V2',
  fields: (f) => ({
    workspaceId: f.stored('workspaceId', { example: 'k9L8m7N6o5P4' }),
    title: f.stored('title', { example: 'Mutual action plan' }),
    isCollapsed: f.stored('isCollapsed', { example: false, description: 'Shown folded in the workspace.' }),
    viewType: f.stored('viewType', { enum: PLAN_VIEW_TYPES, example: 'list' }),
    index: f.stored('index', { example: 0, description: '0-based place among the workspace’s plans.' }),
    templatePlanId: f.stored('templatePlanId', {
      example: 'p1Q2r3S4t5U6',
      nullable: true,
      type: String,
      description: 'The template plan this plan was copied from.',
    }),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
    updatedAt: f.stored('updatedAt', { example: '2026-01-02T03:04:05.678Z' }),
  }),
});

export const WORKSPACE_PLAN_SHAPE = WORKSPACE_PLAN.shape;
export const WorkspacePlanDoc = WORKSPACE_PLAN.Doc;
export type WorkspacePlanDoc = InstanceType<typeof WorkspacePlanDoc>;
export const toWorkspacePlanResource = (plan: WorkspacePlanEntity, urls: PublicUrls): WorkspacePlanDoc =>
  WORKSPACE_PLAN.toWire(plan, urls, undefined);

import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Shape } from '../common/properties/selection.js';
import { PLAN_VIEW_TYPES, type PlanViewType } from '../workspace-core/structure-columns.js';
import type { WorkspacePlanEntity } from '../workspace-core/workspace-plan.entity.js';

export const WORKSPACE_PLAN_SHAPE: Shape = {
  name: 'workspacePlan',
  always: ['id', 'object', 'url'],
  fields: ['workspaceId', 'title', 'isCollapsed', 'viewType', 'index', 'templatePlanId', 'createdAt', 'updatedAt'],
};

export class WorkspacePlanDoc {
  @ApiProperty({ example: 'q7R8s9T0u1V2' }) id: string;
  @ApiProperty({ example: 'workspacePlan', enum: ['workspacePlan'] }) object: 'workspacePlan';
  @ApiProperty({ example: 'http://localhost:3000/v1/workspace-plans/q7R8s9T0u1V2' }) url: string;
  @ApiProperty({ example: 'k9L8m7N6o5P4' }) workspaceId: string;
  @ApiProperty({ example: 'Mutual action plan' }) title: string;
  @ApiProperty({ example: false, description: 'Shown folded in the workspace.' }) isCollapsed: boolean;
  @ApiProperty({ enum: PLAN_VIEW_TYPES, example: 'list' }) viewType: PlanViewType;
  @ApiProperty({ example: 0, description: '0-based place among the workspace’s plans.' }) index: number;
  @ApiProperty({
    example: 'p1Q2r3S4t5U6',
    nullable: true,
    type: String,
    description: 'The template plan this plan was copied from.',
  })
  templatePlanId: string | null;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
}

export function toWorkspacePlanResource(plan: WorkspacePlanEntity, urls: PublicUrls): WorkspacePlanDoc {
  return {
    id: plan.id,
    object: 'workspacePlan',
    url: urls.of('workspace-plans', plan.id),
    workspaceId: plan.workspaceId,
    title: plan.title,
    isCollapsed: plan.isCollapsed,
    viewType: plan.viewType,
    index: plan.index,
    templatePlanId: plan.templatePlanId,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
  };
}

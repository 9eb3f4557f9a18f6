import { ApiProperty } from '@nestjs/swagger';
import type { Shape } from '../common/properties/selection.js';
import { ACTIVITY_TYPES, type ActivityType, type WorkspaceActivityEntity } from './workspace-activity.entity.js';

export const WORKSPACE_ACTIVITY_SHAPE: Shape = {
  name: 'workspaceActivity',
  always: ['id', 'object'],
  fields: [
    'type',
    'workspaceId',
    'userId',
    'workspacePageId',
    'workspacePlanTaskId',
    'fileId',
    'assetId',
    'url',
    'createdAt',
  ],
};

export class WorkspaceActivityDoc {
  @ApiProperty({ example: 'q1W2e3R4t5Y6' }) id: string;
  @ApiProperty({ enum: ['workspaceActivity'], example: 'workspaceActivity' }) object: 'workspaceActivity';
  @ApiProperty({ enum: ACTIVITY_TYPES, example: 'workspace.plan.task.completed' }) type: ActivityType;
  @ApiProperty({ example: 'k9L8m7N6o5P4' }) workspaceId: string;
  @ApiProperty({ description: 'The contact who did it.', example: 'u1V2w3X4y5Z6' }) userId: string;
  @ApiProperty({ type: String, nullable: true, example: null }) workspacePageId: string | null;
  @ApiProperty({ type: String, nullable: true, example: 't1U2v3W4x5Y6' }) workspacePlanTaskId: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) fileId: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) assetId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The address opened (link clicks).', example: null })
  url: string | null;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
}

export type WorkspaceActivityFields = Omit<WorkspaceActivityEntity, 'organizationId' | 'updatedAt' | 'version'>;

export function toWorkspaceActivityResource(activity: WorkspaceActivityFields): WorkspaceActivityDoc {
  return {
    id: activity.id,
    object: 'workspaceActivity',
    type: activity.type,
    workspaceId: activity.workspaceId,
    userId: activity.userId,
    workspacePageId: activity.workspacePageId,
    workspacePlanTaskId: activity.workspacePlanTaskId,
    fileId: activity.fileId,
    assetId: activity.assetId,
    url: activity.url,
    createdAt: activity.createdAt,
  };
}

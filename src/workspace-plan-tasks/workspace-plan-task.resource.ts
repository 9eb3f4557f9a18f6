import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Shape } from '../common/properties/selection.js';
import { withoutMillis } from '../common/time.js';
import { USER_SHAPE, UserDoc, type UserFields, toUserResource } from '../users/user.resource.js';
import { TASK_STATUSES, type TaskStatus, type WorkspacePlanTaskEntity } from './workspace-plan-task.entity.js';

export const WORKSPACE_PLAN_TASK_SHAPE: Shape = {
  name: 'workspacePlanTask',
  always: ['id', 'object', 'url'],
  fields: [
    'isInternal',
    'status',
    'completed',
    'completedAt',
    'actionLinkUrl',
    'actionLinkName',
    'actionText',
    'actionType',
    'showActionText',
    'startDate',
    'dueDate',
    'title',
    'description',
    'index',
    'templatePlanTaskId',
    'workspacePlanId',
    'workspaceId',
    'createdAt',
    'updatedAt',
  ],
  embeds: { assignees: USER_SHAPE },
};

export class WorkspacePlanTaskDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ example: 'workspacePlanTask', enum: ['workspacePlanTask'] }) object: 'workspacePlanTask';
  @ApiProperty({ example: 'http://localhost:3000/v1/workspace-plan-tasks/a1B2c3D4e5F6' }) url: string;
  @ApiProperty({ example: false }) isInternal: boolean;
  @ApiProperty({ enum: TASK_STATUSES, example: 'In Progress' }) status: TaskStatus;
  @ApiProperty({ example: false, description: 'True exactly when status is Completed.' }) completed: boolean;
  @ApiProperty({ example: '2026-01-02T03:04:05Z', nullable: true, type: String, description: 'Without milliseconds.' })
  completedAt: string | null;
  @ApiProperty({ example: 'https://example.com/kickoff', nullable: true, type: String }) actionLinkUrl: string | null;
  @ApiProperty({ example: 'Agenda', nullable: true, type: String }) actionLinkName: string | null;
  @ApiProperty({ example: 'Open the agenda', nullable: true, type: String }) actionText: string | null;
  @ApiProperty({ example: 'link', nullable: true, type: String }) actionType: string | null;
  @ApiProperty({ example: true }) showActionText: boolean;
  @ApiProperty({ example: '2026-03-01', nullable: true, type: String, format: 'date' }) startDate: string | null;
  @ApiProperty({ example: '2026-03-08', nullable: true, type: String, format: 'date' }) dueDate: string | null;
  @ApiProperty({ example: 'Kick-off call' }) title: string;
  @ApiProperty({ example: 'Agree on goals and owners', nullable: true, type: String }) description: string | null;
  @ApiProperty({ example: 0, description: '0-based position in its plan.' }) index: number;
  @ApiProperty({ example: 'p1Q2r3S4t5U6', nullable: true, type: String }) templatePlanTaskId: string | null;
  @ApiProperty({ example: 'q7R8s9T0u1V2', description: 'The plan holding the task.' }) workspacePlanId: string;
  @ApiProperty({ example: 'k9L8m7N6o5P4' }) workspaceId: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
  @ApiProperty({
    type: [UserDoc],
    description: 'Who owns the task: users of your organization, in the order assigneeIds gave them.',
  })
  assignees: UserDoc[];
}

/** A task as rendered: `assignees` is absent when they were not loaded (not selected). */
export type TaskResource = Omit<WorkspacePlanTaskDoc, 'assignees'> & { assignees?: UserDoc[] };

export function toWorkspacePlanTaskResource(
  task: WorkspacePlanTaskEntity,
  urls: PublicUrls,
  assignees?: readonly UserFields[],
): TaskResource {
  const doc: Omit<WorkspacePlanTaskDoc, 'assignees'> = {
    id: task.id,
    object: 'workspacePlanTask',
    url: urls.of('workspace-plan-tasks', task.id),
    isInternal: task.isInternal,
    status: task.status,
    completed: task.status === 'Completed',
    completedAt: withoutMillis(task.completedAt),
    actionLinkUrl: task.actionLinkUrl,
    actionLinkName: task.actionLinkName,
    actionText: task.actionText,
    actionType: task.actionType,
    showActionText: task.showActionText,
    startDate: task.startDate,
    dueDate: task.dueDate,
    title: task.title,
    description: task.description,
    index: task.index,
    templatePlanTaskId: task.templatePlanTaskId,
    workspacePlanId: task.workspacePlanId,
    workspaceId: task.workspaceId,
    createdAt: task.createdAt,
    updatedAt: task.updatedAt,
  };
  if (assignees === undefined) return doc;
  return { ...doc, assignees: assignees.map((user) => toUserResource(user, urls)) };
}

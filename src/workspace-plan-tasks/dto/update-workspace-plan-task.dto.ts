import { BoolField, DateField, EnumField, TextField, UrlField } from '../../common/validation/fields.js';
import { TASK_STATUSES, type TaskStatus } from '../workspace-plan-task.entity.js';

/** Every field optional; fields not sent keep their values. `completed` and `status` must agree when both are sent. */
export class UpdateWorkspacePlanTaskDto {
  @BoolField({
    optional: true,
    example: true,
    description:
      'true completes the task (completedAt = now, kept if already completed); false reopens a completed task as In Progress.',
  })
  completed?: boolean;

  @EnumField(TASK_STATUSES, {
    optional: true,
    example: 'In Progress',
    description: 'Completed completes the task; moving away from Completed clears completedAt.',
  })
  status?: TaskStatus;

  @TextField({ optional: true, min: 1, max: 500, singleLine: true, example: 'Kick-off call' })
  title?: string;

  @TextField({ nullable: true, max: 10_000, example: 'Agree on goals and owners' })
  description?: string | null;

  @DateField({ nullable: true, example: '2026-03-01' })
  startDate?: string | null;

  @DateField({ nullable: true, example: '2026-03-08' })
  dueDate?: string | null;

  @BoolField({ optional: true, example: false })
  isInternal?: boolean;

  @TextField({ nullable: true, max: 20, singleLine: true, example: 'link' })
  actionType?: string | null;

  @UrlField({ nullable: true, example: 'https://example.com/agenda' })
  actionLinkUrl?: string | null;

  @TextField({ nullable: true, max: 255, singleLine: true, example: 'Agenda' })
  actionLinkName?: string | null;

  @TextField({ nullable: true, max: 10_000, example: 'Open the agenda' })
  actionText?: string | null;

  @BoolField({ optional: true, example: true })
  showActionText?: boolean;
}

import { BoolField } from '../../common/validation/fields.js';

export class UpdateWorkspacePlanTaskDto {
  @BoolField({
    example: true,
    description:
      'true completes the task (completedAt = now, kept if already completed); false reopens a completed task as In Progress.',
  })
  completed: boolean;
}

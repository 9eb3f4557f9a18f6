import {
  BoolField,
  DateField,
  EnumField,
  IdArrayField,
  IdField,
  IntField,
  TextField,
} from '../../common/validation/fields.js';
import { MAX_ASSIGNEES } from '../../task-assignees/task-assignees.js';
import { PlanTaskActionField as Action } from '../../templates/plan-task-action.js';
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
    // Agrees with `completed`'s example: the two rendered together must be a body the API accepts.
    example: 'Completed',
    description: 'Completed completes the task; moving away from Completed clears completedAt.',
  })
  status?: TaskStatus;

  @TextField({ optional: true, min: 1, max: 500, example: 'Kick-off call' })
  title?: string;

  @Action.description() description?: string | null;

  @DateField({ nullable: true, example: '2026-03-01' })
  startDate?: string | null;

  @DateField({ nullable: true, example: '2026-03-08' })
  dueDate?: string | null;

  @Action.isInternal() isInternal?: boolean;
  @Action.actionType() actionType?: string | null;
  @Action.actionLinkUrl('https://example.com/agenda') actionLinkUrl?: string | null;
  @Action.actionLinkName() actionLinkName?: string | null;
  @Action.actionText() actionText?: string | null;
  @Action.showActionText() showActionText?: boolean;

  @IdArrayField({
    optional: true,
    max: MAX_ASSIGNEES,
    example: ['u1V2w3X4y5Z6'],
    description:
      'Who owns the task: users of your organization, each once (at most 20), in the order to list them. A complete list: it replaces the assignees; [] removes them all.',
  })
  assigneeIds?: string[];

  @IdField({
    optional: true,
    example: 'q7R8s9T0u1V2',
    description: 'Moves the task to another plan of the same workspace (last, unless index is sent too).',
  })
  workspacePlanId?: string;

  @IntField({
    optional: true,
    min: 0,
    example: 2,
    description: 'Moves the task to this 0-based place in its plan; past the end means last.',
  })
  index?: number;
}

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

/** A new task of a plan: the fields a PATCH takes, with the plan and a title required. */
export class CreateWorkspacePlanTaskDto {
  @IdField({ example: 'q7R8s9T0u1V2', description: 'The plan the task belongs to (a plan of your organization).' })
  workspacePlanId: string;

  @TextField({ min: 1, max: 500, example: 'Security review' })
  title: string;

  @Action.description() description?: string | null;

  @BoolField({ optional: true, example: false, description: 'true creates it Completed. Default false.' })
  completed?: boolean;

  @EnumField(TASK_STATUSES, { optional: true, example: 'Not Started', description: 'Default Not Started.' })
  status?: TaskStatus;

  @DateField({ nullable: true, example: '2026-03-01' })
  startDate?: string | null;

  @DateField({ nullable: true, example: '2026-03-08' })
  dueDate?: string | null;

  @Action.isInternal('Hidden from the customer. Default false.') isInternal?: boolean;
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

  @IntField({
    optional: true,
    min: 0,
    example: 0,
    description: '0-based place among the plan’s tasks; past the end means last. Default last.',
  })
  index?: number;
}

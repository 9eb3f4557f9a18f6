import { BoolField, EnumField, IdField, IntField, TextField } from '../../common/validation/fields.js';
import { PLAN_VIEW_TYPES, type PlanViewType } from '../../workspace-core/structure-columns.js';

export class CreateWorkspacePlanDto {
  @IdField({ example: 'k9L8m7N6o5P4', description: 'A workspace of your organization.' })
  workspaceId: string;

  @TextField({ min: 1, max: 255, example: 'Mutual action plan' })
  title: string;

  @BoolField({ optional: true, example: false, description: 'Default false.' })
  isCollapsed?: boolean;

  @EnumField(PLAN_VIEW_TYPES, { optional: true, example: 'list', description: 'Default list.' })
  viewType?: PlanViewType;

  @IntField({
    optional: true,
    min: 0,
    example: 0,
    description: '0-based place among the workspace’s plans; past the end means last. Default last.',
  })
  index?: number;
}

export class UpdateWorkspacePlanDto {
  @TextField({ optional: true, min: 1, max: 255, example: 'Mutual action plan' })
  title?: string;

  @BoolField({ optional: true, example: true })
  isCollapsed?: boolean;

  @EnumField(PLAN_VIEW_TYPES, { optional: true, example: 'card' })
  viewType?: PlanViewType;

  @IntField({
    optional: true,
    min: 0,
    example: 1,
    description: 'Moves the plan to this 0-based place; past the end means last.',
  })
  index?: number;
}

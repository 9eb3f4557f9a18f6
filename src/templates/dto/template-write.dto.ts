import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { BoolField, IdField, IntField, NestedArrayField, TextField } from '../../common/validation/fields.js';
import { Rule, checks } from '../../common/validation/rule.js';
import { PlanTaskActionField as Action } from '../plan-task-action.js';
import { TEMPLATE_TYPES, type TemplateType } from '../template.entity.js';

function TypesField(): PropertyDecorator {
  return applyDecorators(
    Rule('types', checks.stringArray(checks.oneOf(TEMPLATE_TYPES), { max: TEMPLATE_TYPES.length }), 'optional'),
    ApiProperty({
      required: false,
      type: [String],
      items: { type: 'string', enum: [...TEMPLATE_TYPES] },
      example: ['sales'],
    }),
  );
}

export class TemplatePlanTaskInput {
  @IdField({
    optional: true,
    description: 'On update: an existing task of this template to keep (changed as given). Without it: a new task.',
  })
  id?: string;

  @TextField({ min: 1, max: 500, example: 'Kick-off call' })
  title: string;

  @Action.description() description?: string | null;
  @Action.isInternal('Hidden from the customer. Default false.') isInternal?: boolean;
  @Action.actionType() actionType?: string | null;
  @Action.actionLinkUrl('https://example.com/kickoff') actionLinkUrl?: string | null;
  @Action.actionLinkName() actionLinkName?: string | null;
  @Action.actionText() actionText?: string | null;
  @Action.showActionText() showActionText?: boolean;

  @IntField({ nullable: true, min: -3650, max: 3650, example: 0, description: 'Days after the workspace start.' })
  startOffsetDays?: number | null;

  @IntField({ nullable: true, min: -3650, max: 3650, example: 7, description: 'Days after the workspace start.' })
  dueOffsetDays?: number | null;
}

const TASKS =
  'The ordered plan tasks (index = position in this array). On update the list replaces the current one: tasks ' +
  'with an `id` are kept and changed, tasks without one are added, tasks left out are removed.';

export class CreateTemplateDto {
  @TextField({ min: 1, max: 255, example: 'Enterprise onboarding' })
  name: string;

  @TextField({ optional: true, max: 255, example: 'Welcome to your onboarding' })
  title?: string;

  @TypesField()
  types?: TemplateType[];

  @BoolField({ optional: true, example: false, description: 'Default false.' })
  chatChannelEnabled?: boolean;

  @BoolField({ optional: true, example: true, description: 'Default true.' })
  messagesEnabled?: boolean;

  @BoolField({ optional: true, example: false, description: 'Default false.' })
  stagesEnabled?: boolean;

  @NestedArrayField(TemplatePlanTaskInput, { optional: true, max: 500, description: TASKS })
  planTasks?: TemplatePlanTaskInput[];
}

export class UpdateTemplateDto {
  @TextField({ optional: true, min: 1, max: 255, example: 'Enterprise onboarding' })
  name?: string;

  @TextField({ nullable: true, max: 255, example: 'Welcome to your onboarding' })
  title?: string | null;

  @TypesField()
  types?: TemplateType[];

  @BoolField({ optional: true, example: false })
  chatChannelEnabled?: boolean;

  @BoolField({ optional: true, example: true })
  messagesEnabled?: boolean;

  @BoolField({ optional: true, example: false })
  stagesEnabled?: boolean;

  @NestedArrayField(TemplatePlanTaskInput, { optional: true, max: 500, description: TASKS })
  planTasks?: TemplatePlanTaskInput[];
}

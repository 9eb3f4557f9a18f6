import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { BoolField, NestedArrayField, TextField } from '../../common/validation/fields.js';
import { Rule, checks } from '../../common/validation/rule.js';
import { TEMPLATE_TYPES, type TemplateType } from '../template.entity.js';
import {
  TEMPLATE_BOUNDS,
  TemplatePageInput,
  TemplatePlanInput,
  TemplatePlanTaskInput,
} from './template-structure.dto.js';

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

const TASKS =
  'The ordered tasks of the first plan (index = position in this array; the plan, "Plan", is made when the ' +
  'template has none). On update the list replaces the current one: tasks with an `id` are kept and changed, tasks ' +
  'without one are added, tasks left out are removed. Not together with `plans`, which holds them as `plans[0].tasks`.';

const PLANS =
  'The ordered plans, each with its ordered tasks. On update the list replaces the current one: plans with an `id` ' +
  'are kept and changed, plans without one are added, plans left out are removed with their tasks.';

const PAGES =
  'The ordered pages, each with its ordered sections. On update the list replaces the current one: pages with an ' +
  '`id` are kept and changed, pages without one are added, pages left out are removed with their sections.';

const KEY_DATES = 'Whether workspaces made from the template show their key dates.';

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

  @BoolField({ optional: true, example: false, description: `${KEY_DATES} Default false.` })
  keyDatesEnabled?: boolean;

  @NestedArrayField(TemplatePlanTaskInput, { optional: true, max: TEMPLATE_BOUNDS.tasks, description: TASKS })
  planTasks?: TemplatePlanTaskInput[];

  @NestedArrayField(TemplatePlanInput, { optional: true, max: TEMPLATE_BOUNDS.plans, description: PLANS })
  plans?: TemplatePlanInput[];

  @NestedArrayField(TemplatePageInput, { optional: true, max: TEMPLATE_BOUNDS.pages, description: PAGES })
  pages?: TemplatePageInput[];
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

  @BoolField({ optional: true, example: false, description: KEY_DATES })
  keyDatesEnabled?: boolean;

  @NestedArrayField(TemplatePlanTaskInput, { optional: true, max: TEMPLATE_BOUNDS.tasks, description: TASKS })
  planTasks?: TemplatePlanTaskInput[];

  @NestedArrayField(TemplatePlanInput, { optional: true, max: TEMPLATE_BOUNDS.plans, description: PLANS })
  plans?: TemplatePlanInput[];

  @NestedArrayField(TemplatePageInput, { optional: true, max: TEMPLATE_BOUNDS.pages, description: PAGES })
  pages?: TemplatePageInput[];
}

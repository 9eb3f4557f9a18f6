import { FormDefinitionInput } from '../../form-definitions/dto/form-definition.dto.js';
import { ASSIGNEE_ROLES, type AssigneeRole } from '../template-plan-task.entity.js';
import {
  BoolField,
  EnumField,
  IdArrayField,
  IdField,
  IntField,
  NestedArrayField,
  NestedField,
  TextField,
  UrlField,
} from '../../common/validation/fields.js';
import { WORKSPACE_STRUCTURE_BOUNDS } from '../../workspace-core/structure-order.js';
import { PLAN_VIEW_TYPES, type PlanViewType } from '../../workspace-core/structure-columns.js';
import { SECTION_ASSETS_MAX, SECTION_KINDS, SECTION_TEXT_MAX, type SectionKind } from '../section-content.js';
import { PlanTaskActionField as Action } from '../plan-task-action.js';

/**
 * How large a template's structure may be. Tasks and sections are bounded in all, not only per plan or page: a
 * workspace copies each kind in one multi-row insert, whose bound parameters (about 20 per row) must stay far below
 * the databases' limits (PostgreSQL 65,535), and 500 tasks is what `planTasks` has always allowed.
 */
export const TEMPLATE_BOUNDS = {
  plans: WORKSPACE_STRUCTURE_BOUNDS.plans,
  tasks: 500,
  pages: WORKSPACE_STRUCTURE_BOUNDS.pages,
  sectionsPerPage: WORKSPACE_STRUCTURE_BOUNDS.sectionsPerPage,
  sections: 500,
} as const;

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

  @EnumField(ASSIGNEE_ROLES, {
    nullable: true,
    example: 'contact',
    description:
      "Who owns the task in a workspace made from the template: owner (the workspace's first member with role owner) or contact (its first member who is not an owner); nobody when there is none. Default null.",
  })
  assigneeRole?: AssigneeRole | null;
}

const KEPT = (what: string) =>
  `On update: an existing ${what} of this template to keep (changed as given, moved to this place). Without it: a new ${what}.`;

export class TemplatePlanInput {
  @IdField({ optional: true, description: KEPT('plan') })
  id?: string;

  @TextField({ min: 1, max: 255, example: 'Mutual action plan' })
  title: string;

  @BoolField({ optional: true, example: false, description: 'Default false.' })
  isCollapsed?: boolean;

  @EnumField(PLAN_VIEW_TYPES, { optional: true, example: 'list', description: 'Default list.' })
  viewType?: PlanViewType;

  @NestedArrayField(TemplatePlanTaskInput, {
    optional: true,
    max: TEMPLATE_BOUNDS.tasks,
    description:
      'The plan’s ordered tasks, as `planTasks` takes them (at most 500 in all plans together). A task `id` of any ' +
      'plan of this template moves the task here. Not sent on a kept plan: its tasks stay as they are.',
  })
  tasks?: TemplatePlanTaskInput[];
}

export class TemplateSectionInput {
  @IdField({ optional: true, description: KEPT('section') })
  id?: string;

  @TextField({ min: 1, max: 255, example: 'Your mutual action plan' })
  title: string;

  @EnumField(SECTION_KINDS, {
    example: 'text',
    description:
      'Which content field the section uses: text → `text`, plan → `planIndex`, assets → `assetIds`, ' +
      'link → `linkUrl`, file → `fileId`, form → `form`. A content field of another kind → 400 naming it.',
  })
  kind: SectionKind;

  @BoolField({ optional: true, example: false, description: 'Default false: shown to visitors.' })
  isHidden?: boolean;

  @TextField({
    multiLine: true,
    nullable: true,
    max: SECTION_TEXT_MAX,
    example: '## Welcome\n\nEverything for your onboarding, in one place.',
    description: 'Markdown, for kind text.',
  })
  text?: string | null;

  @IntField({
    nullable: true,
    min: 0,
    max: TEMPLATE_BOUNDS.plans - 1,
    example: 0,
    description: 'For kind plan: the plan shown, by its 0-based place in the template’s `plans` after this write.',
  })
  planIndex?: number | null;

  @IdArrayField({
    nullable: true,
    max: SECTION_ASSETS_MAX,
    description: 'For kind assets: assets of your organization, in display order, each once.',
  })
  assetIds?: string[] | null;

  @UrlField({ nullable: true, example: 'https://example.com/pricing', description: 'For kind link: http or https.' })
  linkUrl?: string | null;

  @IdField({ nullable: true, description: 'For kind file: an uploaded file of your organization (state ready).' })
  fileId?: string | null;

  @NestedField(FormDefinitionInput, {
    nullable: true,
    description:
      'For kind form: its questions and response rules, sent whole; a question sent with its id keeps it. ' +
      'Workspaces made from the template get a copy under new question ids.',
  })
  form?: FormDefinitionInput | null;
}

export class TemplatePageInput {
  @IdField({ optional: true, description: KEPT('page') })
  id?: string;

  @TextField({ min: 1, max: 255, example: 'Welcome' })
  title: string;

  @BoolField({ optional: true, example: false, description: 'Default false: shown to visitors.' })
  isHidden?: boolean;

  @NestedArrayField(TemplateSectionInput, {
    optional: true,
    max: TEMPLATE_BOUNDS.sectionsPerPage,
    description:
      'The page’s ordered sections (at most 500 in all pages together). A section `id` of any page of this ' +
      'template moves the section here. Not sent on a kept page: its sections stay as they are.',
  })
  sections?: TemplateSectionInput[];
}

import { FormDefinitionDoc } from '../form-definitions/form-definition.doc.js';
import type { Shape } from '../common/properties/selection.js';
import { ACTION_TYPE_DESCRIPTION } from './plan-task-action.js';
import { readModel } from '../common/read-model/read-model.js';
import { PLAN_VIEW_TYPES } from '../workspace-core/structure-columns.js';
import { SECTION_KINDS } from './section-content.js';
import { TemplatePageEntity } from './template-page.entity.js';
import { ASSIGNEE_ROLES, TemplatePlanTaskEntity } from './template-plan-task.entity.js';
import { TemplatePlanEntity } from './template-plan.entity.js';
import { TemplateSectionEntity } from './template-section.entity.js';

/*
 * A template's plans, their tasks, its pages and their sections are parts of the template: they have no route of
 * their own, so no `object` or `url`, only `id` (which a PATCH sends back to keep them).
 */

const NULLABLE_TEXT = { nullable: true, type: String } as const;

/** No field of these parts needs the addresses or a context. */

export const TEMPLATE_PLAN_TASK = readModel({
  entity: TemplatePlanTaskEntity,
  docName: 'TemplatePlanTaskDoc',
  idExample: 'p1Q2r3S4t5U6',
  fields: (f) => ({
    title: f.stored('title', { example: 'Kick-off call' }),
    description: f.stored('description', { example: 'Agree on goals and owners', ...NULLABLE_TEXT }),
    index: f.stored('index', { example: 0, description: '0-based position in its plan.' }),
    isInternal: f.stored('isInternal', { example: false }),
    actionType: f.stored('actionType', { example: 'link', ...NULLABLE_TEXT, description: ACTION_TYPE_DESCRIPTION }),
    actionLinkUrl: f.stored('actionLinkUrl', { example: 'https://example.com/kickoff', ...NULLABLE_TEXT }),
    actionLinkName: f.stored('actionLinkName', { example: 'Agenda', ...NULLABLE_TEXT }),
    actionText: f.stored('actionText', { example: 'Open the agenda', ...NULLABLE_TEXT }),
    showActionText: f.stored('showActionText', { example: true }),
    startOffsetDays: f.stored('startOffsetDays', {
      example: 0,
      nullable: true,
      type: 'integer',
      description: 'Days after the workspace start.',
    }),
    dueOffsetDays: f.stored('dueOffsetDays', {
      example: 7,
      nullable: true,
      type: 'integer',
      description: 'Days after the workspace start.',
    }),
    assigneeRole: f.stored('assigneeRole', {
      // null listed too: OpenAPI 3.0 checks a nullable enum's value against the list.
      enum: [...ASSIGNEE_ROLES, null],
      example: 'contact',
      ...NULLABLE_TEXT,
      description: 'Who owns the task in a workspace made from the template (owner or contact), resolved then.',
    }),
  }),
});

/** assigneeRole is served but, as before the read model, not selectable on its own. */
export const TEMPLATE_PLAN_TASK_SHAPE: Shape = {
  ...TEMPLATE_PLAN_TASK.shape,
  fields: TEMPLATE_PLAN_TASK.shape.fields.filter((field) => field !== 'assigneeRole'),
};
export const TemplatePlanTaskDoc = TEMPLATE_PLAN_TASK.Doc;
export type TemplatePlanTaskDoc = InstanceType<typeof TemplatePlanTaskDoc>;

export const TEMPLATE_PLAN = readModel({
  entity: TemplatePlanEntity,
  docName: 'TemplatePlanDoc',
  idExample: 'q1R2s3T4u5V6',
  fields: (f) => ({
    title: f.stored('title', { example: 'Mutual action plan' }),
    isCollapsed: f.stored('isCollapsed', { example: false }),
    viewType: f.stored('viewType', { enum: PLAN_VIEW_TYPES, example: 'list' }),
    index: f.stored('index', { example: 0, description: '0-based position among the template’s plans.' }),
    tasks: f.embed<TemplatePlanTaskDoc[]>(TEMPLATE_PLAN_TASK_SHAPE, {
      type: [TemplatePlanTaskDoc],
      description: 'Ordered by index.',
    }),
  }),
});

export const TEMPLATE_PLAN_SHAPE = TEMPLATE_PLAN.shape;
export const TemplatePlanDoc = TEMPLATE_PLAN.Doc;
export type TemplatePlanDoc = InstanceType<typeof TemplatePlanDoc>;

export const TEMPLATE_SECTION = readModel({
  entity: TemplateSectionEntity,
  docName: 'TemplateSectionDoc',
  idExample: 's1T2u3V4w5X6',
  fields: (f) => ({
    title: f.stored('title', { example: 'Our plan together' }),
    index: f.stored('index', { example: 0, description: '0-based position in its page.' }),
    isHidden: f.stored('isHidden', { example: false }),
    kind: f.stored('kind', { enum: SECTION_KINDS, example: 'plan' }),
    text: f.stored('text', { example: null, ...NULLABLE_TEXT, description: 'Markdown, for kind text.' }),
    planIndex: f.stored('planIndex', {
      example: 0,
      nullable: true,
      type: 'integer',
      description: 'For kind plan: the plan shown, by its 0-based place in `plans`.',
    }),
    assetIds: f.computed(
      {
        reads: ['assetIds'],
        js: ({ assetIds }) => assetIds,
        // A simple-json column holds JSON.stringify()'s text of the list: the wire JSON as it is.
        sql: ({ column }) => `COALESCE(${column('assetIds')}, 'null')`,
      },
      { example: null, nullable: true, type: [String], description: 'For kind assets, in display order.' },
    ),
    linkUrl: f.stored('linkUrl', { example: null, ...NULLABLE_TEXT, description: 'For kind link.' }),
    fileId: f.stored('fileId', { example: null, ...NULLABLE_TEXT, description: 'For kind file.' }),
    form: f.computed(
      { reads: ['form'], js: ({ form }) => form, sql: ({ column }) => `COALESCE(${column('form')}, 'null')` },
      { example: null, nullable: true, type: FormDefinitionDoc, description: 'For kind form: its questions.' },
    ),
  }),
});

export const TemplateSectionDoc = TEMPLATE_SECTION.Doc;
export type TemplateSectionDoc = InstanceType<typeof TemplateSectionDoc>;

export const TEMPLATE_PAGE = readModel({
  entity: TemplatePageEntity,
  docName: 'TemplatePageDoc',
  idExample: 'g1H2i3J4k5L6',
  fields: (f) => ({
    title: f.stored('title', { example: 'Welcome' }),
    index: f.stored('index', { example: 0, description: '0-based position among the template’s pages.' }),
    isHidden: f.stored('isHidden', { example: false, description: 'Kept but not shown to visitors.' }),
    sections: f.embed<TemplateSectionDoc[]>(TEMPLATE_SECTION.shape, {
      type: [TemplateSectionDoc],
      description: 'Ordered by index.',
    }),
  }),
});

export const TEMPLATE_PAGE_SHAPE = TEMPLATE_PAGE.shape;
export const TemplatePageDoc = TEMPLATE_PAGE.Doc;
export type TemplatePageDoc = InstanceType<typeof TemplatePageDoc>;

export const toTemplatePlanTask = (task: TemplatePlanTaskEntity): TemplatePlanTaskDoc =>
  TEMPLATE_PLAN_TASK.toWire(task, undefined, undefined);

/** A plan with its tasks when they were loaded for the selection (left out otherwise). */
export const toTemplatePlan = (
  plan: TemplatePlanEntity,
  tasks: TemplatePlanTaskEntity[] | undefined,
): TemplatePlanDoc => TEMPLATE_PLAN.toWire(plan, undefined, undefined, { tasks: tasks?.map(toTemplatePlanTask) });

export const toTemplateSection = (section: TemplateSectionEntity): TemplateSectionDoc =>
  TEMPLATE_SECTION.toWire(section, undefined, undefined);

/** A page with its sections when they were loaded for the selection (left out otherwise). */
export const toTemplatePage = (
  page: TemplatePageEntity,
  sections: TemplateSectionEntity[] | undefined,
): TemplatePageDoc => TEMPLATE_PAGE.toWire(page, undefined, undefined, { sections: sections?.map(toTemplateSection) });

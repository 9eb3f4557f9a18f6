import { ApiProperty } from '@nestjs/swagger';
import type { Shape } from '../common/properties/selection.js';
import { PLAN_VIEW_TYPES, type PlanViewType } from '../workspace-core/structure-columns.js';
import { PLAN_TASK_ACTION_FIELDS, planTaskAction } from './plan-task-action.js';
import { SECTION_KINDS, type SectionKind } from './section-content.js';
import type { TemplatePageEntity } from './template-page.entity.js';
import { ASSIGNEE_ROLES, type AssigneeRole, type TemplatePlanTaskEntity } from './template-plan-task.entity.js';
import type { TemplatePlanEntity } from './template-plan.entity.js';
import type { TemplateSectionEntity } from './template-section.entity.js';

/*
 * A template's plans, their tasks, its pages and their sections are parts of the template: they have no route of
 * their own, so no `object` or `url`, only `id` (which a PATCH sends back to keep them).
 */

export const TEMPLATE_PLAN_TASK_SHAPE: Shape = {
  name: 'templatePlanTask',
  always: ['id'],
  fields: ['title', 'description', 'index', ...PLAN_TASK_ACTION_FIELDS, 'startOffsetDays', 'dueOffsetDays'],
};

export const TEMPLATE_PLAN_SHAPE: Shape = {
  name: 'templatePlan',
  always: ['id'],
  fields: ['title', 'isCollapsed', 'viewType', 'index'],
  embeds: { tasks: TEMPLATE_PLAN_TASK_SHAPE },
};

const SECTION_FIELDS = ['title', 'index', 'isHidden', 'kind', 'text', 'planIndex', 'assetIds', 'linkUrl', 'fileId'];

export const TEMPLATE_PAGE_SHAPE: Shape = {
  name: 'templatePage',
  always: ['id'],
  fields: ['title', 'index', 'isHidden'],
  embeds: { sections: { name: 'templateSection', always: ['id'], fields: SECTION_FIELDS } },
};

export class TemplatePlanTaskDoc {
  @ApiProperty({ example: 'p1Q2r3S4t5U6' }) id: string;
  @ApiProperty({ example: 'Kick-off call' }) title: string;
  @ApiProperty({ example: 'Agree on goals and owners', nullable: true, type: String }) description: string | null;
  @ApiProperty({ example: 0, description: '0-based position in its plan.' }) index: number;
  @ApiProperty({ example: false }) isInternal: boolean;
  @ApiProperty({ example: 'link', nullable: true, type: String }) actionType: string | null;
  @ApiProperty({ example: 'https://example.com/kickoff', nullable: true, type: String }) actionLinkUrl: string | null;
  @ApiProperty({ example: 'Agenda', nullable: true, type: String }) actionLinkName: string | null;
  @ApiProperty({ example: 'Open the agenda', nullable: true, type: String }) actionText: string | null;
  @ApiProperty({ example: true }) showActionText: boolean;
  @ApiProperty({ example: 0, nullable: true, type: 'integer', description: 'Days after the workspace start.' })
  startOffsetDays: number | null;
  @ApiProperty({ example: 7, nullable: true, type: 'integer', description: 'Days after the workspace start.' })
  dueOffsetDays: number | null;
  @ApiProperty({
    // null listed too: OpenAPI 3.0 checks a nullable enum's value against the list.
    enum: [...ASSIGNEE_ROLES, null],
    example: 'contact',
    nullable: true,
    type: String,
    description: 'Who owns the task in a workspace made from the template (owner or contact), resolved then.',
  })
  assigneeRole: AssigneeRole | null;
}

export class TemplatePlanDoc {
  @ApiProperty({ example: 'q1R2s3T4u5V6' }) id: string;
  @ApiProperty({ example: 'Mutual action plan' }) title: string;
  @ApiProperty({ example: false }) isCollapsed: boolean;
  @ApiProperty({ enum: PLAN_VIEW_TYPES, example: 'list' }) viewType: PlanViewType;
  @ApiProperty({ example: 0, description: '0-based position among the template’s plans.' }) index: number;
  @ApiProperty({ type: [TemplatePlanTaskDoc], description: 'Ordered by index.' }) tasks: TemplatePlanTaskDoc[];
}

export class TemplateSectionDoc {
  @ApiProperty({ example: 's1T2u3V4w5X6' }) id: string;
  @ApiProperty({ example: 'Our plan together' }) title: string;
  @ApiProperty({ example: 0, description: '0-based position in its page.' }) index: number;
  @ApiProperty({ example: false }) isHidden: boolean;
  @ApiProperty({ enum: SECTION_KINDS, example: 'plan' }) kind: SectionKind;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'Markdown, for kind text.' })
  text: string | null;
  @ApiProperty({
    example: 0,
    nullable: true,
    type: 'integer',
    description: 'For kind plan: the plan shown, by its 0-based place in `plans`.',
  })
  planIndex: number | null;
  @ApiProperty({ example: null, nullable: true, type: [String], description: 'For kind assets, in display order.' })
  assetIds: string[] | null;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'For kind link.' })
  linkUrl: string | null;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'For kind file.' })
  fileId: string | null;
}

export class TemplatePageDoc {
  @ApiProperty({ example: 'g1H2i3J4k5L6' }) id: string;
  @ApiProperty({ example: 'Welcome' }) title: string;
  @ApiProperty({ example: 0, description: '0-based position among the template’s pages.' }) index: number;
  @ApiProperty({ example: false, description: 'Kept but not shown to visitors.' }) isHidden: boolean;
  @ApiProperty({ type: [TemplateSectionDoc], description: 'Ordered by index.' }) sections: TemplateSectionDoc[];
}

export function toTemplatePlanTask(task: TemplatePlanTaskEntity): TemplatePlanTaskDoc {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    index: task.index,
    ...planTaskAction(task),
    startOffsetDays: task.startOffsetDays,
    dueOffsetDays: task.dueOffsetDays,
    assigneeRole: task.assigneeRole,
  };
}

/** A plan with its tasks when they were loaded for the selection (left out otherwise). */
export function toTemplatePlan(plan: TemplatePlanEntity, tasks: TemplatePlanTaskEntity[] | undefined): TemplatePlanDoc {
  const out: Partial<TemplatePlanDoc> = {
    id: plan.id,
    title: plan.title,
    isCollapsed: plan.isCollapsed,
    viewType: plan.viewType,
    index: plan.index,
  };
  if (tasks) out.tasks = tasks.map(toTemplatePlanTask);
  return out as TemplatePlanDoc;
}

export function toTemplateSection(section: TemplateSectionEntity): TemplateSectionDoc {
  return {
    id: section.id,
    title: section.title,
    index: section.index,
    isHidden: section.isHidden,
    kind: section.kind,
    text: section.text,
    planIndex: section.planIndex,
    assetIds: section.assetIds,
    linkUrl: section.linkUrl,
    fileId: section.fileId,
  };
}

/** A page with its sections when they were loaded for the selection (left out otherwise). */
export function toTemplatePage(
  page: TemplatePageEntity,
  sections: TemplateSectionEntity[] | undefined,
): TemplatePageDoc {
  const out: Partial<TemplatePageDoc> = { id: page.id, title: page.title, index: page.index, isHidden: page.isHidden };
  if (sections) out.sections = sections.map(toTemplateSection);
  return out as TemplatePageDoc;
}

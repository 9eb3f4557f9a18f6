import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection, Shape } from '../common/properties/selection.js';
import { PLAN_TASK_ACTION_FIELDS, planTaskAction } from './plan-task-action.js';
import type { TemplatePlanTaskEntity } from './template-plan-task.entity.js';
import { TEMPLATE_TYPES, type TemplateEntity, type TemplateType } from './template.entity.js';

/** Template plan tasks are parts of their template: no `object` or `url` of their own. */
export const TEMPLATE_PLAN_TASK_SHAPE: Shape = {
  name: 'templatePlanTask',
  always: ['id'],
  fields: ['title', 'description', 'index', ...PLAN_TASK_ACTION_FIELDS, 'startOffsetDays', 'dueOffsetDays'],
};

export const TEMPLATE_SHAPE: Shape = {
  name: 'template',
  always: ['id', 'object', 'url'],
  fields: [
    'name',
    'types',
    'title',
    'chatChannelEnabled',
    'messagesEnabled',
    'stagesEnabled',
    'createdAt',
    'updatedAt',
  ],
  embeds: { planTasks: TEMPLATE_PLAN_TASK_SHAPE },
};

export class TemplatePlanTaskDoc {
  @ApiProperty({ example: 'p1Q2r3S4t5U6' }) id: string;
  @ApiProperty({ example: 'Kick-off call' }) title: string;
  @ApiProperty({ example: 'Agree on goals and owners', nullable: true, type: String }) description: string | null;
  @ApiProperty({ example: 0, description: '0-based position in the template.' }) index: number;
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
}

export class TemplateDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ example: 'template', enum: ['template'] }) object: 'template';
  @ApiProperty({ example: 'http://localhost:3000/v1/templates/a1B2c3D4e5F6' }) url: string;
  @ApiProperty({ example: 'Enterprise onboarding' }) name: string;
  @ApiProperty({ enum: TEMPLATE_TYPES, isArray: true, example: ['sales'] }) types: TemplateType[];
  @ApiProperty({ example: 'Welcome aboard', nullable: true, type: String }) title: string | null;
  @ApiProperty({ example: false }) chatChannelEnabled: boolean;
  @ApiProperty({ example: true }) messagesEnabled: boolean;
  @ApiProperty({ example: false }) stagesEnabled: boolean;
  @ApiProperty({ type: [TemplatePlanTaskDoc], description: 'Ordered by index.' }) planTasks: TemplatePlanTaskDoc[];
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
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
  };
}

/** Full template resource; `planTasks` are included only when they were loaded for the selection. */
export function toTemplateResource(
  template: TemplateEntity,
  planTasks: TemplatePlanTaskEntity[] | undefined,
  urls: PublicUrls,
  sel: Selection,
): Partial<TemplateDoc> {
  const resource: Partial<TemplateDoc> = {
    id: template.id,
    object: 'template',
    url: urls.of('templates', template.id),
    name: template.name,
    types: template.types,
    title: template.title,
    chatChannelEnabled: template.chatChannelEnabled,
    messagesEnabled: template.messagesEnabled,
    stagesEnabled: template.stagesEnabled,
  };
  if (planTasks) resource.planTasks = planTasks.map(toTemplatePlanTask);
  resource.createdAt = template.createdAt;
  resource.updatedAt = template.updatedAt;
  return sel.project(resource);
}

import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection, Shape } from '../common/properties/selection.js';
import { TEMPLATE_TYPES, type TemplateEntity, type TemplateType } from './template.entity.js';
import {
  TEMPLATE_PAGE_SHAPE,
  TEMPLATE_PLAN_SHAPE,
  TEMPLATE_PLAN_TASK_SHAPE,
  TemplatePageDoc,
  TemplatePlanDoc,
  TemplatePlanTaskDoc,
  toTemplatePage,
  toTemplatePlan,
  toTemplatePlanTask,
} from './template-structure.resource.js';
import type { TemplateStructure } from './template-structure.query.js';

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
    'keyDatesEnabled',
    'createdAt',
    'updatedAt',
  ],
  embeds: { planTasks: TEMPLATE_PLAN_TASK_SHAPE, plans: TEMPLATE_PLAN_SHAPE, pages: TEMPLATE_PAGE_SHAPE },
};

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
  @ApiProperty({ example: false, description: 'Whether workspaces made from the template show their key dates.' })
  keyDatesEnabled: boolean;
  @ApiProperty({
    type: [TemplatePlanTaskDoc],
    description: 'The tasks of the first plan (`plans[0].tasks`), by index.',
  })
  planTasks: TemplatePlanTaskDoc[];
  @ApiProperty({ type: [TemplatePlanDoc], description: 'Ordered by index, each with its tasks.' })
  plans: TemplatePlanDoc[];
  @ApiProperty({ type: [TemplatePageDoc], description: 'Ordered by index, each with its sections.' })
  pages: TemplatePageDoc[];
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
}

/** Full template resource; each embed is included only when it was loaded for the selection. */
export function toTemplateResource(
  template: TemplateEntity,
  structure: TemplateStructure,
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
    keyDatesEnabled: template.keyDatesEnabled,
  };
  const { planTasks, plans, pages } = structure;
  if (planTasks) resource.planTasks = planTasks.map(toTemplatePlanTask);
  if (plans) resource.plans = plans.map(({ plan, tasks }) => toTemplatePlan(plan, tasks));
  if (pages) resource.pages = pages.map(({ page, sections }) => toTemplatePage(page, sections));
  resource.createdAt = template.createdAt;
  resource.updatedAt = template.updatedAt;
  return sel.project(resource);
}

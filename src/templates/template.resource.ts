import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection } from '../common/properties/selection.js';
import { readModel } from '../common/read-model/read-model.js';
import { TEMPLATE_TYPES, TemplateEntity } from './template.entity.js';
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
import type { TemplateStructure } from './template.repository.js';

/** A template, with its structure (tasks of the first plan, plans, pages) in its place. */
export const TEMPLATE = readModel({
  entity: TemplateEntity,
  object: 'template',
  collection: 'templates',
  docName: 'TemplateDoc',
  fields: (f) => ({
    name: f.stored('name', { example: 'Enterprise onboarding' }),
    types: f.computed(
      {
        reads: ['types'],
        js: ({ types }) => types,
        // A simple-json column holds JSON.stringify()'s text of the list: the wire JSON as it is.
        sql: ({ column }) => column('types'),
      },
      { enum: TEMPLATE_TYPES, isArray: true, example: ['sales'], type: String },
    ),
    title: f.stored('title', { example: 'Welcome aboard', nullable: true, type: String }),
    chatChannelEnabled: f.stored('chatChannelEnabled', { example: false }),
    messagesEnabled: f.stored('messagesEnabled', { example: true }),
    stagesEnabled: f.stored('stagesEnabled', { example: false }),
    keyDatesEnabled: f.stored('keyDatesEnabled', {
      example: false,
      description: 'Whether workspaces made from the template show their key dates.',
    }),
    planTasks: f.embed<TemplatePlanTaskDoc[]>(TEMPLATE_PLAN_TASK_SHAPE, {
      type: [TemplatePlanTaskDoc],
      description: 'The tasks of the first plan (`plans[0].tasks`), by index.',
    }),
    plans: f.embed<TemplatePlanDoc[]>(TEMPLATE_PLAN_SHAPE, {
      type: [TemplatePlanDoc],
      description: 'Ordered by index, each with its tasks.',
    }),
    pages: f.embed<TemplatePageDoc[]>(TEMPLATE_PAGE_SHAPE, {
      type: [TemplatePageDoc],
      description: 'Ordered by index, each with its sections.',
    }),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
    updatedAt: f.stored('updatedAt', { example: '2026-01-02T03:04:05.678Z' }),
  }),
});

export const TEMPLATE_SHAPE = TEMPLATE.shape;
export const TemplateDoc = TEMPLATE.Doc;
export type TemplateDoc = InstanceType<typeof TemplateDoc>;

/** Full template resource; each embed is included only when it was loaded for the selection. */
export const toTemplateResource = (
  template: TemplateEntity,
  { planTasks, plans, pages }: TemplateStructure,
  urls: PublicUrls,
  sel: Selection,
): Partial<TemplateDoc> =>
  sel.project(
    TEMPLATE.toWire(template, urls, undefined, {
      planTasks: planTasks?.map(toTemplatePlanTask),
      plans: plans?.map(({ plan, tasks }) => toTemplatePlan(plan, tasks)),
      pages: pages?.map(({ page, sections }) => toTemplatePage(page, sections)),
    }),
  );

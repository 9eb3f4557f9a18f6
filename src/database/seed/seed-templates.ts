import { formDefinition } from '../../form-definitions/form-definition.rules.js';
import { TemplatePageEntity } from '../../templates/template-page.entity.js';
import { TemplatePlanTaskEntity } from '../../templates/template-plan-task.entity.js';
import { TemplatePlanEntity } from '../../templates/template-plan.entity.js';
import { TemplateSectionEntity } from '../../templates/template-section.entity.js';
import { TemplateEntity } from '../../templates/template.entity.js';
import { DEMO_TEMPLATE_PAGES, type DemoSection } from './data/template-pages.js';
import { DEMO_TEMPLATES, type DemoTemplate } from './data/templates.js';
import { insertRows, type SeedContext, stamps } from './seed-context.js';

/** What a demo template holds, in order (tasks by plan then index, sections by page then index): workspaces copy it. */
export interface SeededTemplate {
  plans: TemplatePlanEntity[];
  tasks: TemplatePlanTaskEntity[];
  pages: TemplatePageEntity[];
  sections: TemplateSectionEntity[];
}

export type SeededTemplates = Map<string, SeededTemplate>;

/** The demo templates with their plans, tasks, pages and sections; sections show the library's assets. */
export async function seedTemplates(ctx: SeedContext): Promise<SeededTemplates> {
  const templates: TemplateEntity[] = [];
  const seeded: SeededTemplates = new Map();
  DEMO_TEMPLATES.forEach((template, i) => {
    const times = stamps(ctx, template.daysAgo, i * 10);
    const id = ctx.ids.add('template', template.key);
    templates.push(
      ctx.m.create(TemplateEntity, {
        id,
        organizationId: ctx.orgId,
        name: template.name,
        title: template.title,
        types: template.types,
        chatChannelEnabled: template.chatChannelEnabled,
        messagesEnabled: template.messagesEnabled,
        stagesEnabled: template.stagesEnabled,
        keyDatesEnabled: template.keyDatesEnabled,
        ...times,
      }),
    );
    seeded.set(template.key, {
      ...plansOf(ctx, { template, id, order: i }),
      ...pagesOf(ctx, { template, id, order: i }),
    });
  });
  const all = [...seeded.values()];
  await insertRows(ctx, TemplateEntity, templates);
  await insertRows(
    ctx,
    TemplatePlanEntity,
    all.flatMap((one) => one.plans),
  );
  await insertRows(
    ctx,
    TemplatePlanTaskEntity,
    all.flatMap((one) => one.tasks),
  );
  await insertRows(
    ctx,
    TemplatePageEntity,
    all.flatMap((one) => one.pages),
  );
  await insertRows(
    ctx,
    TemplateSectionEntity,
    all.flatMap((one) => one.sections),
  );
  return seeded;
}

interface Source {
  template: DemoTemplate;
  id: string;
  order: number;
}

function plansOf(ctx: SeedContext, { template, id, order }: Source): Pick<SeededTemplate, 'plans' | 'tasks'> {
  const times = stamps(ctx, template.daysAgo, order * 10);
  const plans: TemplatePlanEntity[] = [];
  const tasks: TemplatePlanTaskEntity[] = [];
  template.plans.forEach((plan, p) => {
    const planId = ctx.ids.add('templatePlan', `${template.key}#${p}`);
    plans.push(
      ctx.m.create(TemplatePlanEntity, {
        id: planId,
        organizationId: ctx.orgId,
        templateId: id,
        title: plan.title,
        isCollapsed: false,
        viewType: plan.viewType,
        index: p,
        ...times,
      }),
    );
    plan.tasks.forEach((task, index) => {
      tasks.push(
        ctx.m.create(TemplatePlanTaskEntity, {
          id: ctx.ids.add('templatePlanTask', `${template.key}#${p}#${index}`),
          organizationId: ctx.orgId,
          templateId: id,
          templatePlanId: planId,
          index,
          title: task.title,
          description: task.description,
          isInternal: task.isInternal,
          actionType: task.link ? 'link' : null,
          actionLinkUrl: task.link?.url ?? null,
          actionLinkName: task.link?.name ?? null,
          actionText: task.link?.text ?? null,
          showActionText: Boolean(task.link?.text),
          startOffsetDays: task.startOffsetDays,
          dueOffsetDays: task.dueOffsetDays,
          // A minute apart, so lists ordered by creation show the tasks in plan order.
          ...stamps(ctx, template.daysAgo, order * 10 + tasks.length + 1),
        }),
      );
    });
  });
  return { plans, tasks };
}

function pagesOf(ctx: SeedContext, { template, id, order }: Source): Pick<SeededTemplate, 'pages' | 'sections'> {
  const times = stamps(ctx, template.daysAgo, order * 10);
  const pages: TemplatePageEntity[] = [];
  const sections: TemplateSectionEntity[] = [];
  (DEMO_TEMPLATE_PAGES[template.key] ?? []).forEach((page, p) => {
    const pageId = ctx.ids.add('templatePage', `${template.key}#${p}`);
    pages.push(
      ctx.m.create(TemplatePageEntity, {
        id: pageId,
        organizationId: ctx.orgId,
        templateId: id,
        title: page.title,
        index: p,
        isHidden: page.isHidden ?? false,
        ...times,
      }),
    );
    page.sections.forEach((section, index) => {
      if (section.kind === 'plan' && !template.plans[section.plan]) {
        throw new Error(`Demo template "${template.key}" shows plan ${section.plan}, which it does not have`);
      }
      sections.push(
        ctx.m.create(TemplateSectionEntity, {
          id: ctx.ids.add('templateSection', `${template.key}#${p}#${index}`),
          organizationId: ctx.orgId,
          templateId: id,
          templatePageId: pageId,
          title: section.title,
          index,
          isHidden: false,
          ...content(ctx, section),
          ...times,
        }),
      );
    });
  });
  return { pages, sections };
}

/** The section's kind and the one content column it uses; every other one empty. */
function content(ctx: SeedContext, section: DemoSection): Partial<TemplateSectionEntity> {
  const none = { text: null, planIndex: null, assetIds: null, linkUrl: null, fileId: null, form: null };
  switch (section.kind) {
    case 'text':
      return { ...none, kind: 'text', text: section.text };
    case 'plan':
      return { ...none, kind: 'plan', planIndex: section.plan };
    case 'assets':
      return { ...none, kind: 'assets', assetIds: section.assets.map((name) => ctx.ids.of('asset', name)) };
    case 'link':
      return { ...none, kind: 'link', linkUrl: section.url };
    case 'form': {
      const form = formDefinition(
        { questions: section.questions },
        { stored: null, maxFileBytes: Number.MAX_SAFE_INTEGER, path: 'form' },
      );
      return { ...none, kind: 'form', form };
    }
  }
}

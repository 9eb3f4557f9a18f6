import { TemplatePlanTaskEntity } from '../../templates/template-plan-task.entity.js';
import { TemplateEntity } from '../../templates/template.entity.js';
import { TemplatePlanEntity } from '../../templates/template-plan.entity.js';
import { DEMO_TEMPLATES } from './data/templates.js';
import { insertRows, type SeedContext, stamps } from './seed-context.js';

/** Template plan tasks by template key, in task order: workspaces copy them. */
export type TemplateTasks = Map<string, TemplatePlanTaskEntity[]>;

export async function seedTemplates(ctx: SeedContext): Promise<TemplateTasks> {
  const templates: TemplateEntity[] = [];
  const tasks: TemplateTasks = new Map();
  const plans: TemplatePlanEntity[] = [];
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
        ...times,
      }),
    );
    const planId = ctx.ids.add('templatePlan', template.key);
    plans.push(
      ctx.m.create(TemplatePlanEntity, {
        id: planId,
        organizationId: ctx.orgId,
        templateId: id,
        title: 'Mutual action plan',
        isCollapsed: false,
        viewType: 'list',
        index: 0,
        ...times,
      }),
    );
    tasks.set(
      template.key,
      template.tasks.map((task, index) =>
        ctx.m.create(TemplatePlanTaskEntity, {
          id: ctx.ids.add('templatePlanTask', `${template.key}#${index}`),
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
          ...stamps(ctx, template.daysAgo, i * 10 + index + 1),
        }),
      ),
    );
  });
  await insertRows(ctx, TemplateEntity, templates);
  await insertRows(ctx, TemplatePlanEntity, plans);
  await insertRows(ctx, TemplatePlanTaskEntity, [...tasks.values()].flat());
  return tasks;
}

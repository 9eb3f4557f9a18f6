import { newId } from '../../../src/common/ids.js';
import { TemplatePlanTaskEntity } from '../../../src/templates/template-plan-task.entity.js';
import { TemplatePlanEntity } from '../../../src/templates/template-plan.entity.js';
import { TemplateEntity } from '../../../src/templates/template.entity.js';
import type { TestApp } from '../app.js';
import { stamps } from './clock.js';
import { firstPlanRow, insertPlanRow } from './plans.js';
import { NO_ACTION } from './plan-task-fields.js';

/** A template inserted directly (templates have no create route). */
export async function insertTemplate(
  t: TestApp,
  orgId: string,
  overrides: Partial<TemplateEntity> = {},
): Promise<TemplateEntity> {
  const template = t.dataSource.manager.create(TemplateEntity, {
    id: newId(),
    organizationId: orgId,
    name: 'Onboarding',
    title: null,
    types: ['sales'],
    chatChannelEnabled: false,
    messagesEnabled: true,
    stagesEnabled: false,
    ...overrides,
    ...stamps(overrides),
  });
  await t.dataSource.manager.insert(TemplateEntity, template);
  return template;
}

/** One plan task of a template (copied into each workspace created from it). */
export async function insertTemplatePlanTask(
  t: TestApp,
  template: TemplateEntity,
  overrides: Partial<TemplatePlanTaskEntity> = {},
): Promise<TemplatePlanTaskEntity> {
  const templatePlanId =
    overrides.templatePlanId ??
    (
      await firstPlanRow(t, TemplatePlanEntity, {
        organizationId: template.organizationId,
        owner: { templateId: template.id },
      })
    ).id;
  const task = t.dataSource.manager.create(TemplatePlanTaskEntity, {
    id: newId(),
    organizationId: template.organizationId,
    templateId: template.id,
    templatePlanId,
    index: 0,
    title: 'Kick-off',
    description: null,
    isInternal: false,
    ...NO_ACTION,
    startOffsetDays: null,
    dueOffsetDays: null,
    ...overrides,
    ...stamps(overrides),
  });
  await t.dataSource.manager.insert(TemplatePlanTaskEntity, task);
  return task;
}

/** A plan of a template, inserted directly; by default after the template's other plans. */
export function insertTemplatePlan(
  t: TestApp,
  template: TemplateEntity,
  overrides: Partial<TemplatePlanEntity> = {},
): Promise<TemplatePlanEntity> {
  const owner = { templateId: template.id };
  return insertPlanRow(t, TemplatePlanEntity, { organizationId: template.organizationId, owner, overrides });
}

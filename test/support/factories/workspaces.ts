import { newId } from '../../../src/common/ids.js';
import { CustomFieldValueEntity } from '../../../src/custom-fields/custom-field-value.entity.js';
import type { CustomFieldEntity } from '../../../src/custom-fields/custom-field.entity.js';
import { DealEntity } from '../../../src/deals/deal.entity.js';
import { TemplatePlanTaskEntity } from '../../../src/templates/template-plan-task.entity.js';
import { TemplateEntity } from '../../../src/templates/template.entity.js';
import { UserEntity } from '../../../src/users/user.entity.js';
import { WorkspaceDomainEntity } from '../../../src/workspace-domains/workspace-domain.entity.js';
import { WorkspacePlanTaskEntity } from '../../../src/workspace-plan-tasks/workspace-plan-task.entity.js';
import { WorkspaceUserEntity } from '../../../src/workspace-users/workspace-user.entity.js';
import { WorkspaceEntity } from '../../../src/workspace-core/workspace.entity.js';
import type { TestApp } from '../app.js';

/**
 * Rows for workspaces, templates and their children, inserted directly: these resources have no create routes
 * yet. Timestamps come from a clock that advances one second per row, so default orders are deterministic.
 */
let tick = 0;
export function nextStamp(): string {
  tick += 1;
  return new Date(Date.UTC(2026, 0, 1) + tick * 1000).toISOString();
}

function stamps(overrides: { createdAt?: string; updatedAt?: string }) {
  const createdAt = overrides.createdAt ?? nextStamp();
  return { createdAt, updatedAt: overrides.updatedAt ?? createdAt };
}

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

export async function insertTemplatePlanTask(
  t: TestApp,
  template: TemplateEntity,
  overrides: Partial<TemplatePlanTaskEntity> = {},
): Promise<TemplatePlanTaskEntity> {
  const task = t.dataSource.manager.create(TemplatePlanTaskEntity, {
    id: newId(),
    organizationId: template.organizationId,
    templateId: template.id,
    index: 0,
    title: 'Kick-off',
    description: null,
    isInternal: false,
    actionType: null,
    actionLinkUrl: null,
    actionLinkName: null,
    actionText: null,
    showActionText: false,
    startOffsetDays: null,
    dueOffsetDays: null,
    ...overrides,
    ...stamps(overrides),
  });
  await t.dataSource.manager.insert(TemplatePlanTaskEntity, task);
  return task;
}

export async function insertWorkspace(
  t: TestApp,
  orgId: string,
  overrides: Partial<WorkspaceEntity> = {},
): Promise<WorkspaceEntity> {
  const workspace = t.dataSource.manager.create(WorkspaceEntity, {
    id: newId(),
    organizationId: orgId,
    name: 'Acme rollout',
    templateId: null,
    accountId: null,
    dealId: null,
    published: false,
    publishedAt: null,
    startDate: null,
    targetEndDate: null,
    actualEndDate: null,
    taskProgress: 0,
    lastContactView: null,
    totalViews: 0,
    totalActions: 0,
    totalTimeSpent: 0,
    contactsCount: 0,
    ...overrides,
    ...stamps(overrides),
  });
  await t.dataSource.manager.insert(WorkspaceEntity, workspace);
  return workspace;
}

export async function insertPlanTask(
  t: TestApp,
  workspace: WorkspaceEntity,
  overrides: Partial<WorkspacePlanTaskEntity> = {},
): Promise<WorkspacePlanTaskEntity> {
  const task = t.dataSource.manager.create(WorkspacePlanTaskEntity, {
    id: newId(),
    organizationId: workspace.organizationId,
    workspaceId: workspace.id,
    templatePlanTaskId: null,
    index: 0,
    title: 'Kick-off',
    description: null,
    status: 'Not Started',
    completedAt: null,
    isInternal: false,
    actionType: null,
    actionLinkUrl: null,
    actionLinkName: null,
    actionText: null,
    showActionText: false,
    startDate: null,
    dueDate: null,
    ...overrides,
    ...stamps(overrides),
  });
  await t.dataSource.manager.insert(WorkspacePlanTaskEntity, task);
  return task;
}

export async function insertUser(t: TestApp, orgId: string, overrides: Partial<UserEntity> = {}): Promise<UserEntity> {
  const user = t.dataSource.manager.create(UserEntity, {
    id: newId(),
    organizationId: orgId,
    email: `user-${newId().toLowerCase()}@example.com`,
    firstName: null,
    lastName: null,
    name: null,
    avatar: null,
    ...overrides,
    ...stamps(overrides),
  });
  await t.dataSource.manager.insert(UserEntity, user);
  return user;
}

export async function insertWorkspaceUser(
  t: TestApp,
  workspace: WorkspaceEntity,
  user: UserEntity,
  overrides: Partial<WorkspaceUserEntity> = {},
): Promise<WorkspaceUserEntity> {
  const member = t.dataSource.manager.create(WorkspaceUserEntity, {
    id: newId(),
    organizationId: workspace.organizationId,
    workspaceId: workspace.id,
    userId: user.id,
    role: 'collaborator',
    notifiedAt: null,
    ...overrides,
    ...stamps(overrides),
  });
  await t.dataSource.manager.insert(WorkspaceUserEntity, member);
  return member;
}

export async function insertWorkspaceDomain(
  t: TestApp,
  workspace: WorkspaceEntity,
  overrides: Partial<WorkspaceDomainEntity> = {},
): Promise<WorkspaceDomainEntity> {
  const domain = t.dataSource.manager.create(WorkspaceDomainEntity, {
    id: newId(),
    organizationId: workspace.organizationId,
    workspaceId: workspace.id,
    domain: 'example.com',
    role: 'viewer',
    ...overrides,
    ...stamps(overrides),
  });
  await t.dataSource.manager.insert(WorkspaceDomainEntity, domain);
  return domain;
}

/** A deal inserted directly (deals have no create route yet). */
export async function insertDeal(t: TestApp, orgId: string, overrides: Partial<DealEntity> = {}): Promise<DealEntity> {
  const deal = t.dataSource.manager.create(DealEntity, {
    id: newId(),
    organizationId: orgId,
    name: 'Globex renewal',
    amount: null,
    stage: null,
    type: null,
    createdDate: null,
    closeDate: null,
    crmBDealId: null,
    crmAOpportunityId: null,
    ...overrides,
    ...stamps(overrides),
  });
  await t.dataSource.manager.insert(DealEntity, deal);
  return deal;
}

/** Stores a custom field value in its canonical stored form (an option value for selects). */
export async function insertCustomFieldValue(
  t: TestApp,
  field: CustomFieldEntity,
  objectId: string,
  value: string,
): Promise<void> {
  await t.dataSource.manager.insert(CustomFieldValueEntity, {
    id: newId(),
    organizationId: field.organizationId,
    customFieldId: field.id,
    objectType: field.objectType,
    objectId,
    value,
    updatedAt: nextStamp(),
  });
}

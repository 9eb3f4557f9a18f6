import { newId } from '../../../src/common/ids.js';
import { WorkspaceEntity } from '../../../src/workspace-core/workspace.entity.js';
import type { TestApp } from '../app.js';
import { stamps } from './clock.js';

/** A workspace row inserted directly, without a template, plan tasks or members. */
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
    uniqueViewers: 0,
    totalActions: 0,
    totalTimeSpent: 0,
    contactsCount: 0,
    shareSetting: 'private',
    googleVerificationEnabled: false,
    magicLinkVerificationEnabled: true,
    welcomePageCta: null,
    welcomePageText: null,
    messagesEnabled: true,
    chatChannelEnabled: false,
    ...overrides,
    ...stamps(overrides),
  });
  await t.dataSource.manager.insert(WorkspaceEntity, workspace);
  return workspace;
}

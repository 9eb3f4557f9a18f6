import type { OrgContext } from '../common/http/request.js';
import { newId } from '../common/ids.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import type { CreateWorkspaceDto, UpdateWorkspaceDto } from './dto/workspace-write.dto.js';
import { SHARING_KEYS } from './dto/workspace-sharing.dto.js';

/** The row a create inserts: what the body says, the account and deal it resolved to, and zeroed engagement. */
export function newWorkspace(
  org: OrgContext,
  dto: CreateWorkspaceDto,
  {
    accountId,
    dealId,
    fromTemplate,
    now,
  }: {
    accountId: string | null;
    dealId: string | null;
    fromTemplate: { messagesEnabled: boolean; chatChannelEnabled: boolean };
    now: string;
  },
): WorkspaceEntity {
  const published = dto.autoPublishWorkspace ?? false;
  return {
    id: newId(),
    organizationId: org.id,
    name: dto.name,
    templateId: dto.templateId,
    accountId,
    dealId,
    published,
    publishedAt: published ? now : null,
    startDate: dto.startDate ?? null,
    targetEndDate: dto.targetEndDate ?? null,
    actualEndDate: null,
    taskProgress: 0,
    lastContactView: null,
    totalViews: 0,
    uniqueViewers: 0,
    totalActions: 0,
    totalTimeSpent: 0,
    contactsCount: dto.workspaceUsers?.length ?? 0,
    shareSetting: dto.shareSetting ?? 'private',
    googleVerificationEnabled: dto.googleVerificationEnabled ?? false,
    magicLinkVerificationEnabled: dto.magicLinkVerificationEnabled ?? true,
    welcomePageCta: dto.welcomePageCta ?? null,
    welcomePageText: dto.welcomePageText ?? null,
    messagesEnabled: dto.messagesEnabled ?? fromTemplate.messagesEnabled,
    chatChannelEnabled: dto.chatChannelEnabled ?? fromTemplate.chatChannelEnabled,
    createdAt: now,
    updatedAt: now,
  } as WorkspaceEntity;
}

/** What a PATCH changes on the row (only values that differ), and whether it publishes or unpublishes. */
export function workspaceChanges(
  workspace: WorkspaceEntity,
  dto: UpdateWorkspaceDto,
  now: string,
): { changes: Partial<WorkspaceEntity>; publishing: boolean; unpublishing: boolean } {
  const changes: Partial<WorkspaceEntity> = {};
  const keys = ['name', 'startDate', 'targetEndDate', 'actualEndDate', 'accountId', 'dealId', ...SHARING_KEYS] as const;
  for (const key of keys) {
    if (dto[key] !== undefined && dto[key] !== workspace[key]) Object.assign(changes, { [key]: dto[key] });
  }
  const publishing = dto.published === true && !workspace.published;
  const unpublishing = dto.published === false && workspace.published;
  if (publishing) Object.assign(changes, { published: true, publishedAt: now });
  if (unpublishing) Object.assign(changes, { published: false, publishedAt: null });
  return { changes, publishing, unpublishing };
}

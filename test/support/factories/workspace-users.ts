import { newId } from '../../../src/common/ids.js';
import type { UserEntity } from '../../../src/users/user.entity.js';
import { WorkspaceUserEntity } from '../../../src/workspace-users/workspace-user.entity.js';
import type { WorkspaceEntity } from '../../../src/workspace-core/workspace.entity.js';
import type { TestApp } from '../app.js';
import { stamps } from './clock.js';

/**
 * A membership inserted directly: no invitation is queued and the workspace's contactsCount is left as it is
 * (POST /v1/workspace-users does both).
 */
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

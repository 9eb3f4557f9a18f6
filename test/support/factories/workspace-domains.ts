import { newId } from '../../../src/common/ids.js';
import { WorkspaceDomainEntity } from '../../../src/workspace-domains/workspace-domain.entity.js';
import type { WorkspaceEntity } from '../../../src/workspace-core/workspace.entity.js';
import type { TestApp } from '../app.js';
import { stamps } from './clock.js';

/** An access domain of a workspace, inserted directly (stored as given: no normalisation). */
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

import type { EntityManager } from 'typeorm';
import { invalidField } from '../common/http/app-error.js';
import type { WorkspaceEntity } from './workspace.entity.js';
import { findWorkspaceForUpdate } from './workspace-row.repository.js';

/** The workspace a body names in `workspaceId`; another organization's or an unknown id is a 400, not a 404. */
export async function requireBodyWorkspace(
  manager: EntityManager,
  orgId: string,
  id: string,
): Promise<WorkspaceEntity> {
  // Read with the row lock a publish also takes (see findWorkspaceForUpdate). The write updates this row anyway.
  const workspace = await findWorkspaceForUpdate(manager, { orgId, id });
  if (!workspace) throw invalidField('workspaceId', `workspace ${id} does not exist`);
  return workspace;
}

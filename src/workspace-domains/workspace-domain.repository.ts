import { type EntityManager, In } from 'typeorm';
import type { WorkspaceRole } from '../workspace-core/workspace-roles.js';
import { WorkspaceDomainEntity } from './workspace-domain.entity.js';

/**
 * The statements of workspace domains (the workspace_domain table), for POST /workspace-domains and for a workspace's
 * create and access, which add and replace them in bulk.
 */

/** Whether the workspace has this domain already. */
export function hasDomain(
  m: EntityManager,
  { workspaceId, domain }: { workspaceId: string; domain: string },
): Promise<boolean> {
  return m.exists(WorkspaceDomainEntity, { where: { workspaceId, domain } });
}

/** A workspace's domains, in no particular order. */
export function workspaceDomains(m: EntityManager, workspaceId: string): Promise<WorkspaceDomainEntity[]> {
  return m.find(WorkspaceDomainEntity, { where: { workspaceId } });
}

/** One domain, or several in one insert. */
export async function insertDomains(
  m: EntityManager,
  domains: WorkspaceDomainEntity | WorkspaceDomainEntity[],
): Promise<void> {
  await m.insert(WorkspaceDomainEntity, domains);
}

export async function setDomainRole(
  m: EntityManager,
  { id, role, now }: { id: string; role: WorkspaceRole; now: string },
): Promise<void> {
  await m.update(WorkspaceDomainEntity, { id }, { role, updatedAt: now });
}

/** Removes one domain; answers how many rows went (0 when a concurrent delete won). */
export async function deleteDomain(m: EntityManager, id: string): Promise<number | null | undefined> {
  const { affected } = await m.delete(WorkspaceDomainEntity, { id });
  return affected;
}

export async function deleteDomains(m: EntityManager, ids: readonly string[]): Promise<void> {
  await m.delete(WorkspaceDomainEntity, { id: In([...ids]) });
}

import type { EntityManager, SelectQueryBuilder, UpdateQueryBuilder } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import type { WorkspaceRole } from '../workspace-core/workspace-roles.js';
import { WorkspaceDomainEntity } from '../workspace-domains/workspace-domain.entity.js';
import { WorkspaceUserEntity } from '../workspace-users/workspace-user.entity.js';
import { VisitorSessionEntity } from './visitor-session.entity.js';
import { VisitorSignInEntity } from './visitor-sign-in.entity.js';

/**
 * The statements of a visitor's sign-in (visitor-sign-in.service.ts): who an address is to the workspace, the
 * e-mailed links and the sessions they start. Final SQL in visitor-sign-in.repository.sql/.
 */

export function memberByEmailQuery(
  m: EntityManager,
  { workspaceId, email }: { workspaceId: string; email: string },
): SelectQueryBuilder<WorkspaceUserEntity> {
  return m
    .createQueryBuilder()
    .select('u.id', 'userId')
    .addSelect('wu.role', 'role')
    .from(WorkspaceUserEntity, 'wu')
    .innerJoin(UserEntity, 'u', 'u.id = wu.user_id')
    .where('wu.workspace_id = :workspaceId AND u.email = :email', { workspaceId, email });
}

/** The workspace's member with this address: their user id and role, or undefined. */
export function memberByEmail(
  m: EntityManager,
  query: { workspaceId: string; email: string },
): Promise<{ userId: string; role: WorkspaceRole } | undefined> {
  return memberByEmailQuery(m, query).getRawOne<{ userId: string; role: WorkspaceRole }>();
}

export function domainRoleQuery(
  m: EntityManager,
  { workspaceId, domain }: { workspaceId: string; domain: string },
): SelectQueryBuilder<WorkspaceDomainEntity> {
  return m
    .createQueryBuilder()
    .select('d.role', 'role')
    .from(WorkspaceDomainEntity, 'd')
    .where('d.workspace_id = :workspaceId AND d.domain = :domain', { workspaceId, domain });
}

/** The role a workspace domain (in its stored form) gives its people, or undefined. */
export function domainRole(
  m: EntityManager,
  query: { workspaceId: string; domain: string },
): Promise<{ role: WorkspaceRole } | undefined> {
  return domainRoleQuery(m, query).getRawOne<{ role: WorkspaceRole }>();
}

export async function insertSignIn(m: EntityManager, link: VisitorSignInEntity): Promise<void> {
  await m.insert(VisitorSignInEntity, link);
}

export function spendSignInQuery(
  m: EntityManager,
  { id, workspaceId, now }: { id: string; workspaceId: string; now: string },
): UpdateQueryBuilder<VisitorSignInEntity> {
  return m
    .createQueryBuilder()
    .update(VisitorSignInEntity)
    .set({ usedAt: now })
    .where('id = :id AND workspace_id = :workspaceId', { id, workspaceId })
    .andWhere('used_at IS NULL AND expires_at > :now', { now });
}

/**
 * Spends the workspace's link (by its token's hash) unless it is used or expired: true when this call spent it, so a
 * concurrent second use finds it spent.
 */
export async function spendSignIn(
  m: EntityManager,
  link: { id: string; workspaceId: string; now: string },
): Promise<boolean> {
  const spent = await spendSignInQuery(m, link).execute();
  return spent.affected === 1;
}

/** A link known to exist (just spent in the same transaction). */
export function signInById(m: EntityManager, id: string): Promise<VisitorSignInEntity> {
  return m.findOneByOrFail(VisitorSignInEntity, { id });
}

export async function insertSession(m: EntityManager, session: VisitorSessionEntity): Promise<void> {
  await m.insert(VisitorSessionEntity, session);
}

export async function deleteSession(m: EntityManager, id: string): Promise<void> {
  await m.delete(VisitorSessionEntity, { id });
}

import type { EntityManager } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { WorkspaceUserEntity } from '../workspace-users/workspace-user.entity.js';

/** Someone to tell: who, at which address. */
export interface Recipient {
  userId: string;
  email: string;
}

/**
 * The team of a workspace: its members whose role is `owner`, and the owner of its account. These are the people of
 * the organization who answer for it; every other member is a contact.
 */
export async function teamOf(m: EntityManager, workspaceId: string): Promise<Recipient[]> {
  const owners = m
    .createQueryBuilder()
    .subQuery()
    .select('wu.user_id')
    .from(WorkspaceUserEntity, 'wu')
    .where("wu.workspace_id = :workspaceId AND wu.role = 'owner'")
    .getQuery();
  const accountOwner = m
    .createQueryBuilder()
    .subQuery()
    .select('a.owner_id')
    .from(WorkspaceEntity, 'w')
    .innerJoin(AccountEntity, 'a', 'a.id = w.account_id')
    .where('w.id = :workspaceId')
    .getQuery();
  return m
    .createQueryBuilder()
    .select('u.id', 'userId')
    .addSelect('u.email', 'email')
    .from(UserEntity, 'u')
    .where(`u.id IN ${owners} OR u.id IN ${accountOwner}`, { workspaceId })
    .getRawMany<Recipient>();
}

/** The contacts of a published workspace (members who are not owners), optionally one person among them. */
function contacts(m: EntityManager, { workspaceId, userId }: { workspaceId: string; userId?: string }) {
  const query = m
    .createQueryBuilder()
    .select('u.id', 'userId')
    .addSelect('u.email', 'email')
    .from(WorkspaceUserEntity, 'wu')
    .innerJoin(UserEntity, 'u', 'u.id = wu.user_id')
    .innerJoin(WorkspaceEntity, 'w', 'w.id = wu.workspace_id')
    .where("wu.workspace_id = :workspaceId AND wu.role <> 'owner' AND w.published = :published", {
      workspaceId,
      published: true,
    });
  return userId === undefined ? query : query.andWhere('wu.user_id = :userId', { userId });
}

/** The contacts of a published workspace: its members who are not owners (none while it is unpublished). */
export function contactsOf(m: EntityManager, workspaceId: string): Promise<Recipient[]> {
  return contacts(m, { workspaceId }).getRawMany<Recipient>();
}

/** One member of a published workspace who is a contact, or null (a team member, not a member, unpublished). */
export async function contactIn(
  m: EntityManager,
  { workspaceId, userId }: { workspaceId: string; userId: string },
): Promise<Recipient | null> {
  return (await contacts(m, { workspaceId, userId }).getRawOne<Recipient>()) ?? null;
}

import { type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity.js';
import { OrganizationEntity } from '../organizations/organization.entity.js';
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
export function teamOf(m: EntityManager, workspaceId: string): Promise<Recipient[]> {
  return teamQuery(m, workspaceId).getRawMany<Recipient>();
}

/** The team of a workspace (see teamOf; exported for its SQL snapshot). */
export function teamQuery(m: EntityManager, workspaceId: string): SelectQueryBuilder<UserEntity> {
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
    .where(`u.id IN ${owners} OR u.id IN ${accountOwner}`, { workspaceId });
}

/**
 * The contacts of a published workspace (members who are not owners), optionally one person among them (exported for
 * its SQL snapshot).
 */
export function contactsQuery(
  m: EntityManager,
  { workspaceId, userId }: { workspaceId: string; userId?: string },
): SelectQueryBuilder<WorkspaceUserEntity> {
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
  return contactsQuery(m, { workspaceId }).getRawMany<Recipient>();
}

/** One member of a published workspace who is a contact, or null (a team member, not a member, unpublished). */
export async function contactIn(
  m: EntityManager,
  { workspaceId, userId }: { workspaceId: string; userId: string },
): Promise<Recipient | null> {
  return (await contactsQuery(m, { workspaceId, userId }).getRawOne<Recipient>()) ?? null;
}

/** Where a person stands in each workspace: their role (null: not a member), and whether it is published. */
export interface Standing {
  workspaceId: string;
  published: boolean | number;
  role: string | null;
  accountOwnerId: string | null;
}

/** Where the person stands in each of the workspaces, with the owner of its account (exported for its snapshot). */
export function standingsQuery(
  m: EntityManager,
  { userId, workspaceIds }: { userId: string; workspaceIds: readonly string[] },
): SelectQueryBuilder<WorkspaceEntity> {
  return m
    .createQueryBuilder()
    .select('w.id', 'workspaceId')
    .addSelect('w.published', 'published')
    .addSelect('wu.role', 'role')
    .addSelect('a.owner_id', 'accountOwnerId')
    .from(WorkspaceEntity, 'w')
    .leftJoin(WorkspaceUserEntity, 'wu', 'wu.workspace_id = w.id AND wu.user_id = :userId', { userId })
    .leftJoin(AccountEntity, 'a', 'a.id = w.account_id')
    .where('w.id IN (:...ids)', { ids: workspaceIds });
}

/** Where the person stands in each of the workspaces, as they are sent their e-mail (one statement). */
export function standingsOf(
  m: EntityManager,
  opts: { userId: string; workspaceIds: readonly string[] },
): Promise<Standing[]> {
  return standingsQuery(m, opts).getRawMany<Standing>();
}

/** The person an e-mail goes to, or null when they were removed meanwhile. */
export function recipientUser(m: EntityManager, userId: string): Promise<UserEntity | null> {
  return m.findOne(UserEntity, { where: { id: userId } });
}

/** Whether the person still exists (an unsubscribe link outlives its person). */
export function userExists(m: EntityManager, userId: string): Promise<boolean> {
  return m.exists(UserEntity, { where: { id: userId } });
}

export function organizationById(m: EntityManager, id: string): Promise<OrganizationEntity | null> {
  return m.findOne(OrganizationEntity, { where: { id } });
}

/** The names of the workspaces an e-mail or an unsubscribe page tells of. */
export function workspaceNames(
  m: EntityManager,
  ids: readonly string[],
): Promise<Pick<WorkspaceEntity, 'id' | 'name'>[]> {
  return m.find(WorkspaceEntity, { select: { id: true, name: true }, where: { id: In([...ids]) } });
}

/** The organization of each of the workspaces (what a mute row records). */
export function workspaceOrganizations(
  m: EntityManager,
  ids: readonly string[],
): Promise<Pick<WorkspaceEntity, 'id' | 'organizationId'>[]> {
  return m.find(WorkspaceEntity, { select: { id: true, organizationId: true }, where: { id: In([...ids]) } });
}

/** A workspace's name, whether it is published, and its organization's slug (exported for its SQL snapshot). */
export function workspacePlaceQuery(m: EntityManager, workspaceId: string): SelectQueryBuilder<WorkspaceEntity> {
  return m
    .createQueryBuilder()
    .select('w.name', 'name')
    .addSelect('w.published', 'published')
    .addSelect('o.slug', 'orgSlug')
    .from(WorkspaceEntity, 'w')
    .innerJoin(OrganizationEntity, 'o', 'o.id = w.organization_id')
    .where('w.id = :workspaceId', { workspaceId });
}

/** What a workspace's address is made of, or undefined for a workspace that is gone. */
export function workspacePlace(
  m: EntityManager,
  workspaceId: string,
): Promise<{ name: string; published: boolean | number; orgSlug: string } | undefined> {
  return workspacePlaceQuery(m, workspaceId).getRawOne<{
    name: string;
    published: boolean | number;
    orgSlug: string;
  }>();
}

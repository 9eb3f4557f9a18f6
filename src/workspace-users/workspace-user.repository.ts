import { type EntityManager, In, type InsertQueryBuilder, IsNull, type SelectQueryBuilder } from 'typeorm';
import { newId } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { UserEntity } from '../users/user.entity.js';
import { type UserProfile, fillEmptyProfile } from '../users/user-profile.js';
import type { WorkspaceRole } from '../workspace-core/workspace-roles.js';
import { WorkspaceUserEntity } from './workspace-user.entity.js';

/**
 * The statements of workspace memberships (the workspace_user table) and of the users they name, for every route
 * that adds, changes or removes people: POST /workspace-users, a workspace's create, access and publish. Final SQL in
 * workspace-user.repository.sql/.
 */

/** The user a membership names, and whether an existing user's empty profile fields were filled (user.updated). */
export interface FoundUser {
  user: UserEntity;
  profileFilled: boolean;
}

/**
 * The organization's user with this (lower-case) e-mail, created with `profile` when missing; an existing user only
 * gets its empty profile fields filled, never overwritten. The insert ignores conflicts on the (organization, email)
 * unique index, so concurrent invitations of one new address end up with the one row that won; on PostgreSQL the
 * losing insert waits for the winner's commit and the re-read then sees it.
 */
export async function findOrCreateUserByEmail(
  manager: EntityManager,
  { orgId, email, profile = {} }: { orgId: string; email: string; profile?: UserProfile },
): Promise<FoundUser> {
  const existing = await manager.findOne(UserEntity, { where: { organizationId: orgId, email } });
  if (existing) return filled(manager, existing, profile);
  await insertUserQuery(manager, { orgId, email, profile, now: nowIso() }).execute();
  // Nothing to fill when this insert won; when another request's user won, it is filled like any existing user.
  return filled(manager, await manager.findOneOrFail(UserEntity, { where: { organizationId: orgId, email } }), profile);
}

/** A new user of the organization, unless its e-mail is taken (see findOrCreateUserByEmail). */
export function insertUserQuery(
  m: EntityManager,
  { orgId, email, profile, now }: { orgId: string; email: string; profile: UserProfile; now: string },
): InsertQueryBuilder<UserEntity> {
  return m
    .createQueryBuilder()
    .insert()
    .into(UserEntity)
    .values({
      id: newId(),
      organizationId: orgId,
      email,
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
      name: null,
      avatar: profile.avatar ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .orIgnore();
}

async function filled(manager: EntityManager, user: UserEntity, profile: UserProfile): Promise<FoundUser> {
  const after = await fillEmptyProfile(manager, user, profile);
  return after ? { user: after, profileFilled: true } : { user, profileFilled: false };
}

/** One user by id (a membership's: it exists). */
export function findUser(m: EntityManager, id: string): Promise<UserEntity> {
  return m.findOneByOrFail(UserEntity, { id });
}

/** The users with these ids, in no particular order. */
export function findUsers(m: EntityManager, ids: readonly string[]): Promise<UserEntity[]> {
  return m.find(UserEntity, { where: { id: In([...ids]) } });
}

/** Whether the user is a member of the workspace already. */
export function isMember(
  m: EntityManager,
  { workspaceId, userId }: { workspaceId: string; userId: string },
): Promise<boolean> {
  return m.exists(WorkspaceUserEntity, { where: { workspaceId, userId } });
}

export async function insertMembership(m: EntityManager, member: WorkspaceUserEntity): Promise<void> {
  await m.insert(WorkspaceUserEntity, member);
}

export async function setMemberRole(
  m: EntityManager,
  { id, role, now }: { id: string; role: WorkspaceRole; now: string },
): Promise<void> {
  await m.update(WorkspaceUserEntity, { id }, { role, updatedAt: now });
}

/** Removes one membership; answers how many rows went (0 when a concurrent delete won). */
export async function deleteMembership(m: EntityManager, id: string): Promise<number | null | undefined> {
  const { affected } = await m.delete(WorkspaceUserEntity, { id });
  return affected;
}

export async function deleteMemberships(m: EntityManager, ids: readonly string[]): Promise<void> {
  await m.delete(WorkspaceUserEntity, { id: In([...ids]) });
}

/** A workspace's memberships with their users, oldest first. */
export function membersWithUsersQuery(m: EntityManager, workspaceId: string): SelectQueryBuilder<WorkspaceUserEntity> {
  return m
    .createQueryBuilder(WorkspaceUserEntity, 'wu')
    .innerJoinAndSelect('wu.user', 'u')
    .where('wu.workspace_id = :id', { id: workspaceId })
    .orderBy('wu.created_at', 'ASC')
    .addOrderBy('wu.id', 'ASC');
}

export function membersWithUsers(m: EntityManager, workspaceId: string): Promise<WorkspaceUserEntity[]> {
  return membersWithUsersQuery(m, workspaceId).getMany();
}

/** Who holds which role in a workspace, with their e-mail, in no particular order. */
export interface MemberRole {
  userId: string;
  role: string;
  email: string;
}

export function memberRolesQuery(m: EntityManager, workspaceId: string): SelectQueryBuilder<WorkspaceUserEntity> {
  return m
    .createQueryBuilder(WorkspaceUserEntity, 'wu')
    .innerJoin(UserEntity, 'u', 'u.id = wu.user_id')
    .select('wu.user_id', 'userId')
    .addSelect('wu.role', 'role')
    .addSelect('u.email', 'email')
    .where('wu.workspace_id = :workspaceId', { workspaceId });
}

export function memberRoles(m: EntityManager, workspaceId: string): Promise<MemberRole[]> {
  return memberRolesQuery(m, workspaceId).getRawMany<MemberRole>();
}

/** The workspace's members whose invitation was never queued, oldest first. */
export function unnotifiedMembers(m: EntityManager, workspaceId: string): Promise<WorkspaceUserEntity[]> {
  return m.find(WorkspaceUserEntity, {
    where: { workspaceId, notifiedAt: IsNull() },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
}

/** Marks these members notified, only those still un-notified (a concurrent publish may have got there first). */
export async function markNotified(
  m: EntityManager,
  { ids, now }: { ids: readonly string[]; now: string },
): Promise<void> {
  await m.update(WorkspaceUserEntity, { id: In([...ids]), notifiedAt: IsNull() }, { notifiedAt: now });
}

import type { EntityManager } from 'typeorm';
import { newId } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { UserEntity } from '../users/user.entity.js';
import { type UserProfile, fillEmptyProfile } from '../users/user-profile.js';

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
  const now = nowIso();
  await manager
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
    .orIgnore()
    .execute();
  // Nothing to fill when this insert won; when another request's user won, it is filled like any existing user.
  return filled(manager, await manager.findOneOrFail(UserEntity, { where: { organizationId: orgId, email } }), profile);
}

async function filled(manager: EntityManager, user: UserEntity, profile: UserProfile): Promise<FoundUser> {
  const after = await fillEmptyProfile(manager, user, profile);
  return after ? { user: after, profileFilled: true } : { user, profileFilled: false };
}

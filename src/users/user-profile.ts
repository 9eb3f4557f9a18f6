import type { EntityManager } from 'typeorm';
import type { UserEntity } from './user.entity.js';
import { fillEmptyColumns } from './user.repository.js';

/** Profile fields a request that names people by e-mail may give along (Dock's `workspaceUsers[].user`). */
export interface UserProfile {
  firstName?: string;
  lastName?: string;
  avatar?: string;
}

const PROFILE_FIELDS = ['firstName', 'lastName', 'avatar'] as const;

/**
 * The profile a person given as `{firstName?, lastName?, avatar?, name?}` carries. `name` (Dock sends it) counts only
 * when firstName and lastName are both absent: its first word becomes firstName, the other words (joined by single
 * spaces) lastName. Empty strings count as absent.
 */
export function profileOf(input: {
  firstName?: string;
  lastName?: string;
  avatar?: string;
  name?: string;
}): UserProfile {
  const profile: UserProfile = {};
  if (input.firstName) profile.firstName = input.firstName;
  if (input.lastName) profile.lastName = input.lastName;
  if (input.avatar) profile.avatar = input.avatar;
  if (input.firstName === undefined && input.lastName === undefined && input.name !== undefined) {
    const [first, ...rest] = input.name.trim().split(/\s+/);
    if (first) profile.firstName = first;
    if (rest.length > 0) profile.lastName = rest.join(' ');
  }
  return profile;
}

/** The profile values for the user's empty fields (null or ""): a profile fills, it never overwrites. */
export function emptyFieldsFilled(user: UserEntity, profile: UserProfile): UserProfile {
  const fill: UserProfile = {};
  for (const key of PROFILE_FIELDS) {
    const value = profile[key];
    if (value && !user[key]) fill[key] = value;
  }
  return fill;
}

/**
 * Fills the user's empty profile fields from `profile` in the caller's transaction; the user as stored afterwards,
 * or null when there was nothing to fill. Each column is set only while it is still empty in the database, so a
 * concurrent write that got there first keeps its value.
 */
export async function fillEmptyProfile(
  m: EntityManager,
  user: UserEntity,
  profile: UserProfile,
): Promise<UserEntity | null> {
  const fill = emptyFieldsFilled(user, profile);
  if (Object.keys(fill).length === 0) return null;
  return fillEmptyColumns(m, { id: user.id, fill });
}

import { type EntityManager, Not } from 'typeorm';
import { nowIso } from '../common/time.js';
import type { UserProfile } from './user-profile.js';
import { UserEntity } from './user.entity.js';

/** Whether the organization has a user with this id (an account's owner must be one). */
export function userExists(m: EntityManager, { orgId, id }: { orgId: string; id: string }): Promise<boolean> {
  return m.exists(UserEntity, { where: { id, organizationId: orgId } });
}

/** Whether a user of the organization, other than `exceptId` when given, has this e-mail. */
export function emailInUse(
  m: EntityManager,
  { orgId, email, exceptId }: { orgId: string; email: string; exceptId?: string },
): Promise<boolean> {
  const where =
    exceptId === undefined ? { organizationId: orgId, email } : { organizationId: orgId, email, id: Not(exceptId) };
  return m.exists(UserEntity, { where });
}

export async function insertUser(m: EntityManager, user: UserEntity): Promise<void> {
  await m.insert(UserEntity, user);
}

export async function updateUser(
  m: EntityManager,
  { id, changes }: { id: string; changes: Partial<UserEntity> },
): Promise<void> {
  await m.update(UserEntity, { id }, changes);
}

/** Builds the statement of fillEmptyColumns (exported for its snapshot). */
export function fillEmptyColumnsQuery(m: EntityManager, { id, fill }: { id: string; fill: UserProfile }) {
  const metadata = m.connection.getMetadata(UserEntity);
  const set: Record<string, string | (() => string)> = { updatedAt: nowIso() };
  for (const key of Object.keys(fill) as (keyof UserProfile)[]) {
    const column = metadata.findColumnWithPropertyName(key);
    if (!column) throw new Error(`app_user has no column ${key}`);
    const name = m.connection.driver.escape(column.databaseName);
    set[key] = () => `COALESCE(NULLIF(${name}, ''), :${key})`;
  }
  return m.createQueryBuilder().update(UserEntity).set(set).where('id = :id', { id }).setParameters(fill);
}

/**
 * Sets each column of `fill` only while it is still empty (null or "") in the database, so a concurrent write that
 * got there first keeps its value; the user as stored afterwards. Final SQL in user.repository.sql/.
 */
export async function fillEmptyColumns(
  m: EntityManager,
  { id, fill }: { id: string; fill: UserProfile },
): Promise<UserEntity> {
  await fillEmptyColumnsQuery(m, { id, fill }).execute();
  return m.findOneByOrFail(UserEntity, { id });
}

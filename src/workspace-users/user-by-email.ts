import type { EntityManager } from 'typeorm';
import { newId } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { UserEntity } from '../users/user.entity.js';

/**
 * The organization's user with this (lower-case) e-mail, created when missing. The insert ignores conflicts on the
 * (organization, email) unique index, so concurrent invitations of one new address end up with the one row that
 * won; on PostgreSQL the losing insert waits for the winner's commit and the re-read then sees it.
 */
export async function findOrCreateUserByEmail(
  manager: EntityManager,
  orgId: string,
  email: string,
): Promise<UserEntity> {
  const existing = await manager.findOne(UserEntity, { where: { organizationId: orgId, email } });
  if (existing) return existing;
  const now = nowIso();
  await manager
    .createQueryBuilder()
    .insert()
    .into(UserEntity)
    .values({
      id: newId(),
      organizationId: orgId,
      email,
      firstName: null,
      lastName: null,
      name: null,
      avatar: null,
      createdAt: now,
      updatedAt: now,
    })
    .orIgnore()
    .execute();
  return manager.findOneOrFail(UserEntity, { where: { organizationId: orgId, email } });
}

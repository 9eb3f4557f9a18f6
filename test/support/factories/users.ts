import { newId } from '../../../src/common/ids.js';
import { UserEntity } from '../../../src/users/user.entity.js';
import type { TestApp } from '../app.js';
import { stamps } from './clock.js';

/** A user of the organization with a unique e-mail address, inserted directly. */
export async function insertUser(t: TestApp, orgId: string, overrides: Partial<UserEntity> = {}): Promise<UserEntity> {
  const user = t.dataSource.manager.create(UserEntity, {
    id: newId(),
    organizationId: orgId,
    email: `user-${newId().toLowerCase()}@example.com`,
    firstName: null,
    lastName: null,
    name: null,
    avatar: null,
    ...overrides,
    ...stamps(overrides),
  });
  await t.dataSource.manager.insert(UserEntity, user);
  return user;
}

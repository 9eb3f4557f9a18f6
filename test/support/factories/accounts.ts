import { AccountEntity } from '../../../src/accounts/account.entity.js';
import { newId } from '../../../src/common/ids.js';
import type { TestApp } from '../app.js';
import { nextStamp } from './clock.js';

/** An account inserted directly (accounts have no create route yet). */
export async function insertAccount(
  t: TestApp,
  orgId: string,
  overrides: Partial<AccountEntity> = {},
): Promise<AccountEntity> {
  const createdAt = overrides.createdAt ?? nextStamp();
  const account = t.dataSource.manager.create(AccountEntity, {
    id: newId(),
    organizationId: orgId,
    name: 'Globex',
    website: 'https://globex.example',
    ownerId: null,
    logo: null,
    crmAAccountId: null,
    crmBCompanyId: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  });
  await t.dataSource.manager.insert(AccountEntity, account);
  return account;
}

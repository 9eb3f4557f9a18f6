import type { EntityManager } from 'typeorm';
import { AccountEntity } from './account.entity.js';

export async function insertAccount(m: EntityManager, account: AccountEntity): Promise<void> {
  await m.insert(AccountEntity, account);
}

export async function updateAccount(
  m: EntityManager,
  { id, changes }: { id: string; changes: Partial<AccountEntity> },
): Promise<void> {
  await m.update(AccountEntity, { id }, changes);
}

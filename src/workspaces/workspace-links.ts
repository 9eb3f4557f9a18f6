import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity.js';
import { invalidField } from '../common/http/app-error.js';
import type { OrgContext } from '../common/http/request.js';
import { newId } from '../common/ids.js';
import { existsInOrg, insertAccount, oldestWith } from './workspace-writes.repository.js';

/** A row a body names by id (in `field`) must be one of the caller's organization, else 400 naming the field. */
export async function requireBodyRef<E extends ObjectLiteral>(
  m: EntityManager,
  orgId: string,
  { entity, id, field, what }: { entity: EntityTarget<E>; id: string; field: string; what: string },
): Promise<void> {
  const exists = await existsInOrg(m, entity, { orgId, id });
  if (!exists) throw invalidField(field, `${what} ${id} does not exist`);
}

/** A CRM id a body gives: the column it is stored in, its value (undefined: not given), the lock key's prefix. */
export interface CrmId {
  column: string;
  value: string | undefined;
  lock: string;
}

/**
 * The organization's oldest row with the first of `ids` that matches (ids in order: CRM A before B); `undefined`
 * when no id is given, null when none matches. Each given id is locked first, always in that order so two
 * transactions never wait on each other's second lock: concurrent creates naming the same ids link one row instead
 * of each creating their own.
 */
export async function oldestByCrmIds<E extends ObjectLiteral>(
  m: EntityManager,
  {
    entity,
    orgId,
    ids,
    lock,
  }: { entity: EntityTarget<E>; orgId: string; ids: CrmId[]; lock: (key: string) => Promise<void> },
): Promise<E | null | undefined> {
  const given = ids.filter((id): id is CrmId & { value: string } => id.value !== undefined);
  if (given.length === 0) return undefined;
  for (const id of given) await lock(`${id.lock}:${orgId}:${id.value}`);
  for (const id of given) {
    const found = await oldestWith(m, entity, { orgId, column: id.column, value: id.value });
    if (found) return found;
  }
  return null;
}

export interface AccountRef {
  accountId?: string;
  crmAAccountId?: string;
  crmBCompanyId?: string;
}

/** The account a workspace links to; `created` when it had to be made (its account.created event is due). */
export interface ResolvedAccount {
  id: string | null;
  created: AccountEntity | null;
}

/**
 * The account a new workspace links to: `accountId` when given (it must exist; CRM ids are then ignored), else the
 * organization's oldest account with the CRM A id, else the oldest with the CRM B id, else a new account with those
 * ids named after the workspace. `lock` serializes concurrent creates naming the same CRM ids, so they link one
 * account instead of each creating their own.
 */
export async function resolveAccount(
  m: EntityManager,
  org: OrgContext,
  {
    ref,
    workspaceName,
    now,
    lock,
  }: { ref: AccountRef; workspaceName: string; now: string; lock: (key: string) => Promise<void> },
): Promise<ResolvedAccount> {
  if (ref.accountId !== undefined) {
    await requireBodyRef(m, org.id, { entity: AccountEntity, id: ref.accountId, field: 'accountId', what: 'account' });
    return { id: ref.accountId, created: null };
  }
  const { crmAAccountId, crmBCompanyId } = ref;
  const found = await oldestByCrmIds(m, {
    entity: AccountEntity,
    orgId: org.id,
    ids: [
      { column: 'crmAAccountId', value: crmAAccountId, lock: 'account-crm-a' },
      { column: 'crmBCompanyId', value: crmBCompanyId, lock: 'account-crm-b' },
    ],
    lock,
  });
  if (found !== null) return { id: found?.id ?? null, created: null };
  const account = m.create(AccountEntity, {
    id: newId(),
    organizationId: org.id,
    name: workspaceName,
    website: null,
    ownerId: null,
    logo: null,
    crmAAccountId: crmAAccountId ?? null,
    crmBCompanyId: crmBCompanyId ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await insertAccount(m, account);
  return { id: account.id, created: account };
}

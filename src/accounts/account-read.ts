import type { EntityManager } from 'typeorm';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection } from '../common/properties/selection.js';
import { loadCustomFieldEmbeds } from '../custom-fields/custom-field-values.query.js';
import type { AccountEntity } from './account.entity.js';
import { type AccountDoc, toAccountResource } from './account.resource.js';

export interface AccountView {
  readonly orgId: string;
  readonly urls: PublicUrls;
  readonly sel: Selection;
}

/**
 * The one rendering of accounts: the list, the get, the answer of a write and the event of an account a workspace
 * create made. Custom fields cost three statements for the whole batch, and none when not selected.
 */
export async function renderAccounts(
  m: EntityManager,
  accounts: AccountEntity[],
  { orgId, urls, sel }: AccountView,
): Promise<Partial<AccountDoc>[]> {
  const customFields = sel.has('customFields')
    ? await loadCustomFieldEmbeds(m, {
        urls,
        orgId,
        objectType: 'account',
        objectIds: accounts.map((account) => account.id),
      })
    : null;
  return accounts.map((account) =>
    toAccountResource(account, { customFields: customFields?.get(account.id), urls, sel }),
  );
}

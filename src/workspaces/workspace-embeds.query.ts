import { type EntityManager, type FindOptionsWhere, In } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity.js';
import { toAccountEmbed } from '../accounts/account.resource.js';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection } from '../common/properties/selection.js';
import { loadCustomFieldEmbeds } from '../custom-fields/custom-field-values.query.js';
import { DealEntity } from '../deals/deal.entity.js';
import { toDealEmbed } from '../deals/deal.resource.js';
import { loadWorkspaceDomains, toWorkspaceDomainResource } from '../workspace-domains/workspace-domain.resource.js';
import { loadWorkspaceUsers, toWorkspaceUserResource } from '../workspace-users/workspace-user.resource.js';
import type { WorkspaceEntity } from './workspace.entity.js';
import type { WorkspaceEmbeds } from './workspace.resource.js';

/** Accounts or deals referenced by a page of workspaces, in one query, scoped to the organization. */
async function byId<E extends { id: string; organizationId: string }>(
  m: EntityManager,
  entity: new () => E,
  orgId: string,
  ids: (string | null)[],
): Promise<Map<string, E>> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await m.find(entity, { where: { organizationId: orgId, id: In(unique) } as FindOptionsWhere<E> });
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The embeds the selection asks for, for a whole page of workspaces at once: one query per embed kind (three for
 * custom fields), whatever the page size. Unselected embeds are not loaded at all.
 */
export async function loadWorkspaceEmbeds(
  m: EntityManager,
  urls: PublicUrls,
  orgId: string,
  workspaces: readonly WorkspaceEntity[],
  sel: Selection,
): Promise<Map<string, WorkspaceEmbeds>> {
  const ids = workspaces.map((workspace) => workspace.id);
  const users = sel.has('workspaceUsers') ? await loadWorkspaceUsers(m, ids) : null;
  const domains = sel.has('workspaceDomains') ? await loadWorkspaceDomains(m, ids) : null;
  const accountIds = workspaces.map((workspace) => workspace.accountId);
  const accounts = sel.has('account') ? await byId(m, AccountEntity, orgId, accountIds) : null;
  const dealIds = workspaces.map((workspace) => workspace.dealId);
  const deals = sel.has('deal') ? await byId(m, DealEntity, orgId, dealIds) : null;
  const customFields = sel.has('customFields') ? await loadCustomFieldEmbeds(m, urls, orgId, 'workspace', ids) : null;
  const out = new Map<string, WorkspaceEmbeds>();
  for (const workspace of workspaces) {
    const embeds: WorkspaceEmbeds = {};
    if (users) {
      embeds.workspaceUsers = (users.get(workspace.id) ?? []).map(({ member, user }) =>
        toWorkspaceUserResource(member, user, urls),
      );
    }
    if (domains) embeds.workspaceDomains = (domains.get(workspace.id) ?? []).map(toWorkspaceDomainResource);
    if (accounts) {
      const account = workspace.accountId ? accounts.get(workspace.accountId) : undefined;
      embeds.account = account ? toAccountEmbed(account, urls) : null;
    }
    if (deals) {
      const deal = workspace.dealId ? deals.get(workspace.dealId) : undefined;
      embeds.deal = deal ? toDealEmbed(deal, urls) : null;
    }
    if (customFields) embeds.customFields = customFields.get(workspace.id) ?? [];
    out.set(workspace.id, embeds);
  }
  return out;
}

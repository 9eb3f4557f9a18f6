import type { EntityManager } from 'typeorm';
import type { OrgContext } from '../common/http/request.js';
import { newId } from '../common/ids.js';
import { DealEntity } from '../deals/deal.entity.js';
import { oldestByCrmIds, requireBodyRef } from './workspace-links.js';
import { insertDeal } from './workspace-writes.repository.js';

export interface DealRef {
  dealId?: string;
  crmAOpportunityId?: string;
  crmBDealId?: string;
}

/** The deal a workspace links to; `created` when it had to be made (its deal.created event is due). */
export interface ResolvedDeal {
  id: string | null;
  created: DealEntity | null;
}

/**
 * The deal a new workspace links to, as resolveAccount finds its account: `dealId` when given (it must exist; CRM ids
 * are then ignored), else the organization's oldest deal with the CRM A opportunity id, else the oldest with the
 * CRM B deal id, else a new deal with those ids named after the workspace. `lock` serializes concurrent creates
 * naming the same CRM ids, so they link one deal instead of each creating their own.
 */
export async function resolveDeal(
  m: EntityManager,
  org: OrgContext,
  {
    ref,
    workspaceName,
    now,
    lock,
  }: { ref: DealRef; workspaceName: string; now: string; lock: (key: string) => Promise<void> },
): Promise<ResolvedDeal> {
  if (ref.dealId !== undefined) {
    await requireBodyRef(m, org.id, { entity: DealEntity, id: ref.dealId, field: 'dealId', what: 'deal' });
    return { id: ref.dealId, created: null };
  }
  const { crmAOpportunityId, crmBDealId } = ref;
  const found = await oldestByCrmIds(m, {
    entity: DealEntity,
    orgId: org.id,
    ids: [
      { column: 'crmAOpportunityId', value: crmAOpportunityId, lock: 'deal-crm-a' },
      { column: 'crmBDealId', value: crmBDealId, lock: 'deal-crm-b' },
    ],
    lock,
  });
  if (found !== null) return { id: found?.id ?? null, created: null };
  const deal = m.create(DealEntity, {
    id: newId(),
    organizationId: org.id,
    name: workspaceName,
    amount: null,
    stage: null,
    type: null,
    createdDate: now,
    closeDate: null,
    crmAOpportunityId: crmAOpportunityId ?? null,
    crmBDealId: crmBDealId ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await insertDeal(m, deal);
  return { id: deal.id, created: deal };
}

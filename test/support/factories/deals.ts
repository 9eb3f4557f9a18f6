import { newId } from '../../../src/common/ids.js';
import { DealEntity } from '../../../src/deals/deal.entity.js';
import type { TestApp } from '../app.js';
import { stamps } from './clock.js';

/** A deal inserted directly (deals have no create route yet). */
export async function insertDeal(t: TestApp, orgId: string, overrides: Partial<DealEntity> = {}): Promise<DealEntity> {
  const deal = t.dataSource.manager.create(DealEntity, {
    id: newId(),
    organizationId: orgId,
    name: 'Globex renewal',
    amount: null,
    stage: null,
    type: null,
    createdDate: null,
    closeDate: null,
    crmBDealId: null,
    crmAOpportunityId: null,
    ...overrides,
    ...stamps(overrides),
  });
  await t.dataSource.manager.insert(DealEntity, deal);
  return deal;
}

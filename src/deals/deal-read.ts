import type { EntityManager } from 'typeorm';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection } from '../common/properties/selection.js';
import { loadCustomFieldEmbeds } from '../custom-fields/custom-field-values.query.js';
import type { DealEntity } from './deal.entity.js';
import { type DealDoc, toDealResource } from './deal.resource.js';

export interface DealView {
  readonly orgId: string;
  readonly urls: PublicUrls;
  readonly sel: Selection;
}

/**
 * The one rendering of deals: the list, the get, the answer of a write and the event of a deal a workspace create
 * made. Custom fields cost three statements for the whole batch, and none when not selected.
 */
export async function renderDeals(
  m: EntityManager,
  deals: DealEntity[],
  { orgId, urls, sel }: DealView,
): Promise<Partial<DealDoc>[]> {
  const customFields = sel.has('customFields')
    ? await loadCustomFieldEmbeds(m, { urls, orgId, objectType: 'deal', objectIds: deals.map((deal) => deal.id) })
    : null;
  return deals.map((deal) => toDealResource(deal, { customFields: customFields?.get(deal.id), urls, sel }));
}

import type { EntityManager } from 'typeorm';
import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection } from '../common/properties/selection.js';
import { readModel } from '../common/read-model/read-model.js';
import { WITHOUT_MILLIS } from '../database/without-millis.computed.js';
import { type CustomFieldOwnersView, renderWithCustomFields } from '../custom-fields/custom-field.repository.js';
import { CUSTOM_FIELD_EMBED_SHAPE, CustomFieldValueDoc } from '../custom-fields/custom-field.resource.js';
import { DealEntity } from './deal.entity.js';

const NULLABLE_TEXT = { nullable: true, type: String } as const;
const TIMESTAMP = '2026-01-02T03:04:05.678Z';

/**
 * A deal as served; embedded in a workspace without `customFields`. `amount` as stored: every stored amount is
 * canonical (written through canonicalAmount(); the CanonicalDealAmounts migration rewrote the older ones).
 */
export const DEAL = readModel({
  entity: DealEntity,
  object: 'deal',
  collection: 'deals',
  docName: 'DealEmbedDoc',
  fields: (f) => ({
    crmBDealId: f.stored('crmBDealId', {
      example: '1234567890',
      ...NULLABLE_TEXT,
      description: 'Id in the second CRM.',
    }),
    crmAOpportunityId: f.stored('crmAOpportunityId', {
      example: '0065g00000AbCdE',
      ...NULLABLE_TEXT,
      description: 'Id in the first CRM.',
    }),
    createdDate: f.rule(
      WITHOUT_MILLIS,
      { value: 'createdDate' },
      { example: '2026-01-02T03:04:05Z', ...NULLABLE_TEXT, description: 'Without milliseconds.' },
    ),
    closeDate: f.rule(
      WITHOUT_MILLIS,
      { value: 'closeDate' },
      { example: '2026-03-31T00:00:00Z', ...NULLABLE_TEXT, description: 'Without milliseconds.' },
    ),
    name: f.stored('name', { example: 'Globex renewal' }),
    amount: f.stored('amount', { example: '12500.5', ...NULLABLE_TEXT, description: 'Decimal carried as a string.' }),
    type: f.stored('type', { example: 'renewal', ...NULLABLE_TEXT }),
    stage: f.stored('stage', { example: 'negotiation', ...NULLABLE_TEXT }),
    createdAt: f.stored('createdAt', { example: TIMESTAMP }),
    updatedAt: f.stored('updatedAt', { example: TIMESTAMP }),
  }),
});

export const DEAL_EMBED_SHAPE = DEAL.shape;
export const DEAL_SHAPE = DEAL.shapeWith({ customFields: CUSTOM_FIELD_EMBED_SHAPE });

export const DealEmbedDoc = DEAL.Doc;
export type DealEmbedDoc = InstanceType<typeof DealEmbedDoc>;

export class DealDoc extends DealEmbedDoc {
  @ApiProperty({
    type: [CustomFieldValueDoc],
    description: 'Every deal custom field in creation order, with this deal’s value (null when unset).',
  })
  customFields: CustomFieldValueDoc[];
}

export const toDealEmbed = (deal: Parameters<typeof DEAL.toWire>[0], urls: PublicUrls): DealEmbedDoc =>
  DEAL.toWire(deal, urls, undefined);

/** Full deal; `customFields` only when they were loaded for the selection. */
export function toDealResource(
  deal: DealEntity,
  { customFields, urls, sel }: { customFields: CustomFieldValueDoc[] | undefined; urls: PublicUrls; sel: Selection },
): Partial<DealDoc> {
  return sel.projectWith(toDealEmbed(deal, urls), { customFields });
}

/**
 * The one rendering of deals: the list, the get, the answer of a write and the event of a deal a workspace create
 * made.
 */
export const renderDeals = (
  m: EntityManager,
  deals: DealEntity[],
  view: CustomFieldOwnersView,
): Promise<Partial<DealDoc>[]> =>
  renderWithCustomFields(m, deals, {
    objectType: 'deal',
    view,
    render: (deal, customFields) => toDealResource(deal, { customFields, urls: view.urls, sel: view.sel }),
  });

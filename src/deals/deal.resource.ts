import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection, Shape } from '../common/properties/selection.js';
import { withoutMillis } from '../common/time.js';
import { CUSTOM_FIELD_EMBED_SHAPE, CustomFieldValueDoc } from '../custom-fields/custom-field.resource.js';
import { servedAmount } from '../common/decimal.js';
import type { DealEntity } from './deal.entity.js';

/** The fields of a deal embedded in a workspace: no `customFields` there. */
const DEAL_EMBED_FIELDS = [
  'crmBDealId',
  'crmAOpportunityId',
  'createdDate',
  'closeDate',
  'name',
  'amount',
  'type',
  'stage',
  'createdAt',
  'updatedAt',
] as const;

/** A deal as embedded in a workspace. */
export const DEAL_EMBED_SHAPE: Shape = {
  name: 'deal',
  always: ['id', 'object', 'url'],
  fields: [...DEAL_EMBED_FIELDS],
};

export const DEAL_SHAPE: Shape = { ...DEAL_EMBED_SHAPE, embeds: { customFields: CUSTOM_FIELD_EMBED_SHAPE } };

export class DealEmbedDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ example: 'deal', enum: ['deal'] }) object: 'deal';
  @ApiProperty({ example: 'http://localhost:3000/v1/deals/a1B2c3D4e5F6' }) url: string;
  @ApiProperty({ example: '1234567890', nullable: true, type: String, description: 'Id in the second CRM.' })
  crmBDealId: string | null;
  @ApiProperty({ example: '0065g00000AbCdE', nullable: true, type: String, description: 'Id in the first CRM.' })
  crmAOpportunityId: string | null;
  @ApiProperty({ example: '2026-01-02T03:04:05Z', nullable: true, type: String, description: 'Without milliseconds.' })
  createdDate: string | null;
  @ApiProperty({ example: '2026-03-31T00:00:00Z', nullable: true, type: String, description: 'Without milliseconds.' })
  closeDate: string | null;
  @ApiProperty({ example: 'Globex renewal' }) name: string;
  @ApiProperty({ example: '12500.5', nullable: true, type: String, description: 'Decimal carried as a string.' })
  amount: string | null;
  @ApiProperty({ example: 'renewal', nullable: true, type: String }) type: string | null;
  @ApiProperty({ example: 'negotiation', nullable: true, type: String }) stage: string | null;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
}

export class DealDoc extends DealEmbedDoc {
  @ApiProperty({
    type: [CustomFieldValueDoc],
    description: 'Every deal custom field in creation order, with this deal’s value (null when unset).',
  })
  customFields: CustomFieldValueDoc[];
}

/** The columns toDealEmbed() reads. */
export const DEAL_EMBED_COLUMNS = ['id', ...DEAL_EMBED_FIELDS] as const;
export type DealEmbedFields = Pick<DealEntity, (typeof DEAL_EMBED_COLUMNS)[number]>;

export function toDealEmbed(deal: DealEmbedFields, urls: PublicUrls): DealEmbedDoc {
  return {
    id: deal.id,
    object: 'deal',
    url: urls.of('deals', deal.id),
    crmBDealId: deal.crmBDealId,
    crmAOpportunityId: deal.crmAOpportunityId,
    createdDate: withoutMillis(deal.createdDate),
    closeDate: withoutMillis(deal.closeDate),
    name: deal.name,
    amount: servedAmount(deal.amount),
    type: deal.type,
    stage: deal.stage,
    createdAt: deal.createdAt,
    updatedAt: deal.updatedAt,
  };
}

/** Full deal; `customFields` only when they were loaded for the selection. */
export function toDealResource(
  deal: DealEntity,
  { customFields, urls, sel }: { customFields: CustomFieldValueDoc[] | undefined; urls: PublicUrls; sel: Selection },
): Partial<DealDoc> {
  return sel.projectWith(toDealEmbed(deal, urls), { customFields });
}

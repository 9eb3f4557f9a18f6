import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection, Shape } from '../common/properties/selection.js';
import { CUSTOM_FIELD_EMBED_SHAPE, CustomFieldValueDoc } from '../custom-fields/custom-field.resource.js';
import type { AccountEntity } from './account.entity.js';

/** An account as embedded in a workspace: no `customFields` there. */
export const ACCOUNT_EMBED_SHAPE: Shape = {
  name: 'account',
  always: ['id', 'object', 'url'],
  fields: ['name', 'website', 'ownerId', 'logo', 'crmAAccountId', 'crmBCompanyId', 'createdAt', 'updatedAt'],
};

export const ACCOUNT_SHAPE: Shape = { ...ACCOUNT_EMBED_SHAPE, embeds: { customFields: CUSTOM_FIELD_EMBED_SHAPE } };

export class AccountEmbedDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ example: 'account', enum: ['account'] }) object: 'account';
  @ApiProperty({ example: 'http://localhost:3000/v1/accounts/a1B2c3D4e5F6' }) url: string;
  @ApiProperty({ example: 'Globex' }) name: string;
  @ApiProperty({ example: 'https://globex.example', nullable: true, type: String, format: 'uri' })
  website: string | null;
  @ApiProperty({ example: 'u1V2w3X4y5Z6', nullable: true, type: String, description: 'Id of the owning user.' })
  ownerId: string | null;
  @ApiProperty({ example: 'https://globex.example/logo.png', nullable: true, type: String }) logo: string | null;
  @ApiProperty({ example: '0015g00000XyZaB', nullable: true, type: String, description: 'Id in the first CRM.' })
  crmAAccountId: string | null;
  @ApiProperty({ example: '9876543210', nullable: true, type: String, description: 'Id in the second CRM.' })
  crmBCompanyId: string | null;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
}

export class AccountDoc extends AccountEmbedDoc {
  @ApiProperty({
    type: [CustomFieldValueDoc],
    description: 'Every account custom field in creation order, with this account’s value (null when unset).',
  })
  customFields: CustomFieldValueDoc[];
}

/** The columns toAccountEmbed() reads. */
export const ACCOUNT_EMBED_COLUMNS = [
  'id',
  'name',
  'website',
  'ownerId',
  'logo',
  'crmAAccountId',
  'crmBCompanyId',
  'createdAt',
  'updatedAt',
] as const;
export type AccountEmbedFields = Pick<AccountEntity, (typeof ACCOUNT_EMBED_COLUMNS)[number]>;

export function toAccountEmbed(account: AccountEmbedFields, urls: PublicUrls): AccountEmbedDoc {
  return {
    id: account.id,
    object: 'account',
    url: urls.of('accounts', account.id),
    name: account.name,
    website: account.website,
    ownerId: account.ownerId,
    logo: account.logo,
    crmAAccountId: account.crmAAccountId,
    crmBCompanyId: account.crmBCompanyId,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
  };
}

/** Full account; `customFields` only when they were loaded for the selection. */
export function toAccountResource(
  account: AccountEntity,
  { customFields, urls, sel }: { customFields: CustomFieldValueDoc[] | undefined; urls: PublicUrls; sel: Selection },
): Partial<AccountDoc> {
  return sel.projectWith(toAccountEmbed(account, urls), { customFields });
}

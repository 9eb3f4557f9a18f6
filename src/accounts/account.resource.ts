import type { EntityManager } from 'typeorm';
import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection } from '../common/properties/selection.js';
import { readModel } from '../common/read-model/read-model.js';
import { type CustomFieldOwnersView, renderWithCustomFields } from '../custom-fields/custom-field.repository.js';
import { CUSTOM_FIELD_EMBED_SHAPE, CustomFieldValueDoc } from '../custom-fields/custom-field.resource.js';
import { AccountEntity } from './account.entity.js';

/** An account as served; embedded in a workspace without `customFields`. */
export const ACCOUNT = readModel({
  entity: AccountEntity,
  object: 'account',
  collection: 'accounts',
  docName: 'AccountEmbedDoc',
  fields: (f) => ({
    name: f.stored('name', { example: 'Globex' }),
    website: f.stored('website', { example: 'https://globex.example', nullable: true, type: String, format: 'uri' }),
    ownerId: f.stored('ownerId', {
      example: 'u1V2w3X4y5Z6',
      nullable: true,
      type: String,
      description: 'Id of the owning user.',
    }),
    logo: f.stored('logo', { example: 'https://globex.example/logo.png', nullable: true, type: String }),
    crmAAccountId: f.stored('crmAAccountId', {
      example: '0015g00000XyZaB',
      nullable: true,
      type: String,
      description: 'Id in the first CRM.',
    }),
    crmBCompanyId: f.stored('crmBCompanyId', {
      example: '9876543210',
      nullable: true,
      type: String,
      description: 'Id in the second CRM.',
    }),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
    updatedAt: f.stored('updatedAt', { example: '2026-01-02T03:04:05.678Z' }),
  }),
});

export const ACCOUNT_EMBED_SHAPE = ACCOUNT.shape;
export const ACCOUNT_SHAPE = ACCOUNT.shapeWith({ customFields: CUSTOM_FIELD_EMBED_SHAPE });

export const AccountEmbedDoc = ACCOUNT.Doc;
export type AccountEmbedDoc = InstanceType<typeof AccountEmbedDoc>;

export class AccountDoc extends AccountEmbedDoc {
  @ApiProperty({
    type: [CustomFieldValueDoc],
    description: 'Every account custom field in creation order, with this account’s value (null when unset).',
  })
  customFields: CustomFieldValueDoc[];
}

export const toAccountEmbed = (account: Parameters<typeof ACCOUNT.toWire>[0], urls: PublicUrls): AccountEmbedDoc =>
  ACCOUNT.toWire(account, urls, undefined);

/** Full account; `customFields` only when they were loaded for the selection. */
export function toAccountResource(
  account: AccountEntity,
  { customFields, urls, sel }: { customFields: CustomFieldValueDoc[] | undefined; urls: PublicUrls; sel: Selection },
): Partial<AccountDoc> {
  return sel.projectWith(toAccountEmbed(account, urls), { customFields });
}

/**
 * The one rendering of accounts: the list, the get, the answer of a write and the event of a account a workspace create
 * made.
 */
export const renderAccounts = (
  m: EntityManager,
  accounts: AccountEntity[],
  view: CustomFieldOwnersView,
): Promise<Partial<AccountDoc>[]> =>
  renderWithCustomFields(m, accounts, {
    objectType: 'account',
    view,
    render: (account, customFields) => toAccountResource(account, { customFields, urls: view.urls, sel: view.sel }),
  });

import type { EntityManager } from 'typeorm';
import { columnOf, wireObject } from '../database/json-sql.js';
import { type WireJsonSql, urlSql } from '../database/wire-json.js';
import { AccountEntity } from './account.entity.js';

/** toAccountEmbed()'s JSON written by the database for the row `alias`. */
export function accountEmbedWireSql(m: EntityManager, w: WireJsonSql, alias: string): string {
  return wireObject(m, w, {
    entity: AccountEntity,
    alias,
    fields: [
      'id',
      ['object', w.constant('account')],
      ['url', w.value(urlSql('accounts', columnOf(m, AccountEntity, alias, 'id')))],
      'name',
      'website',
      'ownerId',
      'logo',
      'crmAAccountId',
      'crmBCompanyId',
      'createdAt',
      'updatedAt',
    ],
  });
}

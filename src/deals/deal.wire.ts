import type { EntityManager } from 'typeorm';
import { columnOf, wireObject } from '../database/json-sql.js';
import { type WireJsonSql, urlSql, withoutMillisSql } from '../database/wire-json.js';
import { DealEntity } from './deal.entity.js';

/**
 * toDealEmbed()'s JSON written by the database for the row `alias`. `amount` as stored: every stored amount is
 * canonical (the CanonicalDealAmounts migration rewrote the older ones), which is what servedAmount() serves.
 */
export function dealEmbedWireSql(m: EntityManager, w: WireJsonSql, alias: string): string {
  const column = (property: keyof DealEntity & string) => columnOf(m, DealEntity, alias, property);
  return wireObject(m, w, {
    entity: DealEntity,
    alias,
    fields: [
      'id',
      ['object', w.constant('deal')],
      ['url', w.value(urlSql('deals', column('id')))],
      'crmBDealId',
      'crmAOpportunityId',
      ['createdDate', w.value(withoutMillisSql(column('createdDate')))],
      ['closeDate', w.value(withoutMillisSql(column('closeDate')))],
      'name',
      'amount',
      'type',
      'stage',
      'createdAt',
      'updatedAt',
    ],
  });
}

import type { EntityManager } from 'typeorm';
import { columnOf, wireObject } from '../database/json-sql.js';
import { type WireJsonSql, resourceHeadSql, withoutMillisSql } from '../database/wire-json.js';
import { DealEntity } from './deal.entity.js';
import { DEAL_EMBED_COLUMNS } from './deal.resource.js';

/**
 * toDealEmbed()'s JSON written by the database for the row `alias`. `amount` as stored: every stored amount is
 * canonical (the CanonicalDealAmounts migration rewrote the older ones), which is what servedAmount() serves.
 */
export function dealEmbedWireSql(m: EntityManager, w: WireJsonSql, alias: string): string {
  const column = (property: keyof DealEntity & string) => columnOf(m, DealEntity, alias, property);
  return wireObject(m, w, {
    entity: DealEntity,
    alias,
    // DEAL_EMBED_COLUMNS is in wire order: `id`, then the fields toDealEmbed() serves (the dates without milliseconds).
    fields: [
      ...resourceHeadSql(w, { object: 'deal', collection: 'deals', id: column('id') }),
      ...DEAL_EMBED_COLUMNS.filter((field) => field !== 'id').map((field) =>
        field === 'createdDate' || field === 'closeDate'
          ? ([field, w.value(withoutMillisSql(column(field)))] as const)
          : field,
      ),
    ],
  });
}

import type { EntityManager } from 'typeorm';
import { columnOf, wireObject } from '../database/json-sql.js';
import { type WireJsonSql, resourceHeadSql } from '../database/wire-json.js';
import { AccountEntity } from './account.entity.js';
import { ACCOUNT_EMBED_COLUMNS } from './account.resource.js';

/** toAccountEmbed()'s JSON written by the database for the row `alias`. */
export function accountEmbedWireSql(m: EntityManager, w: WireJsonSql, alias: string): string {
  return wireObject(m, w, {
    entity: AccountEntity,
    alias,
    // ACCOUNT_EMBED_COLUMNS is in wire order: `id`, then the stored fields (resourceHeadSql writes id, object and url).
    fields: [
      ...resourceHeadSql(w, { object: 'account', collection: 'accounts', id: columnOf(m, AccountEntity, alias, 'id') }),
      ...ACCOUNT_EMBED_COLUMNS.filter((column) => column !== 'id'),
    ],
  });
}

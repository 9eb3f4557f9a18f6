import type { EntityManager } from 'typeorm';
import { dialectOf } from '../database/dialects.js';
import { columnOf, wireObject } from '../database/json-sql.js';
import { type WireJsonSql, resourceHeadSql } from '../database/wire-json.js';
import { DISPLAY_NAME } from './display-name.computed.js';
import { UserEntity } from './user.entity.js';

/**
 * toUserResource()'s JSON written by the database for the user row `alias` (see src/database/wire-json.ts), its
 * `name` by DISPLAY_NAME's SQL.
 */
export function userWireSql(m: EntityManager, w: WireJsonSql, alias: string): string {
  const column = (property: keyof UserEntity & string) => columnOf(m, UserEntity, alias, property);
  const displayName = DISPLAY_NAME.sql[dialectOf(m.connection).name]({
    name: column('name'),
    firstName: column('firstName'),
    lastName: column('lastName'),
    email: column('email'),
  });
  return wireObject(m, w, {
    entity: UserEntity,
    alias,
    fields: [
      ...resourceHeadSql(w, { object: 'user', collection: 'users', id: column('id') }),
      'firstName',
      'lastName',
      'avatar',
      'email',
      ['name', w.value(displayName)],
      'createdAt',
      'updatedAt',
    ],
  });
}

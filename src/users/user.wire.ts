import type { EntityManager } from 'typeorm';
import { columnOf, wireObject } from '../database/json-sql.js';
import { type WireJsonSql, resourceHeadSql } from '../database/wire-json.js';
import { UserEntity } from './user.entity.js';

/**
 * toUserResource()'s JSON written by the database for the user row `alias` (see src/database/wire-json.ts), with
 * displayName() in SQL: `name` unless empty, else the first and last names that are not blank (JavaScript's trim),
 * else the e-mail's local part. test/e2e/wire-json.e2e-spec checks both give the same text.
 */
export function userWireSql(m: EntityManager, w: WireJsonSql, alias: string): string {
  const column = (property: keyof UserEntity & string) => columnOf(m, UserEntity, alias, property);
  const [name, email] = [column('name'), column('email')];
  const unlessBlank = (expr: string) => `CASE WHEN ${w.trim(expr)} <> '' THEN ${expr} END`;
  const full = `concat_ws(' ', ${unlessBlank(column('firstName'))}, ${unlessBlank(column('lastName'))})`;
  const displayName = `CASE WHEN ${name} <> '' THEN ${name} ELSE COALESCE(NULLIF(${full}, ''), ${w.beforeAt(email)}) END`;
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

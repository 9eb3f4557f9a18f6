import type { EntityManager } from 'typeorm';
import { wireObject } from '../database/json-sql.js';
import type { WireJsonSql } from '../database/wire-json.js';
import { USER } from '../users/user.resource.js';
import { WorkspaceUserEntity } from './workspace-user.entity.js';

/** toWorkspaceUserResource()'s JSON written by the database: the member row `alias` with its user `userAlias`. */
export function workspaceUserWireSql(
  m: EntityManager,
  w: WireJsonSql,
  { alias, userAlias }: { alias: string; userAlias: string },
): string {
  return wireObject(m, w, {
    entity: WorkspaceUserEntity,
    alias,
    fields: ['id', 'role', 'workspaceId', ['user', USER.wireSql(m, userAlias)], 'createdAt', 'updatedAt'],
  });
}

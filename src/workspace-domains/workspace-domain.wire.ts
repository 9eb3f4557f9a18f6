import type { EntityManager } from 'typeorm';
import { wireObject } from '../database/json-sql.js';
import type { WireJsonSql } from '../database/wire-json.js';
import { WorkspaceDomainEntity } from './workspace-domain.entity.js';

/** toWorkspaceDomainResource()'s JSON written by the database for the row `alias`. */
export function workspaceDomainWireSql(m: EntityManager, w: WireJsonSql, alias: string): string {
  return wireObject(m, w, {
    entity: WorkspaceDomainEntity,
    alias,
    fields: ['id', 'role', 'domain', 'workspaceId', 'createdAt', 'updatedAt'],
  });
}

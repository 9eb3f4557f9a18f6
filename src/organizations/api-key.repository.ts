import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { KeyRecord } from '../common/auth/api-key-cache.js';
import { ApiKeyStore } from '../common/auth/api-key-store.js';
import { Db } from '../database/db.service.js';
import { NamedStatement } from '../database/prepared-query.js';
import { ApiKeyEntity } from './api-key.entity.js';
import { nowIso } from '../common/time.js';

/** The key and its organization by hash (a prepared statement on PostgreSQL). */
export const KEY_SQL = new NamedStatement<{
  hash: string;
}>(`SELECT k.id AS "id", k.hash AS "hash", k.scope AS "scope", k.expires_at AS "expiresAt",
    k.revoked_at AS "revokedAt", o.id AS "orgId", o.slug AS "orgSlug", o.name AS "orgName"
  FROM "api_key" k INNER JOIN "organization" o ON o.id = k.organization_id
  WHERE k.hash = :hash`);

/** The api_key table as authentication reads and touches it (ApiKeyGuard through ApiKeyLookup). */
@Injectable()
export class OrganizationApiKeys extends ApiKeyStore {
  constructor(private readonly db: Db) {
    super();
  }

  async find(hash: string): Promise<KeyRecord | undefined> {
    const [sql, parameters] = KEY_SQL.bind(this.db.dataSource.manager, { hash });
    const [found] = await this.db.query<KeyRecord>(sql, parameters);
    return found;
  }

  async touch(keyId: string, at: string): Promise<void> {
    await this.db.write((m) => m.update(ApiKeyEntity, { id: keyId }, { lastUsedAt: at }));
  }
}

export function insertApiKey(m: EntityManager, key: ApiKeyEntity): Promise<unknown> {
  return m.insert(ApiKeyEntity, key);
}

/** Every key, or an organization's, oldest first. */
export function listApiKeys(m: EntityManager, orgId?: string): Promise<ApiKeyEntity[]> {
  return m.find(ApiKeyEntity, { where: orgId ? { organizationId: orgId } : {}, order: { createdAt: 'ASC' } });
}

/** Revokes the live keys whose id or visible prefix is `idOrPrefix`; how many were. */
export async function revokeApiKeys(m: EntityManager, idOrPrefix: string): Promise<number> {
  const result = await revokeQuery(m, idOrPrefix).execute();
  return result.affected ?? 0;
}

export const revokeQuery = (m: EntityManager, idOrPrefix: string) =>
  m
    .createQueryBuilder()
    .update(ApiKeyEntity)
    .set({ revokedAt: nowIso() })
    .where('(id = :v OR prefix = :v) AND revoked_at IS NULL', { v: idOrPrefix });

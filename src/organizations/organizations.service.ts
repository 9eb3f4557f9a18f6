import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { KEY_CHANGES_CHANNEL, generateApiKey, hashApiKey, localKeyChanges } from '../common/auth/keys.js';
import { newId } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { slugify } from '../database/slug.computed.js';
import { dialectOf } from '../database/dialects.js';
import { ApiKeyEntity, type KeyScope } from './api-key.entity.js';
import { insertApiKey, listApiKeys, revokeApiKeys } from './api-key.repository.js';
import { OrganizationEntity } from './organization.entity.js';
import { findOrganizationByName, insertOrganization, isSlugTaken } from './organization.repository.js';

export interface IssuedKey {
  /** The secret: shown once, never stored. */
  key: string;
  record: ApiKeyEntity;
}

export interface KeyOptions {
  name: string;
  scope?: KeyScope;
  expiresAt?: string | null;
}

/**
 * Organizations and their API keys. Used by the key CLI, the demo seed and tests; keys are not managed over
 * HTTP in this version. Takes a DataSource (not Db) so the CLI can use it without the HTTP application.
 */
@Injectable()
export class OrganizationsService {
  constructor(private readonly dataSource: DataSource) {}

  async findOrCreate(name: string, manager: EntityManager = this.dataSource.manager): Promise<OrganizationEntity> {
    const existing = await findOrganizationByName(manager, name);
    if (existing) return existing;
    const now = nowIso();
    const base = slugify(name);
    const taken = await isSlugTaken(manager, base);
    const org = manager.create(OrganizationEntity, {
      id: newId(),
      name,
      slug: taken ? `${base}-${newId().slice(0, 6).toLowerCase()}` : base,
      createdAt: now,
      updatedAt: now,
    });
    await insertOrganization(manager, org);
    return org;
  }

  async issueKey(
    orgId: string,
    opts: KeyOptions,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<IssuedKey> {
    const key = generateApiKey();
    const record = manager.create(ApiKeyEntity, {
      id: newId(),
      organizationId: orgId,
      name: opts.name,
      prefix: key.slice(0, 8),
      hash: hashApiKey(key),
      scope: opts.scope ?? 'write',
      lastUsedAt: null,
      expiresAt: opts.expiresAt ?? null,
      revokedAt: null,
      createdAt: nowIso(),
    });
    await insertApiKey(manager, record);
    return { key, record };
  }

  listKeys(orgId?: string): Promise<(ApiKeyEntity & { orgName?: string })[]> {
    return listApiKeys(this.dataSource.manager, orgId);
  }

  /** Revokes by key id or by the key's visible prefix; returns how many keys were revoked. */
  async revoke(idOrPrefix: string): Promise<number> {
    const revoked = await this.dataSource.transaction(async (m) => {
      const affected = await revokeApiKeys(m, idOrPrefix);
      // Delivered on commit: running instances drop their cached keys. (SQLite instances see the commit itself.)
      if (affected > 0) await dialectOf(m.connection).notify(m, KEY_CHANGES_CHANNEL);
      return affected;
    });
    if (revoked > 0) localKeyChanges.announce();
    return revoked;
  }
}

import { type DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { migrate } from '../database/migrate.js';
import { ApiKeyEntity } from '../organizations/api-key.entity.js';
import { OrganizationEntity } from '../organizations/organization.entity.js';

/** Opens the `key` command's own connection and brings the schema up to date, as the server does at start. */
export async function openDatabase(dataSource: DataSource): Promise<void> {
  await dataSource.initialize();
  await migrate(dataSource);
}

/** Closes the connection, if it was opened. */
export async function closeDatabase(dataSource: DataSource): Promise<void> {
  if (dataSource.isInitialized) await dataSource.destroy();
}

export async function organizationExists(m: EntityManager, name: string): Promise<boolean> {
  return (await m.count(OrganizationEntity, { where: { name } })) > 0;
}

export function organizationsByIds(m: EntityManager, ids: readonly string[]): Promise<OrganizationEntity[]> {
  return m.find(OrganizationEntity, { where: { id: In([...ids]) } });
}

/** Keys whose id or prefix is `target`, oldest first (exported for its SQL snapshot). */
export function keysMatchingQuery(m: EntityManager, target: string): SelectQueryBuilder<ApiKeyEntity> {
  return m
    .createQueryBuilder(ApiKeyEntity, 'k')
    .where('(k.id = :target OR k.prefix = :target)', { target })
    .orderBy('k.created_at', 'ASC');
}

/** Keys whose id or prefix is `target`, revoked ones included, oldest first: prefixes are short and may collide. */
export function keysMatching(m: EntityManager, target: string): Promise<ApiKeyEntity[]> {
  return keysMatchingQuery(m, target).getMany();
}

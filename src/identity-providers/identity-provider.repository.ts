import type { EntityManager } from 'typeorm';
import { IdentityProviderEntity } from './identity-provider.entity.js';

/** The enabled providers of an organization, oldest first (the buttons' order). */
export function enabledProviders(m: EntityManager, organizationId: string): Promise<{ id: string; name: string }[]> {
  return m.find(IdentityProviderEntity, {
    select: { id: true, name: true },
    where: { organizationId, enabled: true },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
}

/** One enabled provider of the organization, or null (unknown, another organization's, or disabled). */
export function findEnabledProvider(
  m: EntityManager,
  organizationId: string,
  id: string,
): Promise<IdentityProviderEntity | null> {
  return m.findOneBy(IdentityProviderEntity, { id, organizationId, enabled: true });
}

export function countProviders(m: EntityManager, organizationId: string): Promise<number> {
  return m.count(IdentityProviderEntity, { where: { organizationId } });
}

export function insertProvider(m: EntityManager, row: IdentityProviderEntity): Promise<unknown> {
  return m.insert(IdentityProviderEntity, row);
}

export function updateProvider(
  m: EntityManager,
  id: string,
  changes: Partial<IdentityProviderEntity>,
): Promise<unknown> {
  return m.update(IdentityProviderEntity, { id }, changes);
}

export function deleteProvider(m: EntityManager, id: string): Promise<unknown> {
  return m.delete(IdentityProviderEntity, { id });
}

import type { EntityManager } from 'typeorm';
import { OrganizationEntity } from './organization.entity.js';

export function findOrganizationByName(m: EntityManager, name: string): Promise<OrganizationEntity | null> {
  return m.findOne(OrganizationEntity, { where: { name } });
}

export async function isSlugTaken(m: EntityManager, slug: string): Promise<boolean> {
  return (await m.count(OrganizationEntity, { where: { slug } })) > 0;
}

export function insertOrganization(m: EntityManager, org: OrganizationEntity): Promise<unknown> {
  return m.insert(OrganizationEntity, org);
}

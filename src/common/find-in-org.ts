import type { EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import { notFound } from './http/app-error.js';

/** One row of the caller's organization by id, or 404: another organization's ids are simply not found. */
export async function findInOrg<E extends { id: string; organizationId: string; version?: number }>(
  m: EntityManager,
  entity: EntityTarget<E>,
  orgId: string,
  id: string,
  resource: string,
): Promise<E> {
  const row = await m.findOne(entity, { where: { id, organizationId: orgId } as FindOptionsWhere<E> });
  if (!row) throw notFound(resource, id);
  return row;
}

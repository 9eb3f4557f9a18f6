import type { EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import { notFound } from '../http/app-error.js';

/** Which row: its id in the caller's organization, and the resource name a 404 names. */
export interface RowInOrg {
  orgId: string;
  id: string;
  resource: string;
}

/** One row of the caller's organization by id, or 404: another organization's ids are simply not found. */
export async function findInOrg<E extends { id: string; organizationId: string }>(
  m: EntityManager,
  entity: EntityTarget<E>,
  { orgId, id, resource }: RowInOrg,
): Promise<E> {
  const row = await findOneInOrg(m, entity, { orgId, id });
  if (!row) throw notFound(resource, id);
  return row;
}

/** One row of the caller's organization by id, or null, for a caller whose error names the field that held the id. */
export function findOneInOrg<E extends { id: string; organizationId: string }>(
  m: EntityManager,
  entity: EntityTarget<E>,
  { orgId, id }: Omit<RowInOrg, 'resource'>,
): Promise<E | null> {
  return m.findOne(entity, { where: { id, organizationId: orgId } as FindOptionsWhere<E> });
}

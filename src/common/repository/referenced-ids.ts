import { type EntityManager, type EntityTarget, In, type ObjectLiteral } from 'typeorm';
import { type ErrorDetail, invalidFields } from '../http/app-error.js';

/** The ids a body sends in `field` (`tagIds`), of rows named `what` (`tag`) in an error. */
export interface ReferencedIds {
  orgId: string;
  ids: readonly string[];
  field: string;
  what: string;
}

/**
 * Checks that every id a body references exists in the caller's organization (one query), and answers 400
 * with one detail per missing id (`tagIds[1]`) otherwise. Returns the ids without duplicates, in input order.
 */
export async function requireReferencedIds<E extends ObjectLiteral & { id: string; organizationId: string }>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  { orgId, ids, field, what }: ReferencedIds,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await manager
    .createQueryBuilder(entity, 'e')
    .select('e.id', 'id')
    .where('e.organization_id = :orgId', { orgId })
    .andWhere({ id: In(unique) })
    .getRawMany<{ id: string }>();
  const found = new Set(rows.map((row) => row.id));
  const details: ErrorDetail[] = [];
  ids.forEach((id, i) => {
    if (!found.has(id)) details.push({ field: `${field}[${i}]`, message: `${what} ${id} does not exist` });
  });
  if (details.length > 0) throw invalidFields(details);
  return unique;
}

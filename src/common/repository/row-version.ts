import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { AppError } from '../http/app-error.js';
import { type IfMatchValue, preconditionFailed } from '../http/if-match.js';
import type { Versioned } from '../http/versioned.js';

interface VersionedRow {
  readonly id: string;
  readonly organizationId: string;
  readonly version?: number;
}

/**
 * Checks a write's `If-Match` against the row it just loaded, inside the write's transaction: the loaded version
 * must be one the client accepts, and an UPDATE matching only that version must still find the row. On PostgreSQL
 * that UPDATE takes the row lock, so of two writers holding the same ETag the second one re-checks after the first
 * commits, sees the new version and gets 412: lost updates are impossible. Only the loaded version is bound, never
 * the client's list: a tag beyond the column's range (PostgreSQL `integer`) can match nothing and costs nothing.
 * Called right after the row is found, so another organization's id has already been a 404.
 */
export async function requireVersion(
  m: EntityManager,
  { entity, row, ifMatch }: { entity: EntityTarget<ObjectLiteral>; row: VersionedRow; ifMatch: IfMatchValue },
): Promise<void> {
  if (ifMatch === null || row.version === undefined) return;
  if ('malformed' in ifMatch) throw ifMatch.malformed;
  if (ifMatch.versions === '*') return;
  if (!ifMatch.versions.includes(row.version)) throw preconditionFailed();
  const { affected } = await m
    .createQueryBuilder()
    .update(entity)
    .set({ version: () => 'version' })
    .where('id = :id AND organization_id = :org AND version = :version', {
      id: row.id,
      org: row.organizationId,
      version: row.version,
    })
    .execute();
  if (affected === 0) throw preconditionFailed();
}

/** A loaded row's resource with the row's version (its ETag). */
export function versioned<T>(value: T, row: { readonly version?: number }): Versioned<T> {
  if (row.version === undefined) throw new Error('row loaded without its version column');
  return { value, version: row.version };
}

/**
 * `db.write(work)` answering the version the row has after the work, read back in the same transaction: the ETag of
 * the answer. Read back rather than counted, because one write may update the row more than once (or not at all).
 */
export function writeVersioned<T>(
  db: { write<R>(work: (m: EntityManager) => Promise<R>): Promise<R> },
  { entity, id }: { entity: EntityTarget<ObjectLiteral>; id: string },
  work: (m: EntityManager) => Promise<T>,
): Promise<Versioned<T>> {
  return db.write(async (m) => {
    const value = await work(m);
    const row = await m
      .createQueryBuilder(entity, 'r')
      .select('r.version', 'version')
      .where('r.id = :id', { id })
      .getRawOne<{ version: number | string }>();
    // Only a concurrent DELETE committed during this write (PostgreSQL) can take the row away.
    if (!row) throw new AppError(404, `${id} was deleted while it was being updated`);
    return { value, version: Number(row.version) };
  });
}

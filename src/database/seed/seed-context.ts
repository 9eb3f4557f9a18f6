import type { EntityManager, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';
import { newId } from '../../common/ids.js';
import type { DemoClock } from './demo-clock.js';

/** Ids made for the demo rows, looked up by kind and the data's own key (e.g. `user`, `maya`). */
export class DemoIds {
  private readonly ids = new Map<string, string>();

  add(kind: string, key: string): string {
    const id = newId();
    this.ids.set(`${kind}:${key}`, id);
    return id;
  }

  of(kind: string, key: string): string {
    const id = this.ids.get(`${kind}:${key}`);
    // The demo data is static; a dangling key is a bug in it, caught by the seed tests.
    if (!id) throw new Error(`Demo data refers to an unknown ${kind} "${key}"`);
    return id;
  }
}

export interface SeedContext {
  readonly m: EntityManager;
  readonly orgId: string;
  readonly clock: DemoClock;
  readonly ids: DemoIds;
  /** PUBLIC_BASE_URL: the demo logos are served by the service itself (initialsLogoPath). */
  readonly publicBaseUrl: string;
}

/** createdAt/updatedAt for a row made `daysAgo` days ago; `order` keeps rows of one kind in data order. */
export function stamps(ctx: SeedContext, daysAgo: number, order = 0): { createdAt: string; updatedAt: string } {
  const at = ctx.clock.ago(daysAgo, order);
  return { createdAt: at, updatedAt: at };
}

/**
 * Inserts rows as given. `updateEntity(false)` matters: on SQLite, TypeORM re-selects rows with column defaults
 * after a multi-row insert and merges them back by position, not by id, which would shuffle the ids of the
 * objects still in use here (workspace tasks copy their template task's id).
 */
export async function insertRows<T extends ObjectLiteral>(
  ctx: SeedContext,
  entity: EntityTarget<T>,
  rows: QueryDeepPartialEntity<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  await ctx.m.createQueryBuilder().insert().into(entity).values(rows).updateEntity(false).execute();
}

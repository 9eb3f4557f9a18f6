import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Rows kept in a compact 0-based order within a parent (a workspace's plans, a plan's tasks): positions 0 to n - 1,
 * changed only under the parent's lock. `column` and `parentColumn` are the database column names.
 */
export interface OrderedList<E extends ObjectLiteral> {
  readonly entity: EntityTarget<E>;
  readonly parentColumn: string;
  readonly parentId: string;
  readonly column: string;
}

/** How many places the list has: the last position + 1 (positions are compact), one step down the index. */
export async function listLength<E extends ObjectLiteral>(m: EntityManager, list: OrderedList<E>): Promise<number> {
  const row = await m
    .createQueryBuilder(list.entity, 'o')
    .select(`MAX("o"."${list.column}")`, 'last')
    .where(`"o"."${list.parentColumn}" = :parentId`, { parentId: list.parentId })
    .getRawOne<{ last: number | string | null }>();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Makes room at `index` (past the end or absent: last) and answers the place a new row takes there. */
export async function openPlace<E extends ObjectLiteral>(
  m: EntityManager,
  list: OrderedList<E>,
  index: number | undefined,
): Promise<number> {
  const length = await listLength(m, list);
  const place = Math.min(index ?? length, length);
  if (place < length) await shift(m, list, { from: place, to: null, step: '+ 1' });
  return place;
}

/** Closes the gap a removed row left at `place`. */
export async function closePlace<E extends ObjectLiteral>(
  m: EntityManager,
  list: OrderedList<E>,
  place: number,
): Promise<void> {
  await shift(m, list, { from: place + 1, to: null, step: '- 1' });
}

/**
 * Moves the row at `from` to `index` (past the end: last), shifting the rows in between by one towards its old place;
 * answers its new place. The caller writes the row's own position.
 */
export async function movePlace<E extends ObjectLiteral>(
  m: EntityManager,
  list: OrderedList<E>,
  { from, index }: { from: number; index: number },
): Promise<number> {
  const target = Math.min(index, (await listLength(m, list)) - 1);
  if (target === from) return target;
  if (target < from) await shift(m, list, { from: target, to: from - 1, step: '+ 1' });
  else await shift(m, list, { from: from + 1, to: target, step: '- 1' });
  return target;
}

async function shift<E extends ObjectLiteral>(
  m: EntityManager,
  list: OrderedList<E>,
  { from, to, step }: { from: number; to: number | null; step: '+ 1' | '- 1' },
): Promise<void> {
  const query = m
    .createQueryBuilder()
    .update(list.entity)
    .set({ [list.column]: () => `"${list.column}" ${step}` } as never)
    .where(`"${list.parentColumn}" = :parentId AND "${list.column}" >= :from`, { parentId: list.parentId, from });
  if (to !== null) query.andWhere(`"${list.column}" <= :to`, { to });
  await query.execute();
}

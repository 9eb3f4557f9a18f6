import {
  type EntityManager,
  type EntityTarget,
  type FindOptionsOrder,
  type FindOptionsRelations,
  type FindOptionsWhere,
  In,
  type ObjectLiteral,
} from 'typeorm';

/** How loadGrouped reads: the rows whose `key` column is one of the ids, in `order`, with `relations` joined. */
export interface GroupedLoad<E extends ObjectLiteral, V> {
  /** The owners' ids: every one gets an entry, empty when it owns nothing. */
  readonly ids: readonly string[];
  /** The column holding the owner's id (`boardId` of a link row, `customFieldId` of an option). */
  readonly key: keyof E & string;
  readonly order: FindOptionsOrder<E>;
  readonly relations?: FindOptionsRelations<E>;
  /** What each row contributes (a joined relation); the row itself by default, none when undefined. */
  readonly pick?: (row: E) => V | undefined;
}

/**
 * The rows of many owners in one query, grouped by owner in the query's order: an embed of a whole page costs one
 * statement, whatever the page size. Reads rows, not
 * de-duplicated entities, because one related row can belong to several owners of the page.
 */
export async function loadGrouped<E extends ObjectLiteral, V = E>(
  m: EntityManager,
  entity: EntityTarget<E>,
  load: GroupedLoad<E, V>,
): Promise<Map<string, V[]>> {
  const byOwner = new Map<string, V[]>(load.ids.map((id) => [id, []]));
  if (load.ids.length === 0) return byOwner;
  const rows = await m.find(entity, {
    where: { [load.key]: In([...new Set(load.ids)]) } as FindOptionsWhere<E>,
    relations: load.relations,
    order: load.order,
  });
  const pick = load.pick ?? ((row: E) => row as unknown as V);
  for (const row of rows) {
    const value = pick(row);
    if (value !== undefined) byOwner.get(row[load.key] as string)?.push(value);
  }
  return byOwner;
}

import type { EntityManager, EntityTarget, FindOptionsOrder, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import type { PageWindow } from '../pagination/page.query.js';
import { type Page, buildPageInfo, readPage } from '../pagination/page-info.js';

/** What findPage() reads. */
export interface PageFind<E extends ObjectLiteral> {
  entity: EntityTarget<E>;
  where: FindOptionsWhere<E>;
  window: PageWindow;
  order?: FindOptionsOrder<E>;
}

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/**
 * One page of an entity: the total first, then the rows only when the page is not past the end (a page past the end
 * costs one statement). Ordered newest first unless `order` says otherwise.
 */
export async function findPage<E extends ObjectLiteral>(
  m: EntityManager,
  { entity, where, window, order = NEWEST_FIRST as unknown as FindOptionsOrder<E> }: PageFind<E>,
): Promise<{ rows: E[]; total: number }> {
  return readPage(window, {
    total: () => m.count(entity, { where }),
    rows: () => m.find(entity, { where, order, skip: window.offset, take: window.limit }),
  });
}

/** One page of an entity as the wire shows it: findPage(), `present` on the rows, and the page info. */
export async function presentPage<E extends ObjectLiteral, T>(
  m: EntityManager,
  { entity, where, window, order }: PageFind<E>,
  present: (rows: E[]) => T[] | Promise<T[]>,
): Promise<Page<T>> {
  const { rows, total } = await findPage(m, { entity, where, window, order });
  const items = await present(rows);
  return { items, pageInfo: buildPageInfo(window, total, items.length) };
}

import { ApiProperty } from '@nestjs/swagger';
import type { EntityManager, EntityTarget, FindOptionsOrder, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import type { PageQuery, PageWindow } from './page.query.js';

export class PageInfo {
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 3, description: 'ceil(total / limit); 0 when there are no items.' }) pages: number;
  @ApiProperty({ example: 42, description: 'All items matching the request.' }) total: number;
  @ApiProperty({ example: 20, description: 'Items on this page.' }) pageTotal: number;
  @ApiProperty({ example: true }) hasNextPage: boolean;
  @ApiProperty({ example: false }) hasPrevPage: boolean;
}

export function buildPageInfo(window: PageWindow, total: number, pageTotal: number): PageInfo {
  const pages = Math.ceil(total / window.limit);
  return {
    page: window.page,
    pages,
    total,
    pageTotal,
    hasNextPage: window.page < pages,
    hasPrevPage: window.page > 1,
  };
}

export interface Page<T> {
  readonly items: T[];
  readonly pageInfo: PageInfo;
}

/** Where a page's total and rows come from (see readPage). */
export interface PageSource<T> {
  readonly total: () => Promise<number>;
  readonly rows: () => Promise<T[]>;
}

/**
 * One page: the total first, then the rows only when the page is not past the end (a page past the end costs one
 * statement). For lists whose total or rows are not a plain count and find (findPage).
 */
export async function readPage<T>(window: PageWindow, source: PageSource<T>): Promise<{ rows: T[]; total: number }> {
  const total = await source.total();
  const rows = window.offset >= total ? [] : await source.rows();
  return { rows, total };
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

/** The query of a list route: paging, `properties`, and `filters` for the lists that declare some. */
export type ListQuery = PageQuery & { properties?: string[]; filters?: unknown };

/** What findPage() reads. */
export interface PageFind<E extends ObjectLiteral> {
  entity: EntityTarget<E>;
  where: FindOptionsWhere<E>;
  window: PageWindow;
  order?: FindOptionsOrder<E>;
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

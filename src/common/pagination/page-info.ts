import { ApiProperty } from '@nestjs/swagger';
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

/** The query of a list route: paging, `properties`, and `filters` for the lists that declare some. */
export type ListQuery = PageQuery & { properties?: string[]; filters?: unknown };

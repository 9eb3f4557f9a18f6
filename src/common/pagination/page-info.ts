import { ApiProperty } from '@nestjs/swagger';
import type { PageWindow } from './page.query.js';

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

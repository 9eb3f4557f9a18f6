import { ApiProperty } from '@nestjs/swagger';
import { Rule } from '../validation/rule.js';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

function positiveInteger(max?: number) {
  return (value: unknown): string | null => {
    const range = max ? `an integer from 1 to ${max}` : 'an integer of at least 1';
    if (typeof value !== 'string') return `must be a single value, ${range}`;
    if (!/^[1-9]\d{0,8}$/.test(value)) return `must be ${range}`;
    if (max !== undefined && Number(value) > max) return `must be ${range}`;
    return null;
  };
}

/** `page` and `limit` as they arrive in the query string (strings), validated exactly; see pageWindow(). */
export class PageQuery {
  @Rule('page', positiveInteger(), 'optional')
  @ApiProperty({ required: false, type: 'integer', minimum: 1, default: 1, description: 'Page number, from 1.' })
  page?: string;

  @Rule('limit', positiveInteger(MAX_LIMIT), 'optional')
  @ApiProperty({
    required: false,
    type: 'integer',
    minimum: 1,
    maximum: MAX_LIMIT,
    default: DEFAULT_LIMIT,
    description: 'Items per page.',
  })
  limit?: string;
}

export interface PageWindow {
  readonly page: number;
  readonly limit: number;
  readonly offset: number;
}

export function pageWindow(query: PageQuery): PageWindow {
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? DEFAULT_LIMIT);
  return { page, limit, offset: (page - 1) * limit };
}

import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';

export type RawQuery = Record<string, unknown>;

/**
 * Reads the query string itself rather than trusting a generic parser, so the contract's edges are exact:
 * `properties`, `properties=a,b` and `properties[]=a` all become a list; `filters[key]=v` becomes an object while
 * `filters={json}` stays a string for the resource to parse; a repeated scalar or `limit[]=5` becomes an array,
 * which the query DTO then rejects as not a single value; unknown names are rejected by the DTO whitelist.
 */
export function parseQueryString(url: string): RawQuery {
  const question = url.indexOf('?');
  const params = new URLSearchParams(question === -1 ? '' : url.slice(question + 1));
  const query: RawQuery = {};
  for (const [key, value] of params) {
    const bracket = /^([^[\]]+)\[([^[\]]*)\]$/.exec(key);
    if (key === 'properties' || key === 'properties[]') {
      query.properties = [...((query.properties as string[] | undefined) ?? []), value];
    } else if (bracket && bracket[1] === 'filters' && bracket[2] !== '') {
      const filters = typeof query.filters === 'object' && query.filters !== null ? (query.filters as RawQuery) : {};
      if (typeof query.filters === 'string') filters['(json)'] = query.filters;
      filters[bracket[2]] = bracket[2] in filters ? [filters[bracket[2]], value].flat() : value;
      query.filters = filters;
    } else if (bracket) {
      query[bracket[1]] = [query[bracket[1]] ?? [], value].flat();
    } else if (key in query) {
      query[key] = [query[key], value].flat();
    } else {
      query[key] = value;
    }
  }
  return query;
}

export const ParsedQuery = createParamDecorator((_data: unknown, ctx: ExecutionContext): RawQuery => {
  const req = ctx.switchToHttp().getRequest<Request>();
  return parseQueryString(req.originalUrl ?? req.url);
});

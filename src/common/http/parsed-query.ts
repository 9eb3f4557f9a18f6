import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { Request } from 'express';
import { invalidField } from './app-error.js';

export type RawQuery = Record<string, unknown>;

/**
 * Reads the query string itself rather than trusting a generic parser, so the contract's edges are exact:
 * `properties`, `properties=a,b` and `properties[]=a` all become a list; `filters[key]=v` becomes an object while
 * `filters={json}` stays a string for the resource to parse; a repeated scalar or `limit[]=5` becomes an array,
 * which the query DTO then rejects as not a single value; unknown names are rejected by the DTO whitelist.
 * Only own properties count as already given: `?__proto__=x&__proto__=y` once made the query's prototype an array
 * holding Object.prototype, which the ValidationPipe's prototype stripping then walked into and deleted
 * Object.prototype.constructor for the whole process (every later request was a 500).
 */
export function parseQueryString(url: string): RawQuery {
  const question = url.indexOf('?');
  const params = new URLSearchParams(question === -1 ? '' : url.slice(question + 1));
  const query: RawQuery = {};
  for (const [key, value] of params) {
    const bracket = /^([^[\]]+)\[([^[\]]*)\]$/.exec(key);
    rejectReserved(bracket ? bracket[1] : key, key);
    if (key === 'properties' || key === 'properties[]') {
      query.properties = [...((query.properties as string[] | undefined) ?? []), value];
    } else if (bracket && bracket[1] === 'filters' && bracket[2] !== '') {
      rejectReserved(bracket[2], `filters.${bracket[2]}`);
      const filters = typeof query.filters === 'object' && query.filters !== null ? (query.filters as RawQuery) : {};
      if (typeof query.filters === 'string') filters['(json)'] = query.filters;
      filters[bracket[2]] = Object.hasOwn(filters, bracket[2]) ? [filters[bracket[2]], value].flat() : value;
      query.filters = filters;
    } else if (bracket) {
      query[bracket[1]] = [Object.hasOwn(query, bracket[1]) ? query[bracket[1]] : [], value].flat();
    } else if (Object.hasOwn(query, key)) {
      query[key] = [query[key], value].flat();
    } else {
      query[key] = value;
    }
  }
  return query;
}

/**
 * Names the ValidationPipe strips before validating (its prototype-pollution guard) would be dropped silently rather
 * than rejected like any other unknown parameter, so they are refused here with the same 400.
 */
/**
 * Names an object already answers (`__proto__`, `constructor`, `toString`, `hasOwnProperty`…): class-transformer skips
 * them when it builds the DTO, so without this check an unknown `?toString=1` or `filters[valueOf]=x` would be
 * dropped silently instead of refused like any other unknown name.
 */
function rejectReserved(name: string, field: string): void {
  if (name in Object.prototype || name === 'prototype') {
    throw invalidField(field, 'is not allowed');
  }
}

const ReadQuery = createParamDecorator((_data: unknown, ctx: ExecutionContext): RawQuery => {
  const req = ctx.switchToHttp().getRequest<Request>();
  return parseQueryString(req.originalUrl ?? req.url);
});

const MODEL_PROPERTIES_ARRAY = 'swagger/apiModelPropertiesArray';
const MODEL_PROPERTIES = 'swagger/apiModelProperties';

interface PropertyDoc {
  type?: unknown;
  enum?: unknown[];
  items?: { enum?: unknown[] };
  isArray?: boolean;
  description?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  example?: unknown;
}

/** Documents every field of the query DTO as an OpenAPI query parameter, so /docs matches what is validated. */
function documentQuery(dto: Function, target: object, key: string | symbol): void {
  const descriptor = Object.getOwnPropertyDescriptor(target, key);
  if (!descriptor) return;
  const names: string[] = Reflect.getMetadata(MODEL_PROPERTIES_ARRAY, dto.prototype) ?? [];
  for (const name of new Set(names.map((n) => n.replace(/^:/, '')))) {
    const doc: PropertyDoc = Reflect.getMetadata(MODEL_PROPERTIES, dto.prototype, name) ?? {};
    const isList = Array.isArray(doc.type) || doc.type === 'array' || doc.isArray === true || name === 'properties';
    const scalar = {
      type: doc.type === 'integer' ? 'integer' : 'string',
      enum: doc.enum,
      minimum: doc.minimum,
      maximum: doc.maximum,
      default: doc.default,
    };
    const schema =
      name === 'filters'
        ? // An empty example: without it Swagger UI's "Try it out" prefills `{"additionalProp1": "string"}`, a 400.
          { type: 'object', additionalProperties: { type: 'string' }, example: {} }
        : isList
          ? { type: 'array', items: { type: 'string', enum: doc.items?.enum ?? doc.enum } }
          : scalar;
    ApiQuery({
      name,
      required: false,
      description: doc.description,
      schema: schema as never, // built by hand: the swagger option types cannot express this union
      ...(name === 'filters' ? { style: 'deepObject', explode: true } : {}),
      ...(isList && name !== 'filters' ? { style: 'form', explode: false } : {}),
    })(target, key, descriptor);
  }
}

/** The request's query parameters, validated against the parameter's DTO class and documented from it. */
export function ParsedQuery(): ParameterDecorator {
  return (target, key, index) => {
    ReadQuery()(target, key, index);
    if (key === undefined) return;
    const types: unknown[] | undefined = Reflect.getMetadata('design:paramtypes', target, key);
    const dto = types?.[index];
    if (typeof dto === 'function') documentQuery(dto, target, key);
  };
}

import { HttpCode, type Type, applyDecorators } from '@nestjs/common';
import { ApiExtension, ApiExtraModels, ApiOperation, ApiProperty, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { PageInfo } from '../pagination/page-info.js';
import { ERROR_CODES } from './app-error.js';
import { LocationOf } from './envelope.interceptor.js';

class ErrorDetailDoc {
  @ApiProperty({ example: 'title' }) field: string;
  @ApiProperty({ example: 'must be at least 1 character' }) message: string;
}

class ErrorDoc {
  @ApiProperty({ example: 400 }) status: number;
  @ApiProperty({ example: 'BAD_REQUEST', enum: Object.values(ERROR_CODES) }) code: string;
  @ApiProperty({ example: 'title must be at least 1 character' }) message: string;
  @ApiProperty({ type: [ErrorDetailDoc] }) details: ErrorDetailDoc[];
  @ApiProperty({ example: '5f0c6c1e-2b0a-4a57-9f57-3f1f0b3c2d1e' }) requestId: string;
}

export class ErrorBody {
  @ApiProperty({ type: ErrorDoc }) error: ErrorDoc;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: bad JSON, unknown or wrongly typed fields, unknown query parameters or properties.',
  401: 'Missing, malformed, unknown, revoked or expired API key.',
  403: 'The key is read-only.',
  404: 'No such resource in your organization.',
  406: '`Accept` names no representation the route offers.',
  409: 'Conflicts with an existing resource.',
  413: 'Body larger than 1 MiB.',
  415: 'Body not sent as application/json.',
  503: 'Database unavailable; retry after Retry-After seconds.',
};

export interface EndpointOptions {
  operationId: string;
  summary: string;
  description?: string;
  /** Key inside `data` and the documented resource class; an empty key documents `data` as the class itself. */
  returns: { key: string; type: Type<unknown>; list?: boolean };
  status?: 200 | 201;
  /** Collection for the Location header of a create. */
  location?: string;
  errors?: number[];
  /** What an error status means on this route, where it differs from the usual (a 413 of an upload). */
  errorText?: Partial<Record<number, string>>;
  /**
   * The route serves one row's version as its ETag (GET, PATCH) and honours If-Match (PATCH, DELETE): the handler
   * returns `etagged(...)` and hands `@Target()`'s `ifMatch` to its service. Documented by documentVersionedRoutes.
   */
  versioned?: boolean;
  /**
   * The route also answers `Accept: text/csv` (see `@Negotiated`), with this description of the rows: documented as a
   * second content type of the success response, with the 406 of an `Accept` naming neither.
   */
  csv?: string;
}

/** Carries `versioned` into the generated document, where documentVersionedRoutes reads (and removes) it. */
export const VERSIONED_EXTENSION = 'x-versioned';

/** Operation, success envelope and error responses of one route, declared once next to the route. */
export function Endpoint(opts: EndpointOptions): MethodDecorator {
  const status = opts.status ?? 200;
  const { key, type, list } = opts.returns;
  const payload = !key
    ? { $ref: getSchemaPath(type) }
    : list
      ? {
          type: 'object',
          required: [key, 'pageInfo'],
          properties: {
            [key]: { type: 'array', items: { $ref: getSchemaPath(type) } },
            pageInfo: { $ref: getSchemaPath(PageInfo) },
          },
        }
      : { type: 'object', required: [key], properties: { [key]: { $ref: getSchemaPath(type) } } };
  const errors = [...new Set([400, 401, ...(opts.errors ?? []), ...(opts.csv ? [406] : []), 503])].sort();
  const envelope = { type: 'object', required: ['data'], properties: { data: payload } };
  const decorators = [
    ApiOperation({ operationId: opts.operationId, summary: opts.summary, description: opts.description }),
    ApiExtraModels(type, PageInfo, ErrorBody),
    HttpCode(status),
    ApiResponse({
      status,
      description: 'Success',
      ...(opts.csv
        ? {
            content: {
              'application/json': { schema: envelope },
              'text/csv': { schema: { type: 'string', description: opts.csv } },
            },
          }
        : { schema: envelope }),
      headers: opts.location
        ? { Location: { description: 'Address of the created resource', schema: { type: 'string' } } }
        : undefined,
    }),
    ...errors.map((code) =>
      ApiResponse({
        status: code,
        description: opts.errorText?.[code] ?? ERROR_TEXT[code] ?? ERROR_CODES[code],
        type: ErrorBody,
      }),
    ),
  ];
  if (opts.location) decorators.push(LocationOf(opts.location));
  if (opts.versioned) decorators.push(ApiExtension(VERSIONED_EXTENSION, true));
  return applyDecorators(...decorators);
}

export class DeletedDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
}

import type { OpenAPIObject } from '@nestjs/swagger';
import { PUBLIC_EXTENSION } from '../common/auth/public.decorator.js';

type Operation = {
  [PUBLIC_EXTENSION]?: boolean;
  security?: unknown[];
  parameters?: unknown[];
  responses: Record<string, { description?: string; headers?: Record<string, unknown>; content?: unknown }>;
};

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };
/** A response with the API's error body. */
export const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ERROR_REF } },
});
const integerHeader = (description: string) => ({ description, schema: { type: 'integer' } });

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': integerHeader('Requests your organization may make per minute.'),
  'RateLimit-Remaining': integerHeader('Requests left in the current minute.'),
  'RateLimit-Reset': integerHeader('Seconds until the current minute ends and the budget is full again.'),
  'X-RateLimit-Limit': integerHeader('Same as RateLimit-Limit.'),
  'X-RateLimit-Remaining': integerHeader('Same as RateLimit-Remaining.'),
  'X-RateLimit-Reset': integerHeader('When the budget is full again, in Unix seconds.'),
};

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  schema: { type: 'string', maxLength: 255 },
  example: '5f1d7c1e-8b8e-4c4e-9d57-0f4d6f2a9b11',
  description:
    'Any unique string (a UUID): a retry with the same key and body within 24 h gets the first answer again, with ' +
    '`Idempotent-Replayed: true`, instead of running twice.',
};

/**
 * Documents the policies applied to every authenticated operation by interceptors (src/common/rate-limit,
 * src/common/idempotency), the same way they apply: the rate-limit headers and 429 everywhere a key is required,
 * and `Idempotency-Key` with its 409/422 on every POST.
 */
export function documentRequestPolicies(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation | undefined>)) {
      if (!operation?.security?.length) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status.startsWith('2')) response.headers = { ...response.headers, ...RATE_LIMIT_HEADERS };
      }
      operation.responses['429'] = errorResponse('Your organization used its requests for this minute.', {
        'Retry-After': integerHeader('Seconds to wait before retrying.'),
        ...RATE_LIMIT_HEADERS,
      });
      if (method !== 'post') continue;
      operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER];
      const conflict = operation.responses['409'] ?? errorResponse('Conflicts with an existing resource.');
      operation.responses['409'] = {
        ...conflict,
        description: `${conflict.description ?? ''} Also: a request with the same Idempotency-Key is still running.`,
      };
      operation.responses['422'] = errorResponse('The Idempotency-Key was already used with a different request.');
    }
  }
  return document;
}

/**
 * Says `security: []` on the operations `@Public()` opens (Nest omits an empty list): without it an operation shows no
 * security at all, which tools read as "unknown", not "none" (Redocly's security-defined). The marker is removed.
 */
export function documentPublicRoutes(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item as Record<string, Operation | undefined>)) {
      if (!operation?.[PUBLIC_EXTENSION]) continue;
      delete operation[PUBLIC_EXTENSION];
      operation.security = [];
    }
  }
  return document;
}

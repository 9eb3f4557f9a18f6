import type { OpenAPIObject } from '@nestjs/swagger';
import { ERROR_CODES, type ErrorDetail } from '../common/http/app-error.js';

/**
 * What each status really answers, in the words the API uses (the 400 of a body, the 401 of a bad key, the 429 of the
 * rate limit…). Without these every error response showed the schema's one example, a 400, whatever its status.
 */
const EXAMPLES: Record<number, { message: string; details?: ErrorDetail[] }> = {
  400: {
    message: 'title must be at least 1 character',
    details: [{ field: 'title', message: 'must be at least 1 character' }],
  },
  401: { message: 'Invalid API key' },
  403: { message: 'This API key is read-only' },
  404: { message: 'workspace a1B2c3D4e5F6 not found' },
  409: { message: 'A resource with the same unique value already exists' },
  412: {
    message: 'The resource has changed since you read it (If-Match does not match its ETag); read it again',
    details: [{ field: 'If-Match', message: 'does not match the current ETag' }],
  },
  413: { message: 'Request body exceeds the 1 MiB limit' },
  415: { message: 'Request body must be sent with Content-Type: application/json' },
  422: {
    message: 'Idempotency-Key was already used for a different request; use a new key for a new request',
    details: [{ field: 'Idempotency-Key', message: 'was used with another method, path or body' }],
  },
  429: { message: 'Rate limit of 120 requests per minute exceeded; retry in 42 s' },
  503: { message: 'The database is unavailable; retry shortly' },
};

const REQUEST_ID = '5f0c6c1e-2b0a-4a57-9f57-3f1f0b3c2d1e';

/** The error body a client receives with `status`, as the exception filter writes it. */
export function errorExample(status: number): { error: Record<string, unknown> } {
  const example = EXAMPLES[status] ?? { message: ERROR_CODES[status] ?? 'Error' };
  return {
    error: {
      status,
      code: ERROR_CODES[status],
      message: example.message,
      details: example.details ?? [],
      requestId: REQUEST_ID,
    },
  };
}

type Response = { content?: Record<string, { example?: unknown }> };

/** Gives every JSON error response of the document the example of its own status. */
export function documentErrorExamples(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item as Record<string, { responses?: Record<string, Response> }>)) {
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        const json = response.content?.['application/json'];
        if (Number(status) >= 400 && json) json.example = errorExample(Number(status));
      }
    }
  }
  return document;
}

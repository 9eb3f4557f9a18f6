import type { OpenAPIObject } from '@nestjs/swagger';
import { AppError, conflict, forbidden, invalidField, notFound } from '../common/http/app-error.js';
import { tooLarge } from '../common/http/body-reader.js';
import { preconditionFailed } from '../common/http/if-match.js';

/**
 * What each status really answers (the 400 of a body, the 401 of a bad key, the 429 of the rate limit…), built by the
 * same constructors the API throws where they exist. Without these every error response showed the schema's one
 * example, a 400, whatever its status.
 */
const EXAMPLES: Record<number, AppError> = {
  400: invalidField('title', 'must be at least 1 character'),
  401: new AppError(401, 'Invalid API key'),
  403: forbidden('This API key is read-only'),
  404: notFound('workspace', 'a1B2c3D4e5F6'),
  409: conflict('A resource with the same unique value already exists'),
  412: preconditionFailed(),
  413: tooLarge(),
  415: new AppError(415, 'Request body must be sent with Content-Type: application/json'),
  422: new AppError(422, 'Idempotency-Key was already used for a different request; use a new key for a new request', [
    { field: 'Idempotency-Key', message: 'was used with another method, path or body' },
  ]),
  429: new AppError(429, 'Rate limit of 120 requests per minute exceeded; retry in 42 s'),
  503: new AppError(503, 'The database is unavailable; retry shortly'),
};

const REQUEST_ID = '5f0c6c1e-2b0a-4a57-9f57-3f1f0b3c2d1e';

/** The error body a client receives with `status`, as the exception filter writes it. */
export function errorExample(status: number): { error: Record<string, unknown> } {
  return (EXAMPLES[status] ?? new AppError(status, 'Error')).body(REQUEST_ID);
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

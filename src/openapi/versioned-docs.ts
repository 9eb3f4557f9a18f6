import type { OpenAPIObject } from '@nestjs/swagger';
import { VERSIONED_EXTENSION } from '../common/http/openapi.js';
import { errorResponse } from './policy-docs.js';

type Operation = {
  [VERSIONED_EXTENSION]?: boolean;
  parameters?: unknown[];
  responses: Record<string, { description?: string; headers?: Record<string, unknown>; content?: unknown }>;
};

const ETAG_HEADER = {
  ETag: {
    description: 'The resource version, e.g. `"3"`: send it back in `If-Match` to update only what you read.',
    schema: { type: 'string' },
  },
};

const IF_NONE_MATCH = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  schema: { type: 'string' },
  description: 'An ETag you hold: 304 Not Modified (no body) while the resource still has it.',
};

const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: false,
  schema: { type: 'string' },
  description: 'The ETag you read (or `*`): the change applies only if the resource still has it, else 412.',
};

/**
 * Documents the conditional-request contract on the operations declared `versioned` (see Endpoint), as the
 * handlers apply it: ETag on GET and PATCH answers, If-None-Match → 304 on GET, If-Match → 412 on PATCH and DELETE.
 * The marker itself is removed from the published document.
 */
export function documentVersionedRoutes(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation | undefined>)) {
      if (!operation?.[VERSIONED_EXTENSION]) continue;
      delete operation[VERSIONED_EXTENSION];
      documentOperation(method, operation);
    }
  }
  return document;
}

function documentOperation(method: string, operation: Operation): void {
  const ok = operation.responses['200'];
  if (ok && (method === 'get' || method === 'patch')) ok.headers = { ...ok.headers, ...ETAG_HEADER };
  if (method === 'get') {
    operation.parameters = [...(operation.parameters ?? []), { ...IF_NONE_MATCH }];
    operation.responses['304'] = { description: 'Not modified since the ETag in If-None-Match.' };
  }
  if (method === 'patch' || method === 'delete') {
    operation.parameters = [...(operation.parameters ?? []), { ...IF_MATCH }];
    operation.responses['412'] = errorResponse(
      'The resource changed since you read it (If-Match does not match its ETag).',
    );
  }
}

import type { OpenAPIObject } from '@nestjs/swagger';

type Operation = {
  parameters?: unknown[];
  responses: Record<string, { description?: string; headers?: Record<string, unknown>; content?: unknown }>;
};

const SINGLE_RESOURCE = /^\/v1\/[^/]+\/\{id\}$/;
const ETAG_HEADER = {
  ETag: {
    description: 'The resource version, e.g. `"3"`: send it back in `If-Match` to update only what you read.',
    schema: { type: 'string' },
  },
};
const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

/**
 * Documents the conditional-request contract (src/common/http/conditional-request.ts) on every single-resource
 * route at once, the same way the middleware applies it: ETag on GET and PATCH answers, If-None-Match → 304 on
 * GET, If-Match → 412 on PATCH and DELETE.
 */
export function documentConditionalRequests(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    if (!SINGLE_RESOURCE.test(path)) continue;
    const operations = item as Record<string, Operation | undefined>;
    for (const method of ['get', 'patch']) {
      const ok = operations[method]?.responses['200'];
      if (ok) ok.headers = { ...ok.headers, ...ETAG_HEADER };
    }
    const get = operations.get;
    if (get) {
      get.parameters = [
        ...(get.parameters ?? []),
        {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: 'An ETag you hold: 304 Not Modified (no body) while the resource still has it.',
        },
      ];
      get.responses['304'] = { description: 'Not modified since the ETag in If-None-Match.' };
    }
    for (const method of ['patch', 'delete']) {
      const operation = operations[method];
      if (!operation) continue;
      operation.parameters = [
        ...(operation.parameters ?? []),
        {
          name: 'If-Match',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: 'The ETag you read (or `*`): the change applies only if the resource still has it, else 412.',
        },
      ];
      operation.responses['412'] = {
        description: 'The resource changed since you read it (If-Match does not match its ETag).',
        content: { 'application/json': { schema: ERROR_REF } },
      };
    }
  }
  return document;
}

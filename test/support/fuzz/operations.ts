/**
 * The operations to fuzz, read from the service's own OpenAPI document (`GET /openapi.json`), so an operation added
 * later is fuzzed without editing the fuzzer.
 */
export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  example?: unknown;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  schema?: SchemaObject;
}

interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
}

/**
 * An event stream answers 200 and stays open: a fuzz case would wait for its end forever. Its bad inputs (after,
 * types, keys) are its own suite's (events-stream), which closes the streams it opens.
 */
const streams = (op: OperationObject): boolean => 'text/event-stream' in (op.responses?.['200']?.content ?? {});

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, SchemaObject> };
}

export interface FuzzOperation {
  /** Upper case: `PATCH`. */
  method: string;
  /** As documented: `/v1/boards/{id}`. */
  path: string;
  operationId: string;
  /** The first segment after `/v1`: `boards`. */
  collection: string;
  query: ParameterObject[];
  /** Keys `filters[...]` accepts, from the parameter's description (`Keys: a, b.`). */
  filterKeys: string[];
  /** The JSON request body, with its `$ref`s resolved one level at a time by `resolveSchema`. */
  body: SchemaObject | null;
  /** The body is a multipart upload its handler streams (files), not JSON. */
  multipart: boolean;
  isPublic: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function resolveSchema(doc: OpenApiDocument, schema: SchemaObject): SchemaObject {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 10; depth++) {
    current = doc.components.schemas[current.$ref.split('/').pop()!] ?? {};
  }
  return current;
}

export function fuzzOperations(doc: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method) || streams(op)) continue;
      const parameters = op.parameters ?? [];
      const query = parameters.filter((p) => p.in === 'query');
      const filters = query.find((p) => p.name === 'filters');
      const keys = /Keys: ([^.]+)\./.exec(filters?.description ?? '')?.[1];
      const body = op.requestBody?.content['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId ?? `${method} ${path}`,
        collection: path.split('/')[2] ?? '',
        query,
        filterKeys: keys ? keys.split(',').map((k) => k.trim()) : [],
        body: body ? resolveSchema(doc, body) : null,
        multipart: 'multipart/form-data' in (op.requestBody?.content ?? {}),
        isPublic: !op.security || op.security.length === 0,
      });
    }
  }
  return operations;
}

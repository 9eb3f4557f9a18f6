/** Reading the served OpenAPI document: its operations, and whether a schema renders a useful example. */

export type Schema = {
  $ref?: string;
  type?: string;
  example?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

export interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

export interface OpenApi {
  servers?: { url: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** Every operation as `[`${method} ${path}`, operation]`. */
export const operationsOf = (doc: OpenApi): [string, Operation][] =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => [`${method} ${path}`, op] as [string, Operation]),
  );

/**
 * The properties of `schema` a viewer (Swagger UI, Redoc) would show without a real value: a scalar with neither an
 * example nor an enum, or an object with no properties and no example. Booleans count as shown (true or false are
 * both real values). An empty list means the schema renders a complete example.
 */
export function exampleGaps(
  schema: Schema | undefined,
  schemas: Record<string, Schema>,
  path = '',
  depth = 0,
): string[] {
  const s = resolve(schema, schemas);
  if (!s || s.example !== undefined || s.enum || depth > 12) return [];
  const branches = s.allOf ?? (s.oneOf ?? s.anyOf)?.slice(0, 1);
  if (branches && !s.properties) return branches.flatMap((b) => exampleGaps(b, schemas, path, depth + 1));
  if (s.type === 'array') return exampleGaps(s.items, schemas, `${path}[]`, depth + 1);
  if (s.properties) {
    return Object.entries(s.properties).flatMap(([key, value]) =>
      exampleGaps(value, schemas, `${path}.${key}`, depth + 1),
    );
  }
  if (s.type === 'boolean') return [];
  return [`${path || '(root)'}: ${s.type ?? 'object'} without an example`];
}

function resolve(schema: Schema | undefined, schemas: Record<string, Schema>): Schema | undefined {
  let s = schema;
  while (s?.$ref) s = schemas[s.$ref.split('/').pop()!];
  return s;
}

/** A media type's own examples (`example`, or each of `examples`), or none when it relies on its schema's. */
export const mediaExamples = (media: MediaType): unknown[] =>
  media.example !== undefined ? [media.example] : Object.values(media.examples ?? {}).map((e) => e.value);

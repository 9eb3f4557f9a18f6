import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

const ID_EXAMPLE = 'a1B2c3D4e5F6';

/**
 * A class named `docName` carrying an ApiProperty per wire field, in order, as a hand-written doc class would: `id`,
 * `object` and `url` first (as the spec's head options say). Swagger reads the class like any other (schema name,
 * `type:` references, `extends`).
 */
export function docClass(
  {
    docName,
    object,
    collection,
    idExample = ID_EXAMPLE,
    headUrl,
    objectDoc,
    idDescription,
  }: {
    docName: string;
    object?: string;
    collection?: string;
    idExample?: string;
    headUrl?: boolean;
    objectDoc?: ApiPropertyOptions;
    idDescription?: string;
  },
  fields: readonly (readonly [string, ApiPropertyOptions])[],
): new () => object {
  const Doc = { [docName]: class {} }[docName];
  const id: ApiPropertyOptions =
    idDescription === undefined ? { example: idExample } : { example: idExample, description: idDescription };
  const head: (readonly [string, ApiPropertyOptions])[] =
    object === undefined
      ? [['id', id]]
      : [
          ['id', id],
          ['object', objectDoc ?? { example: object, enum: [object] }],
          ...(headUrl === false
            ? []
            : [['url', { example: `http://localhost:3000/v1/${collection}/${idExample}` }] as const]),
        ];
  const properties = [...head, ...fields];
  for (const [name, doc] of properties) ApiProperty(withType(docName, name, doc))(Doc.prototype, name);
  return Doc;
}

/**
 * The options with `type` where a decorated property's TypeScript type would have given it, taken from the example
 * (or the first enum value); a field whose example is null names its type.
 */
function withType(docName: string, name: string, doc: ApiPropertyOptions): ApiPropertyOptions {
  if ('type' in doc && doc.type !== undefined) return doc;
  const enumValues = 'enum' in doc && Array.isArray(doc.enum) ? (doc.enum as unknown[]) : [];
  const sample: unknown = doc.example ?? enumValues[0];
  const type = { string: String, number: Number, boolean: Boolean }[typeof sample as string];
  if (!type) throw new Error(`${docName}.${name}: give its type (no example to infer it from)`);
  return { ...doc, type } as ApiPropertyOptions;
}

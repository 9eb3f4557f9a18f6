import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import type { EntityManager } from 'typeorm';
import { dialectOf } from '../../database/dialects.js';
import { columnOf } from '../../database/json-sql.js';
import { resourceHeadSql } from '../../database/wire-json.js';
import type { PublicUrls } from '../http/public-urls.js';
import type { Shape } from '../properties/selection.js';
import { type FieldFactory, type FieldSql, type ReadField, fieldFactory } from './read-field.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field of any value and columns, in a table of many
type AnyField<E, C> = ReadField<E, any, C, any>;
type Fields<E, C> = Readonly<Record<string, AnyField<E, C>>>;

/** The row a table of fields reads: `id` and every field's columns. */
export type RowOf<E extends { id: string }, F> = Pick<E, 'id'> & Pick<E, Extract<ReadsOf<F[keyof F]>, keyof E>>;
type ReadsOf<T> = T extends { readonly reads: readonly (infer K)[] } ? K : never;

/** The wire shape a table of fields gives: `id`, `object`, `url`, then each field's value. */
export type Wire<O extends string, F> = { id: string; object: O; url: string } & {
  -readonly [K in keyof F]: F[K] extends { readonly js: (...args: never[]) => infer V } ? V : never;
};

export interface ReadModelSpec<E, O extends string, F, C> {
  readonly entity: new () => E;
  /** The resource's `object`. */
  readonly object: O;
  /** The path of its `url` under /v1/. */
  readonly collection: string;
  /** The name of its schema in the OpenAPI document. */
  readonly docName: string;
  /** The wire fields after `id`, `object` and `url`, in wire order. */
  readonly fields: (f: FieldFactory<E, C>) => F;
}

/**
 * A resource's read model, derived from its one table of fields (readModel()): the Swagger doc class, the
 * `properties` shape, the columns an entity query loads, the JavaScript mapper and the SQL that writes the same JSON.
 * A field added to the table is documented, selectable, loaded, mapped and written by the database at once.
 */
export interface ReadModel<E extends { id: string }, O extends string, F extends Fields<E, C>, C> {
  readonly object: O;
  readonly collection: string;
  readonly fields: F;
  /** The Swagger doc class (for `type:` in decorators and for `extends` by a resource that embeds more). */
  readonly Doc: new () => Wire<O, F>;
  /** The `properties` shape, without embeds (see shapeWith()). */
  readonly shape: Shape;
  /** The shape with embeds of their own (selected as `embed.field`). */
  shapeWith(embeds: Readonly<Record<string, Shape>>): Shape;
  /** The entity's properties the mapper reads: what a query loads to serve the resource. */
  readonly columns: readonly (keyof RowOf<E, F> & string)[];
  /** The JavaScript form: the wire object of a loaded row. */
  toWire(row: RowOf<E, F>, urls: PublicUrls, context: C): Wire<O, F>;
  /** The SQL form: the JSON text of the row `alias` (parameters `:baseUrl`, and those the context's fields name). */
  wireSql(m: EntityManager, alias: string): string;
}

const ID_EXAMPLE = 'a1B2c3D4e5F6';

export function readModel<E extends { id: string }, O extends string, F extends Fields<E, C>, C = undefined>(
  spec: ReadModelSpec<E, O, F, C>,
): ReadModel<E, O, F, C> {
  const fields = spec.fields(fieldFactory<E, C>());
  const entries = Object.entries(fields);
  const { object, collection } = spec;
  const shape: Shape = { name: object, always: ['id', 'object', 'url'], fields: Object.keys(fields) };
  const sqlCache = new Map<string, string>();
  return {
    object,
    collection,
    fields,
    Doc: docClass(spec, entries),
    shape,
    shapeWith: (embeds) => ({ ...shape, embeds }),
    columns: [...new Set(['id', ...entries.flatMap(([, field]) => field.reads)])] as (keyof RowOf<E, F> & string)[],
    toWire(row, urls, context) {
      const wire: Record<string, unknown> = { id: row.id, object, url: urls.of(collection, row.id) };
      for (const [key, field] of entries) wire[key] = field.js(row, context);
      return wire as Wire<O, F>;
    },
    wireSql(m, alias) {
      const dialect = dialectOf(m.connection);
      const key = `${dialect.name}:${alias}`;
      let sql = sqlCache.get(key);
      if (sql === undefined) {
        const metadata = m.connection.getMetadata(spec.entity);
        const of: FieldSql<E> = {
          column: (property) => columnOf(m, spec.entity, alias, property),
          isBoolean: (property) => metadata.findColumnWithPropertyName(property)?.type === 'boolean',
          dialect: dialect.name,
          w: dialect.wire,
        };
        const head = resourceHeadSql(dialect.wire, { object, collection, id: of.column('id') });
        sql = dialect.wire.object([
          ...head,
          ...entries.map(([name, field]): [string, string] => [name, field.sql(of)]),
        ]);
        sqlCache.set(key, sql);
      }
      return sql;
    },
  };
}

/**
 * readModel() for a table whose fields need a context beyond the row (`C`: the clock, the organization's slug…),
 * which each toWire() call passes.
 */
export function readModelWithContext<C>() {
  return <E extends { id: string }, O extends string, F extends Fields<E, C>>(
    spec: ReadModelSpec<E, O, F, C>,
  ): ReadModel<E, O, F, C> => readModel<E, O, F, C>(spec);
}

/** A named class carrying each field's ApiProperty, as a hand-written doc class would. */
function docClass<E, O extends string, F>(
  spec: ReadModelSpec<E, O, F, unknown>,
  entries: [string, AnyField<E, never>][],
): new () => Wire<O, F> {
  const Doc = { [spec.docName]: class {} }[spec.docName];
  const properties: [string, ApiPropertyOptions][] = [
    ['id', { example: ID_EXAMPLE }],
    ['object', { example: spec.object, enum: [spec.object] }],
    ['url', { example: `http://localhost:3000/v1/${spec.collection}/${ID_EXAMPLE}` }],
    ...entries.map(([name, field]): [string, ApiPropertyOptions] => [name, field.doc]),
  ];
  for (const [name, doc] of properties) ApiProperty(withType(spec.docName, name, doc))(Doc.prototype, name);
  return Doc as new () => Wire<O, F>;
}

/** The options with `type` where a decorated property's TypeScript type would have given it (from the example). */
function withType(docName: string, name: string, doc: ApiPropertyOptions): ApiPropertyOptions {
  if ('type' in doc && doc.type !== undefined) return doc;
  const example: unknown = doc.example;
  const enumValues = 'enum' in doc && Array.isArray(doc.enum) ? (doc.enum as unknown[]) : [];
  const sample = example ?? enumValues[0];
  const type = { string: String, number: Number, boolean: Boolean }[typeof sample as string];
  if (!type) throw new Error(`${docName}.${name}: give its type (no example to infer it from)`);
  return { ...doc, type } as ApiPropertyOptions;
}

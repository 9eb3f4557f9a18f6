import type { ApiPropertyOptions } from '@nestjs/swagger';
import type { EntityManager } from 'typeorm';
import { dialectOf } from '../../database/dialects.js';
import { columnOf } from '../../database/json-sql.js';
import { resourceHeadSql } from '../../database/wire-json.js';
import type { PublicUrls } from '../http/public-urls.js';
import type { Shape } from '../properties/selection.js';
import { docClass } from './doc-class.js';
import {
  type EmbedSlot,
  type FieldFactory,
  type FieldSql,
  type GivenSlot,
  type ReadField,
  fieldFactory,
} from './read-field.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field of any value and columns, in a table of many
type AnyField<E, C> = ReadField<E, any, C, any> | EmbedSlot<any> | GivenSlot<any>;
type Fields<E, C> = Readonly<Record<string, AnyField<E, C>>>;

/** The row a table of fields reads: `id` and every field's columns. */
export type RowOf<E extends { id: string }, F> = Pick<E, 'id'> & Pick<E, Extract<ReadsOf<F[keyof F]>, keyof E>>;
type ReadsOf<T> = T extends { readonly reads: readonly (infer K)[] } ? K : never;

type ValueOf<T> = T extends { readonly js: (...args: never[]) => infer V }
  ? V
  : T extends { readonly wireType?: (value: infer V) => void }
    ? V
    : never;
/**
 * What a resource's JSON starts with: `id`, `object` and `url`; `id` and `object` for one whose spec says `headUrl:
 * false`; only `id` for a resource without an object name.
 */
type Head<O extends string | undefined, U extends boolean> = O extends string
  ? U extends false
    ? { id: string; object: O }
    : { id: string; object: O; url: string }
  : { id: string };
/** The wire shape a table of fields gives: its head, then each field's value. */
export type Wire<O extends string | undefined, F, U extends boolean = true> = Head<O, U> & {
  -readonly [K in keyof F]: ValueOf<F[K]>;
};

/** The names of a table's embed and given slots: what the caller hands to toWire() and wireSql(). */
export type EmbedsOf<F> = {
  [K in keyof F]: F[K] extends EmbedSlot<unknown> | GivenSlot<unknown> ? K : never;
}[keyof F] &
  string;

export interface ReadModelSpec<E, O extends string | undefined, F, C, U extends boolean = true> {
  readonly entity: new () => E;
  /** The resource's `object` and the path of its `url` under /v1/; none for a part served without them (Dock's). */
  readonly object?: O;
  readonly collection?: string;
  /** false: the head is `id` and `object`, without `url` (no collection then). */
  readonly headUrl?: U;
  /** The documentation of `object` where it is not the default `{ example: object, enum: [object] }`. */
  readonly objectDoc?: ApiPropertyOptions;
  /** What the documentation of `id` says besides its example. */
  readonly idDescription?: string;
  /** The name of its schema in the OpenAPI document. */
  readonly docName: string;
  /** The `id` its documentation shows (`a1B2c3D4e5F6` when not given). */
  readonly idExample?: string;
  /** The wire fields after `id`, `object` and `url`, in wire order. */
  readonly fields: (f: FieldFactory<E, C>) => F;
  /** Fields served whatever `properties` selects, as the head is (a file's signed `url`). */
  readonly always?: readonly (keyof F & string)[];
}

/**
 * A resource's read model, derived from its one table of fields (readModel()): the Swagger doc class, the
 * `properties` shape, the columns an entity query loads, the JavaScript mapper and the SQL that writes the same JSON.
 * A field added to the table is documented, selectable, loaded, mapped and written by the database at once.
 */
export interface ReadModel<
  E extends { id: string },
  O extends string | undefined,
  F extends Fields<E, C>,
  C,
  U extends boolean = true,
> {
  /** The entity whose rows it serves, and the doc class's name (what test/e2e/read-models.e2e-spec.ts reads). */
  readonly entity: new () => E;
  readonly docName: string;
  readonly fields: F;
  /** The Swagger doc class (for `type:` in decorators and for `extends` by a resource that embeds more). */
  readonly Doc: new () => Wire<O, F, U>;
  /** The `properties` shape: the fields, and the embed slots with their own shapes. */
  readonly shape: Shape;
  /** The shape with more embeds (selected as `embed.field`), for a resource that adds them. */
  shapeWith(embeds: Readonly<Record<string, Shape>>): Shape;
  /** The entity's properties the mapper reads: what a query loads to serve the resource. */
  readonly columns: readonly (keyof RowOf<E, F> & string)[];
  /** The JavaScript form: the wire object of a loaded row, with the embeds given (those left out are absent). */
  toWire(
    row: RowOf<E, F>,
    /** For the head's `url` (none needed without one: a head-less part, or `headUrl: false`). */
    urls: O extends string ? (U extends false ? PublicUrls | undefined : PublicUrls) : PublicUrls | undefined,
    context: C,
    embeds?: { readonly [K in EmbedsOf<F>]?: Wire<O, F, U>[K] },
  ): Wire<O, F, U>;
  /**
   * The SQL form: the JSON text of the row `alias`, with the embeds whose JSON expressions are given (parameters
   * `:baseUrl`, and those the context's fields name).
   */
  wireSql(m: EntityManager, alias: string, embeds?: { readonly [K in EmbedsOf<F>]?: string }): string;
}

const isEmbed = <E, C>(field: AnyField<E, C>): field is EmbedSlot<unknown> => 'embed' in field;
/** Whether the caller hands the value in (an embed or a given value) rather than the row giving it. */
const isSlot = <E, C>(field: AnyField<E, C>): field is EmbedSlot<unknown> | GivenSlot<unknown> =>
  'embed' in field || 'given' in field;

export function readModel<
  E extends { id: string },
  F extends Fields<E, C>,
  O extends string | undefined = undefined,
  C = undefined,
  U extends boolean = true,
>(spec: ReadModelSpec<E, O, F, C, U>): ReadModel<E, O, F, C, U> {
  const fields = spec.fields(fieldFactory<E, C>());
  const entries = Object.entries(fields);
  const { object, collection, docName } = spec;
  const withUrl = object !== undefined && spec.headUrl !== false;
  const name = object ?? docName.replace(/Doc$/, '').replace(/^./, (first) => first.toLowerCase());
  const embedShapes = entries.flatMap(([name, field]) => (isEmbed(field) ? [[name, field.embed] as const] : []));
  const always = spec.always ?? [];
  const shape: Shape = {
    name,
    always: [...(object === undefined ? ['id'] : withUrl ? ['id', 'object', 'url'] : ['id', 'object']), ...always],
    fields: entries.filter(([name, field]) => !isEmbed(field) && !always.includes(name)).map(([name]) => name),
    ...(embedShapes.length > 0 ? { embeds: Object.fromEntries(embedShapes) } : {}),
  };
  const sqlCache = new Map<string, string>();
  return {
    entity: spec.entity,
    docName,
    fields,
    Doc: docClass(
      spec,
      entries.map(([name, field]) => [name, field.doc]),
    ) as new () => Wire<O, F, U>,
    shape,
    shapeWith: (embeds) => ({ ...shape, embeds: { ...shape.embeds, ...embeds } }),
    columns: [
      ...new Set(['id', ...entries.flatMap(([, field]) => ('reads' in field ? field.reads : []))]),
    ] as (keyof RowOf<E, F> & string)[],
    toWire(row, urls, context, embeds = {}) {
      const given = embeds as Record<string, unknown>;
      const wire: Record<string, unknown> =
        object === undefined
          ? { id: row.id }
          : withUrl
            ? { id: row.id, object, url: urls!.of(collection!, row.id) }
            : { id: row.id, object };
      for (const [key, field] of entries) {
        if (!isSlot(field)) wire[key] = field.js(row, context);
        else if (given[key] !== undefined) wire[key] = given[key];
      }
      return wire as Wire<O, F, U>;
    },
    wireSql(m, alias, embeds) {
      const dialect = dialectOf(m.connection);
      const key = `${dialect.name}:${alias}`;
      const cached = embeds === undefined ? sqlCache.get(key) : undefined;
      if (cached !== undefined) return cached;
      const metadata = m.connection.getMetadata(spec.entity);
      const of: FieldSql<E> = {
        column: (property) => columnOf(m, spec.entity, alias, property),
        isBoolean: (property) => metadata.findColumnWithPropertyName(property)?.type === 'boolean',
        dialect: dialect.name,
        w: dialect.wire,
      };
      const given = (embeds ?? {}) as Record<string, string | undefined>;
      const id = of.column('id');
      const pairs: [string, string][] =
        object === undefined
          ? [['id', dialect.wire.value(id)]]
          : withUrl
            ? resourceHeadSql(dialect.wire, { object, collection: collection!, id })
            : [
                ['id', dialect.wire.value(id)],
                ['object', dialect.wire.constant(object)],
              ];
      for (const [name, field] of entries) {
        if (!isSlot(field)) pairs.push([name, field.sql(of)]);
        else if (given[name] !== undefined) pairs.push([name, given[name]]);
      }
      const sql = dialect.wire.object(pairs);
      if (embeds === undefined) sqlCache.set(key, sql);
      return sql;
    },
  };
}

/**
 * readModel() for a table whose fields need a context beyond the row (`C`: the clock, the organization's slug…),
 * which each toWire() call passes.
 */
export function readModelWithContext<C>() {
  return <
    E extends { id: string },
    F extends Fields<E, C>,
    O extends string | undefined = undefined,
    U extends boolean = true,
  >(
    spec: ReadModelSpec<E, O, F, C, U>,
  ): ReadModel<E, O, F, C, U> => readModel<E, F, O, C, U>(spec);
}

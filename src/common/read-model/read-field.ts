import type { ApiPropertyOptions } from '@nestjs/swagger';
import type { ComputedField, SqlDialect } from '../../database/computed-field.js';
import type { WireJsonSql } from '../../database/wire-json.js';
import type { Shape } from '../properties/selection.js';

/** What a field's SQL form is written with: the row's columns, the dialect and its wire vocabulary. */
export interface FieldSql<E> {
  /** `alias.column` of one of the entity's properties. */
  column(property: keyof E & string): string;
  /** Whether the property's column is a boolean one (SQLite stores 1/0). */
  isBoolean(property: keyof E & string): boolean;
  readonly dialect: SqlDialect;
  readonly w: WireJsonSql;
}

/**
 * One wire field of a resource, declared once: its Swagger documentation, the columns it reads, its JavaScript form
 * (from the row an entity query loaded) and its SQL form (a JSON expression, where the database writes the answer).
 * `C` is what the JavaScript form needs beyond the row (the clock, the organization's slug…); the SQL form reads
 * the same as named parameters of the statement.
 */
export interface ReadField<E, V, C = unknown, K extends keyof E & string = keyof E & string> {
  readonly doc: ApiPropertyOptions;
  readonly reads: readonly K[];
  readonly js: (row: Pick<E, K>, context: C) => V;
  /** The field's JSON text. */
  readonly sql: (of: FieldSql<E>) => string;
}

/**
 * The place, in wire order, of an embedded resource (or list of them) with a shape of its own: the caller loads it, or
 * writes its SQL, only when the selection asks for it, and hands it to toWire() or wireSql(). `V` is its wire type.
 */
export interface EmbedSlot<V> {
  readonly doc: ApiPropertyOptions;
  readonly embed: Shape;
  /** Carries `V` for the types only. */
  readonly wireType?: (value: V) => void;
}

/**
 * A value the service issues for each answer rather than derives from the row (a signed, expiring download link; a
 * message's author with the user loaded beside it): documented, selectable and placed in wire order like any field,
 * its value handed to toWire() (and its SQL, if any, to wireSql()) as an embed's is. `V` is its wire type.
 */
export interface GivenSlot<V> {
  readonly doc: ApiPropertyOptions;
  readonly given: true;
  /** Carries `V` for the types only. */
  readonly wireType?: (value: V) => void;
}

/** The columns of `E` whose values a computed rule takes, by the rule's input names. */
type Inputs<I extends string, K> = Readonly<Record<I, K>>;

/** Builds the fields of one entity's read model (see readModel()): the entity's types flow into each field. */
export interface FieldFactory<E, C> {
  /** The column as stored: its value is the wire value (a boolean column is served as true/false). */
  stored<K extends keyof E & string>(column: K, doc: ApiPropertyOptions): ReadField<E, E[K], C, K>;
  /**
   * A rule of a `*.computed.ts` module over some of the row's columns: its JavaScript form takes the input object,
   * its SQL form the same inputs as column expressions.
   */
  rule<I extends string, V, K extends keyof E & string>(
    rule: ComputedField<(input: Readonly<Record<I, never>>) => V, Readonly<Record<I, string>>>,
    inputs: Inputs<I, K>,
    doc: ApiPropertyOptions,
  ): ReadField<E, V, C, K>;
  /** An embedded resource's place (see EmbedSlot). */
  embed<V>(shape: Shape, doc: ApiPropertyOptions): EmbedSlot<V>;
  /** A value issued per answer (see GivenSlot). */
  given<V>(doc: ApiPropertyOptions): GivenSlot<V>;
  /** A field computed from the row and the context, with its two forms written here side by side. */
  computed<V, K extends keyof E & string>(
    field: {
      readonly reads: readonly K[];
      readonly js: (row: Pick<E, NoInfer<K>>, context: C) => V;
      readonly sql: (of: FieldSql<E>) => string;
    },
    doc: ApiPropertyOptions,
  ): ReadField<E, V, C, K>;
}

export function fieldFactory<E, C>(): FieldFactory<E, C> {
  return {
    stored: (column, doc) => ({
      doc,
      reads: [column],
      js: (row) => row[column],
      sql: (of) => (of.isBoolean(column) ? of.w.bool(of.column(column)) : of.w.value(of.column(column))),
    }),
    rule: <I extends string, V, K extends keyof E & string>(
      rule: ComputedField<(input: Readonly<Record<I, never>>) => V, Readonly<Record<I, string>>>,
      inputs: Inputs<I, K>,
      doc: ApiPropertyOptions,
    ) => {
      const names = Object.keys(inputs) as I[];
      return {
        doc,
        reads: names.map((name) => inputs[name]),
        js: (row: Pick<E, K>) => rule.js(Object.fromEntries(names.map((name) => [name, row[inputs[name]]])) as never),
        sql: (of: FieldSql<E>) =>
          of.w.value(
            rule.sql[of.dialect](Object.fromEntries(names.map((name) => [name, of.column(inputs[name])])) as never),
          ),
      };
    },
    embed: (embed, doc) => ({ embed, doc }),
    given: (doc) => ({ doc, given: true }),
    computed: (field, doc) => ({ ...field, doc }),
  };
}

import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { WireJsonSql } from './wire-json.js';

export type { JsonSql } from './dialect.js';

/**
 * `[property, alias.column]` pairs for an entity's properties, column names taken from its metadata: the JSON
 * carries the entity's property names, so the resource mappers read it as they read entities.
 */
export function columnsOf<E extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<E>,
  alias: string,
  properties: readonly (keyof E & string)[],
): [string, string][] {
  const metadata = m.connection.getMetadata(entity);
  return properties.map((property) => {
    const column = metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${metadata.name} has no column ${property}`);
    return [property, `${alias}.${m.connection.driver.escape(column.databaseName)}`];
  });
}

/** PostgreSQL's driver parses json columns; SQLite returns their text. */
export const parsedJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * `[property, JSON of alias.column]` pairs for the wire JSON (see wire-json.ts): each property as stored, booleans
 * as true/false on both databases.
 */
export function wireColumnsOf<E extends ObjectLiteral>(
  m: EntityManager,
  w: WireJsonSql,
  { entity, alias, properties }: { entity: EntityTarget<E>; alias: string; properties: readonly (keyof E & string)[] },
): [string, string][] {
  const metadata = m.connection.getMetadata(entity);
  return columnsOf(m, entity, alias, properties).map(([property, expr]) => {
    const isBoolean = metadata.findColumnWithPropertyName(property)?.type === 'boolean';
    return [property, isBoolean ? w.bool(expr) : w.value(expr)];
  });
}

/** A field of a wire object: a property read as stored, or `[key, JSON expression]`. */
export type WireField<E> = (keyof E & string) | readonly [string, string];

/** The wire JSON object of the row `alias` of `entity`, with `fields` in order (see WireField). */
export function wireObject<E extends ObjectLiteral>(
  m: EntityManager,
  w: WireJsonSql,
  { entity, alias, fields }: { entity: EntityTarget<E>; alias: string; fields: readonly WireField<E>[] },
): string {
  const stored = fields.filter((field): field is keyof E & string => typeof field === 'string');
  const columns = new Map(wireColumnsOf(m, w, { entity, alias, properties: stored }));
  return w.object(fields.map((field) => (typeof field === 'string' ? [field, columns.get(field)!] : field)));
}

/** `alias.column` of an entity's property. */
export function columnOf<E extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<E>,
  alias: string,
  property: keyof E & string,
): string {
  return columnsOf(m, entity, alias, [property])[0][1];
}

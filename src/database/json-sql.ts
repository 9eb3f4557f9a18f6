import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

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

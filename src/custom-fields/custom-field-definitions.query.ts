import type { EntityManager } from 'typeorm';
import { dialectOf } from '../database/dialects.js';
import { type JsonSql, columnsOf } from '../database/json-sql.js';
import { CustomFieldOptionEntity } from './custom-field-option.entity.js';
import type { OptionLike } from './custom-field-value.format.js';
import { CustomFieldEntity, type CustomFieldObject } from './custom-field.entity.js';
import { CUSTOM_FIELD_COLUMNS, type CustomFieldFields } from './custom-field.resource.js';

/**
 * The `customFields` embed read inside another resource's statement (a workspace reads its row, embeds and custom
 * fields in one). The rows go through the same mapping as the ORM reader (toCustomFieldDefinition and
 * toCustomFieldValues in custom-field-values.query.ts); final SQL in custom-field-definitions.query.sql/.
 */

/** A definition with its options, as the database returns it. */
export type CustomFieldDefinitionRow = CustomFieldFields & { options: OptionLike[] };

/** Built once per dialect and object type. */
const cache = new Map<string, string>();

function cached(m: EntityManager, key: string, build: (d: JsonSql) => string): string {
  const dialectKey = `${dialectOf(m.connection).name}:${key}`;
  let sql = cache.get(dialectKey);
  if (sql === undefined) {
    sql = build(dialectOf(m.connection).json);
    cache.set(dialectKey, sql);
  }
  return sql;
}

/**
 * SQL for the organization's (`:orgId`) custom field definitions of one object type with their options, oldest
 * first, as one JSON array. `objectType` is one of the code's constants, never a request's text.
 */
export function customFieldDefinitionsSql(m: EntityManager, objectType: CustomFieldObject): string {
  return cached(m, `definitions:${objectType}`, (d) => {
    const option = d.object(columnsOf(m, CustomFieldOptionEntity, 'o', ['index', 'label', 'value']));
    const options = `SELECT ${d.array(option, 'o."index", o.id')} FROM custom_field_option o WHERE o.custom_field_id = f.id`;
    const field = d.object([
      ...columnsOf(m, CustomFieldEntity, 'f', CUSTOM_FIELD_COLUMNS),
      ['options', d.nested(options)],
    ]);
    return `SELECT ${d.array(field, 'f.created_at, f.id')} FROM custom_field f
    WHERE f.organization_id = :orgId AND f.object_type = '${objectType}'`;
  });
}

/** Where the object whose values are read sits in the enclosing statement (`w.id`, `w.organization_id`). */
export interface ValuesOf {
  readonly objectType: CustomFieldObject;
  readonly id: string;
  readonly organizationId: string;
}

/** SQL for one object's stored values as a JSON object by field id (`{}` when it has none), nested as JSON. */
export function customFieldValuesSql(m: EntityManager, of: ValuesOf): string {
  const d = dialectOf(m.connection).json;
  return d.nested(`SELECT ${d.keyed('v.custom_field_id', 'v.value')} FROM custom_field_value v
        WHERE v.object_id = ${of.id} AND v.object_type = '${of.objectType}' AND v.organization_id = ${of.organizationId}`);
}

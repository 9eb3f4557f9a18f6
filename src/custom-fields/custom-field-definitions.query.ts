import type { EntityManager } from 'typeorm';
import { dialectOf } from '../database/dialects.js';
import { columnOf, wireObject } from '../database/json-sql.js';
import { type WireJsonSql, urlSql } from '../database/wire-json.js';
import { CustomFieldOptionEntity } from './custom-field-option.entity.js';
import { CustomFieldValueEntity } from './custom-field-value.entity.js';
import { CustomFieldEntity, type CustomFieldObject } from './custom-field.entity.js';

/**
 * The `customFields` embed written by the database inside another resource's statement (a workspace reads its row,
 * embeds and custom fields in one, see src/database/wire-json.ts): toCustomFieldValues() and displayValue() in SQL.
 * Final SQL in custom-field-definitions.query.sql/; test/e2e/wire-json.e2e-spec checks both give the same text.
 */

/** Where the object whose values are read sits in the enclosing statement (`w.id`, `w.organization_id`). */
export interface ValuesOf {
  readonly objectType: CustomFieldObject;
  readonly id: string;
  readonly organizationId: string;
}

/** Built once per dialect and object type. */
const cache = new Map<string, string>();

/**
 * SQL for one object's `customFields`: every definition of its type in its organization (creation order) with its
 * options (by index) and the object's display value, or null when unset. `of` holds expressions of the code.
 */
export function customFieldsWireSql(m: EntityManager, of: ValuesOf): string {
  const key = `${dialectOf(m.connection).name}:${of.objectType}:${of.id}:${of.organizationId}`;
  let sql = cache.get(key);
  if (sql === undefined) {
    sql = build(m, dialectOf(m.connection).wire, of);
    cache.set(key, sql);
  }
  return sql;
}

function build(m: EntityManager, w: WireJsonSql, of: ValuesOf): string {
  const f = (property: keyof CustomFieldEntity & string) => columnOf(m, CustomFieldEntity, 'f', property);
  const option = wireObject(m, w, { entity: CustomFieldOptionEntity, alias: 'o', fields: ['index', 'label', 'value'] });
  const byIndex = `${columnOf(m, CustomFieldOptionEntity, 'o', 'index')}, o.id`;
  const options = w.array(option, `FROM custom_field_option o WHERE o.custom_field_id = ${f('id')}`, byIndex);
  const field = wireObject(m, w, {
    entity: CustomFieldEntity,
    alias: 'f',
    fields: [
      'id',
      ['object', w.constant('customField')],
      ['url', w.value(urlSql('custom-fields', f('id')))],
      'name',
      'variableName',
      'type',
      'objectType',
      ['options', options],
      'createdAt',
      'updatedAt',
      ['value', w.value(displayValueSql(m, w, columnOf(m, CustomFieldValueEntity, 'v', 'value')))],
    ],
  });
  const from = `FROM custom_field f LEFT JOIN custom_field_value v ON v.custom_field_id = ${f('id')}
      AND v.object_id = ${of.id} AND v.object_type = '${of.objectType}' AND v.organization_id = ${of.organizationId}
      WHERE ${f('organizationId')} = ${of.organizationId} AND ${f('objectType')} = '${of.objectType}'`;
  return w.array(field, from, `${f('createdAt')}, ${f('id')}`);
}

/**
 * displayValue() of custom-field-value.format.ts for the stored `value` of the field `f`: a select's option label
 * (the first by index), the labels of a multiCheckboxes' checked options in option order followed by stored values
 * no option has any more (in stored order), else as stored. A field's type never changes, so a multiCheckboxes value
 * is always the JSON array of strings normalizeValue() stored.
 */
function displayValueSql(m: EntityManager, w: WireJsonSql, value: string): string {
  const index = columnOf(m, CustomFieldOptionEntity, 'o', 'index');
  const label = `(SELECT o.label FROM custom_field_option o WHERE o.custom_field_id = f.id AND o.value = ${value}
      ORDER BY ${index}, o.id LIMIT 1)`;
  const checked = `SELECT o.label AS label, 0 AS k1, ${index} AS k2, o.id AS k3 FROM custom_field_option o
      WHERE o.custom_field_id = f.id AND o.value IN (SELECT e.value FROM ${w.elements(value, 'e')})`;
  const gone = `SELECT e.value, 1, min(e.position), '' FROM ${w.elements(value, 'e')}
      WHERE NOT EXISTS (SELECT 1 FROM custom_field_option o WHERE o.custom_field_id = f.id AND o.value = e.value)
      GROUP BY e.value`;
  const labels = w.joined('t.label', ', ', `FROM (${checked} UNION ALL ${gone}) t`, 't.k1, t.k2, t.k3');
  return `CASE WHEN ${value} IS NULL THEN NULL
    WHEN f.type IN ('dropdownSelect', 'radioSelect') THEN COALESCE(${label}, ${value})
    WHEN f.type = 'multiCheckboxes' THEN COALESCE(${labels}, '')
    ELSE ${value} END`;
}

import type { EntityManager } from 'typeorm';
import { dialectOf } from '../database/dialects.js';
import { columnOf, wireObject } from '../database/json-sql.js';
import type { WireJsonSql } from '../database/wire-json.js';
import { CustomFieldOptionEntity } from './custom-field-option.entity.js';
import { CustomFieldValueEntity } from './custom-field-value.entity.js';
import { CustomFieldEntity, type CustomFieldObject } from './custom-field.entity.js';
import { CUSTOM_FIELD } from './custom-field.resource.js';
import { DISPLAY_VALUE } from './display-value.computed.js';

/**
 * The `customFields` embed written by the database inside another resource's statement (a workspace reads its row,
 * embeds and custom fields in one, see src/database/wire-json.ts): toCustomFieldValues() in SQL, each value shown by
 * DISPLAY_VALUE's SQL. Final SQL in custom-field-definitions.query.sql/; test/e2e/wire-json.e2e-spec checks both give
 * the same text.
 */

/** Where the object whose values are read sits in the enclosing statement (`w.id`, `w.organization_id`). */
export interface ValuesOf {
  readonly objectType: CustomFieldObject;
  readonly id: string;
  readonly organizationId: string;
}

/** Built once per dialect and object type. */
const cache = new Map<string, string>();

function cached(m: EntityManager, key: string, build: (w: WireJsonSql) => string): string {
  const dialectKey = `${dialectOf(m.connection).name}:${key}`;
  let sql = cache.get(dialectKey);
  if (sql === undefined) {
    sql = build(dialectOf(m.connection).wire);
    cache.set(dialectKey, sql);
  }
  return sql;
}

/** The name of the common table expression customFieldHeadsSql() defines; customFieldsWireSql() reads it. */
const HEADS = '"custom_field_heads"';

/**
 * A common table expression for the statement's WITH: the organization's (`:orgId`) definitions of `objectType`,
 * each with its JSON (options included) but no value yet, built once per statement however many objects embed them.
 * Materialized, so that neither database recomputes it for every object.
 */
export function customFieldHeadsSql(m: EntityManager, objectType: CustomFieldObject): string {
  return cached(m, `heads:${objectType}`, (w) => {
    const f = (property: keyof CustomFieldEntity & string) => columnOf(m, CustomFieldEntity, 'f', property);
    const option = wireObject(m, w, {
      entity: CustomFieldOptionEntity,
      alias: 'o',
      fields: ['index', 'label', 'value'],
    });
    const byIndex = `${columnOf(m, CustomFieldOptionEntity, 'o', 'index')}, o.id`;
    const options = w.array(option, `FROM custom_field_option o WHERE o.custom_field_id = ${f('id')}`, byIndex);
    const head = CUSTOM_FIELD.wireSql(m, 'f', { options });
    return `${HEADS} AS MATERIALIZED (SELECT ${f('id')} AS id, ${f('type')} AS type, ${f('createdAt')} AS created_at,
      ${head} AS head FROM custom_field f WHERE ${f('organizationId')} = :orgId AND ${f('objectType')} = '${objectType}')`;
  });
}

/**
 * SQL for one object's `customFields` (the statement defines customFieldHeadsSql() for its type): every definition
 * in creation order with the object's display value, or null when unset. `of` holds expressions of the code.
 */
export function customFieldsWireSql(m: EntityManager, of: ValuesOf): string {
  return cached(m, `values:${of.objectType}:${of.id}:${of.organizationId}`, (w) => {
    const value = columnOf(m, CustomFieldValueEntity, 'v', 'value');
    const from = `FROM ${HEADS} f LEFT JOIN custom_field_value v ON v.custom_field_id = f.id
      AND v.object_id = ${of.id} AND v.object_type = '${of.objectType}' AND v.organization_id = ${of.organizationId}`;
    const shown = DISPLAY_VALUE.sql[dialectOf(m.connection).name]({ stored: value, type: 'f.type', fieldId: 'f.id' });
    return w.array(w.withMember('f.head', 'value', w.value(shown)), from, 'f.created_at, f.id');
  });
}

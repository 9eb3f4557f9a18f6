import { dialectOf } from '../database/dialects.js';
import { columnOf, wireObject } from '../database/json-sql.js';
import type { WireJsonSql } from '../database/wire-json.js';
import { CustomFieldOptionEntity } from './custom-field-option.entity.js';
import { CustomFieldValueEntity } from './custom-field-value.entity.js';
import { CUSTOM_FIELD } from './custom-field.resource.js';
import { type EntityManager, type InsertQueryBuilder, In } from 'typeorm';
import type { PublicUrls } from '../common/http/public-urls.js';
import { loadGrouped } from '../common/repository/load-grouped.js';
import type { Selection } from '../common/properties/selection.js';
import type { OptionLike } from './custom-field-value.format.js';
import { DISPLAY_VALUE, displayValue } from './display-value.computed.js';
import { CustomFieldEntity, type CustomFieldObject, type CustomFieldType } from './custom-field.entity.js';
import {
  type CustomFieldDoc,
  type CustomFieldFields,
  type CustomFieldValueDoc,
  toCustomFieldResource,
} from './custom-field.resource.js';

/**
 * The `customFields` embed written by the database inside another resource's statement (a workspace reads its row,
 * embeds and custom fields in one, see src/database/wire-json.ts): toCustomFieldValues() in SQL, each value shown by
 * DISPLAY_VALUE's SQL. Final SQL in custom-field.repository.sql/; test/e2e/wire-json.e2e-spec checks both give
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

export type NewCustomFieldValue = Pick<
  CustomFieldValueEntity,
  'id' | 'organizationId' | 'objectType' | 'objectId' | 'customFieldId' | 'value' | 'updatedAt'
>;

/**
 * Stores values in one upsert on the (field, object) unique key: concurrent first writes of one value cannot
 * collide. Final SQL in custom-field.repository.sql/.
 */
export function upsertCustomFieldValuesQuery(
  manager: EntityManager,
  rows: readonly NewCustomFieldValue[],
): InsertQueryBuilder<CustomFieldValueEntity> {
  return manager
    .createQueryBuilder()
    .insert()
    .into(CustomFieldValueEntity)
    .values([...rows])
    .orUpdate(['value', 'updated_at'], ['custom_field_id', 'object_id']);
}

/** Removes the object's values of these fields (they are cleared). */
export async function deleteCustomFieldValues(
  m: EntityManager,
  { objectId, customFieldIds }: { objectId: string; customFieldIds: readonly string[] },
): Promise<void> {
  await m.delete(CustomFieldValueEntity, { objectId, customFieldId: In([...customFieldIds]) });
}

/** The organization's field of an object type with this variableName, or null. */
export function findCustomFieldByVariableName(
  m: EntityManager,
  { orgId, objectType, variableName }: { orgId: string; objectType: CustomFieldObject; variableName: string },
): Promise<CustomFieldEntity | null> {
  return m.findOne(CustomFieldEntity, { where: { organizationId: orgId, objectType, variableName } });
}

/** The organization's fields among `ids` (of any object type), in no particular order. */
export function findCustomFieldsByIds(
  m: EntityManager,
  { orgId, ids }: { orgId: string; ids: readonly string[] },
): Promise<CustomFieldEntity[]> {
  return m.find(CustomFieldEntity, { where: { organizationId: orgId, id: In([...ids]) } });
}

export async function insertCustomField(m: EntityManager, field: CustomFieldEntity): Promise<void> {
  await m.insert(CustomFieldEntity, field);
}

export async function updateCustomField(
  m: EntityManager,
  { id, changes }: { id: string; changes: Partial<CustomFieldEntity> },
): Promise<void> {
  await m.update(CustomFieldEntity, { id }, changes);
}

/** Options of many custom fields in one query, ordered by index. */
export function loadCustomFieldOptions(
  manager: EntityManager,
  fieldIds: readonly string[],
): Promise<Map<string, CustomFieldOptionEntity[]>> {
  return loadGrouped(manager, CustomFieldOptionEntity, {
    ids: fieldIds,
    key: 'customFieldId',
    order: { index: 'ASC', id: 'ASC' },
  });
}

/** Whose embeds: objects of one type in one organization, with the URLs file values are served under. */
export interface CustomFieldEmbedsOf {
  urls: PublicUrls;
  orgId: string;
  objectType: CustomFieldObject;
  objectIds: readonly string[];
}

/**
 * The `customFields` embed of many accounts, deals or workspaces: for each object, every definition of that
 * object type in the organization (creation order) with the object's display value or null. Three queries
 * (definitions, options, values), whatever the number of objects.
 */
export async function loadCustomFieldEmbeds(
  manager: EntityManager,
  { urls, orgId, objectType, objectIds }: CustomFieldEmbedsOf,
): Promise<Map<string, CustomFieldValueDoc[]>> {
  const byObject = new Map<string, CustomFieldValueDoc[]>(objectIds.map((id) => [id, []]));
  if (objectIds.length === 0) return byObject;
  const fields = await manager.find(CustomFieldEntity, {
    where: { organizationId: orgId, objectType },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  if (fields.length === 0) return byObject;
  const options = await loadCustomFieldOptions(
    manager,
    fields.map((field) => field.id),
  );
  const rows = await manager.find(CustomFieldValueEntity, {
    where: { organizationId: orgId, objectType, objectId: In([...new Set(objectIds)]) },
  });
  const stored = new Map(rows.map((row) => [`${row.objectId}:${row.customFieldId}`, row.value]));
  const definitions = fields.map((field) => toCustomFieldDefinition(field, options.get(field.id) ?? [], urls));
  for (const [objectId, list] of byObject) {
    list.push(...toCustomFieldValues(definitions, (fieldId) => stored.get(`${objectId}:${fieldId}`)));
  }
  return byObject;
}

/** A definition as served in `customFields`, with what its display values need. */
export interface CustomFieldDefinition {
  readonly type: CustomFieldType;
  readonly options: readonly OptionLike[];
  readonly resource: CustomFieldDoc;
}

export function toCustomFieldDefinition(
  field: CustomFieldFields,
  options: readonly OptionLike[],
  urls: PublicUrls,
): CustomFieldDefinition {
  return { type: field.type, options, resource: toCustomFieldResource(field, options, urls) };
}

/** One object's `customFields`: every definition, in order, with the object's display value or null when unset. */
export function toCustomFieldValues(
  definitions: readonly CustomFieldDefinition[],
  storedValue: (fieldId: string) => string | undefined,
): CustomFieldValueDoc[] {
  return definitions.map(({ type, options, resource }) => {
    const value = storedValue(resource.id);
    return {
      ...resource,
      options: resource.options.map((option) => ({ ...option })),
      value: value === undefined ? null : displayValue(type, options, value),
    };
  });
}

/** How a batch of accounts or deals is rendered: whose, under which URLs, with which fields selected. */
export interface CustomFieldOwnersView {
  readonly orgId: string;
  readonly urls: PublicUrls;
  readonly sel: Selection;
}

/**
 * The one rendering of objects that carry `customFields` (accounts, deals): each row through `render` with its
 * embed, which costs three statements for the whole batch when selected, and none when not.
 */
export async function renderWithCustomFields<R extends { id: string }, D>(
  m: EntityManager,
  rows: readonly R[],
  {
    objectType,
    view,
    render,
  }: {
    objectType: CustomFieldObject;
    view: CustomFieldOwnersView;
    render: (row: R, customFields: CustomFieldValueDoc[] | undefined) => D;
  },
): Promise<D[]> {
  const { orgId, urls, sel } = view;
  const embeds = sel.has('customFields')
    ? await loadCustomFieldEmbeds(m, { urls, orgId, objectType, objectIds: rows.map((row) => row.id) })
    : null;
  return rows.map((row) => render(row, embeds?.get(row.id)));
}

/** Sets values in one upsert on the (field, object) unique key. */
export async function upsertCustomFieldValues(m: EntityManager, rows: readonly NewCustomFieldValue[]): Promise<void> {
  await upsertCustomFieldValuesQuery(m, rows).execute();
}

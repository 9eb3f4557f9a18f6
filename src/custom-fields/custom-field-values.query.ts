import { type EntityManager, In } from 'typeorm';
import type { PublicUrls } from '../common/http/public-urls.js';
import { CustomFieldOptionEntity } from './custom-field-option.entity.js';
import { displayValue } from './custom-field-value.format.js';
import { CustomFieldValueEntity } from './custom-field-value.entity.js';
import { CustomFieldEntity, type CustomFieldObject } from './custom-field.entity.js';
import { type CustomFieldValueDoc, toCustomFieldResource } from './custom-field.resource.js';

/** Options of many custom fields in one query, ordered by index. */
export async function loadCustomFieldOptions(
  manager: EntityManager,
  fieldIds: readonly string[],
): Promise<Map<string, CustomFieldOptionEntity[]>> {
  const byField = new Map<string, CustomFieldOptionEntity[]>(fieldIds.map((id) => [id, []]));
  if (fieldIds.length === 0) return byField;
  const options = await manager.find(CustomFieldOptionEntity, {
    where: { customFieldId: In([...new Set(fieldIds)]) },
    order: { index: 'ASC', id: 'ASC' },
  });
  for (const option of options) byField.get(option.customFieldId)?.push(option);
  return byField;
}

/**
 * The `customFields` embed of many accounts, deals or workspaces: for each object, every definition of that
 * object type in the organization (creation order) with the object's display value or null. Three queries
 * (definitions, options, values), whatever the number of objects.
 */
export async function loadCustomFieldEmbeds(
  manager: EntityManager,
  urls: PublicUrls,
  orgId: string,
  objectType: CustomFieldObject,
  objectIds: readonly string[],
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
  const definitions = fields.map((field) => ({
    field,
    options: options.get(field.id) ?? [],
    resource: toCustomFieldResource(field, options.get(field.id) ?? [], urls),
  }));
  for (const [objectId, list] of byObject) {
    for (const { field, options: fieldOptions, resource } of definitions) {
      const value = stored.get(`${objectId}:${field.id}`);
      list.push({
        ...resource,
        options: resource.options.map((option) => ({ ...option })),
        value: value === undefined ? null : displayValue(field.type, fieldOptions, value),
      });
    }
  }
  return byObject;
}

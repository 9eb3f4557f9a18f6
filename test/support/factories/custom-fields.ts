import { newId } from '../../../src/common/ids.js';
import { CustomFieldValueEntity } from '../../../src/custom-fields/custom-field-value.entity.js';
import { CustomFieldOptionEntity } from '../../../src/custom-fields/custom-field-option.entity.js';
import { CustomFieldEntity } from '../../../src/custom-fields/custom-field.entity.js';
import type { CustomFieldObject, CustomFieldType } from '../../../src/custom-fields/custom-field.entity.js';
import type { TestApp } from '../app.js';
import { nextStamp } from './clock.js';

export interface OptionInput {
  label: string;
  value: string;
  /** Defaults to the option's place in the list. */
  index?: number;
}

export interface CustomFieldInput extends Partial<CustomFieldEntity> {
  options?: OptionInput[];
}

/**
 * A custom field definition with its options, inserted directly (custom fields have no create route yet).
 * Each call gets a later createdAt than the previous one, so creation order is the call order.
 */
export async function insertCustomField(
  t: TestApp,
  orgId: string,
  type: CustomFieldType,
  objectType: CustomFieldObject = 'account',
  { options = [], ...overrides }: CustomFieldInput = {},
): Promise<CustomFieldEntity> {
  const createdAt = overrides.createdAt ?? nextStamp();
  const field = t.dataSource.manager.create(CustomFieldEntity, {
    id: newId(),
    organizationId: orgId,
    name: `${type} field`,
    variableName: `${objectType}.${type}`,
    type,
    objectType,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  });
  await t.dataSource.manager.insert(CustomFieldEntity, field);
  if (options.length > 0) {
    await t.dataSource.manager.insert(
      CustomFieldOptionEntity,
      options.map((option, i) => ({
        id: newId(),
        customFieldId: field.id,
        index: option.index ?? i,
        label: option.label,
        value: option.value,
      })),
    );
  }
  return field;
}

/** Options used for the select and checkbox types in tests: labels differ from values on purpose. */
export const SIZE_OPTIONS: OptionInput[] = [
  { label: 'Small', value: 's' },
  { label: 'Medium', value: 'm' },
  { label: 'Large', value: 'l' },
];

/** Stores a custom field value in its canonical stored form (an option value for selects). */
export async function insertCustomFieldValue(
  t: TestApp,
  field: CustomFieldEntity,
  objectId: string,
  value: string,
): Promise<void> {
  await t.dataSource.manager.insert(CustomFieldValueEntity, {
    id: newId(),
    organizationId: field.organizationId,
    customFieldId: field.id,
    objectType: field.objectType,
    objectId,
    value,
    updatedAt: nextStamp(),
  });
}

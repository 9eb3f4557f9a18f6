import { isDateOnly } from '../../common/time.js';
import { CustomFieldOptionEntity } from '../../custom-fields/custom-field-option.entity.js';
import { CustomFieldValueEntity } from '../../custom-fields/custom-field-value.entity.js';
import { CustomFieldEntity } from '../../custom-fields/custom-field.entity.js';
import {
  DEMO_CUSTOM_FIELDS,
  DEMO_FIELD_VALUES,
  type DemoCustomField,
  type DemoRawValue,
} from './data/custom-fields.js';
import { insertRows, type SeedContext, stamps } from './seed-context.js';

/** Custom fields existed before the first customers: the organization set them up when it started. */
const FIELDS_DAYS_AGO = 215;

export async function seedCustomFields(ctx: SeedContext): Promise<number> {
  const fields = DEMO_CUSTOM_FIELDS.map((field, i) =>
    ctx.m.create(CustomFieldEntity, {
      id: ctx.ids.add('customField', field.key),
      organizationId: ctx.orgId,
      name: field.name,
      variableName: field.key,
      type: field.type,
      objectType: field.objectType,
      ...stamps(ctx, FIELDS_DAYS_AGO, i),
    }),
  );
  const options = DEMO_CUSTOM_FIELDS.flatMap((field) =>
    (field.options ?? []).map(([label, value], index) =>
      ctx.m.create(CustomFieldOptionEntity, {
        id: ctx.ids.add('customFieldOption', `${field.key}#${value}`),
        customFieldId: ctx.ids.of('customField', field.key),
        index,
        label,
        value,
      }),
    ),
  );
  const byKey = new Map(DEMO_CUSTOM_FIELDS.map((field) => [field.key, field]));
  const values = DEMO_FIELD_VALUES.map(([fieldKey, objectKey, raw], i) => {
    const field = byKey.get(fieldKey);
    if (!field) throw new Error(`Demo value names an unknown custom field "${fieldKey}"`);
    return ctx.m.create(CustomFieldValueEntity, {
      id: ctx.ids.add('customFieldValue', `${fieldKey}#${objectKey}`),
      organizationId: ctx.orgId,
      customFieldId: ctx.ids.of('customField', field.key),
      objectType: field.objectType,
      objectId: ctx.ids.of(field.objectType, objectKey),
      value: storedValue(field, raw),
      updatedAt: ctx.clock.ago(7, i),
    });
  });
  await insertRows(ctx, CustomFieldEntity, fields);
  await insertRows(ctx, CustomFieldOptionEntity, options);
  await insertRows(ctx, CustomFieldValueEntity, values);
  return fields.length;
}

/**
 * The canonical stored form of a value (see CustomFieldValueEntity): text as is, String(Number(x)) for numbers,
 * YYYY-MM-DD, "true"/"false", an option value, or a JSON array of option values in option order.
 */
export function storedValue(field: DemoCustomField, raw: DemoRawValue): string {
  const fail = (): never => {
    throw new Error(`Demo value ${JSON.stringify(raw)} does not fit custom field "${field.key}" (${field.type})`);
  };
  const optionValues = (field.options ?? []).map(([, value]) => value);
  switch (field.type) {
    case 'singleLineText':
      return typeof raw === 'string' && !raw.includes('\n') ? raw : fail();
    case 'multiLineText':
      return typeof raw === 'string' ? raw : fail();
    case 'number':
      return (typeof raw === 'number' || typeof raw === 'string') && Number.isFinite(Number(raw)) && raw !== ''
        ? String(Number(raw))
        : fail();
    case 'date':
      return typeof raw === 'string' && isDateOnly(raw) ? raw : fail();
    case 'singleCheckbox':
      return typeof raw === 'boolean' ? String(raw) : raw === 'true' || raw === 'false' ? raw : fail();
    case 'dropdownSelect':
    case 'radioSelect':
      return typeof raw === 'string' && optionValues.includes(raw) ? raw : fail();
    case 'multiCheckboxes':
      if (!Array.isArray(raw) || raw.some((value) => !optionValues.includes(value))) fail();
      return JSON.stringify(optionValues.filter((value) => (raw as string[]).includes(value)));
  }
}

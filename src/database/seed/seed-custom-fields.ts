import { CustomFieldOptionEntity } from '../../custom-fields/custom-field-option.entity.js';
import { CustomFieldValueEntity } from '../../custom-fields/custom-field-value.entity.js';
import { normalizeValue } from '../../custom-fields/custom-field-value.format.js';
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

/** The canonical stored form, by the same rules the API applies to a client's value. */
export function storedValue(field: DemoCustomField, raw: DemoRawValue): string {
  const options = (field.options ?? []).map(([label, value], index) => ({ index, label, value }));
  const normalized = normalizeValue(field.type, options, raw);
  if (normalized.ok && normalized.stored !== null) return normalized.stored;
  // The demo data is static: a value that does not fit its field is a bug in it, caught by the seed tests.
  throw new Error(`Demo value ${JSON.stringify(raw)} does not fit custom field "${field.key}" (${field.type})`);
}

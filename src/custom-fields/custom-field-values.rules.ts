import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ValidateBy, ValidateNested } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { type ErrorDetail, invalidFields } from '../common/http/app-error.js';
import { nowIso } from '../common/time.js';
import { newId } from '../common/ids.js';
import { IdField } from '../common/validation/fields.js';
import { Rule } from '../common/validation/rule.js';
import { normalizeValue } from './custom-field-value.format.js';
import {
  deleteCustomFieldValues,
  findCustomFieldsByIds,
  loadCustomFieldOptions,
  upsertCustomFieldValues,
} from './custom-field.repository.js';
import type { CustomFieldObject } from './custom-field.entity.js';

export const MAX_CUSTOM_FIELD_UPDATES = 200;

/**
 * `value` must be present (null clears); its type depends on the field, which only the database knows, so the
 * per-type rules run in applyCustomFieldValues, reported under the same `customFields[i].value` path.
 */
function CustomFieldValueField(): PropertyDecorator {
  return applyDecorators(
    ValidateBy({
      name: 'customFieldValue',
      validator: {
        validate: (value: unknown) => value !== undefined,
        defaultMessage: () => 'is required (null clears the value)',
      },
    }),
    ApiProperty({
      // null (which clears) is allowed through the string branch: OpenAPI 3.0's `nullable` needs a `type` beside it.
      oneOf: [
        { type: 'string', nullable: true },
        { type: 'number' },
        { type: 'boolean' },
        { type: 'array', items: { type: 'string' } },
      ],
      example: 'enterprise',
      description:
        'singleLineText: string ≤ 255 without line breaks; multiLineText: string ≤ 10,000; number: finite number or ' +
        'numeric string; date: YYYY-MM-DD; singleCheckbox: boolean or "true"/"false"; multiCheckboxes: array of ' +
        'option values; dropdownSelect and radioSelect: one option value. null clears the value.',
    }),
  );
}

export class CustomFieldUpdate {
  @IdField({ description: 'A custom field of the object type being updated.' })
  id: string;

  @CustomFieldValueField()
  value: unknown;
}

const updatesCheck = (value: unknown): string | null => {
  if (!Array.isArray(value)) return 'must be an array';
  if (value.length > MAX_CUSTOM_FIELD_UPDATES) return `must have at most ${MAX_CUSTOM_FIELD_UPDATES} items`;
  const bad = value.findIndex((item) => typeof item !== 'object' || item === null || Array.isArray(item));
  return bad === -1 ? null : `[${bad}] must be an object with id and value`;
};

/** `customFields: [{id, value}]` on account, deal and workspace bodies. */
export function CustomFieldsField(): PropertyDecorator {
  return applyDecorators(
    Rule('customFieldUpdates', updatesCheck, 'optional'),
    ValidateNested({ each: true }),
    Type(() => CustomFieldUpdate),
    ApiProperty({
      required: false,
      type: [CustomFieldUpdate],
      maxItems: MAX_CUSTOM_FIELD_UPDATES,
      description: 'Custom field values to set (null clears). Fields not listed keep their values.',
    }),
  );
}

/** The `customFields` of one write: whose values (an object of a type, in an organization) and the items sent. */
export interface CustomFieldValuesUpdate {
  orgId: string;
  objectType: CustomFieldObject;
  objectId: string;
  updates: readonly CustomFieldUpdate[];
}

/**
 * Validates every update (unknown id, a field of another object type, a repeated id, a value of the wrong type:
 * one detail each) before writing anything, then stores the canonical values in the caller's transaction.
 */
export async function applyCustomFieldValues(
  manager: EntityManager,
  { orgId, objectType, objectId, updates }: CustomFieldValuesUpdate,
): Promise<void> {
  if (updates.length === 0) return;
  const ids = [...new Set(updates.map((update) => update.id))];
  const fields = await findCustomFieldsByIds(manager, { orgId, ids });
  const byId = new Map(fields.map((field) => [field.id, field]));
  const options = await loadCustomFieldOptions(
    manager,
    fields.map((field) => field.id),
  );

  const details: ErrorDetail[] = [];
  const firstIndex = new Map<string, number>();
  const set: { customFieldId: string; value: string }[] = [];
  const cleared: string[] = [];
  updates.forEach((update, i) => {
    const field = byId.get(update.id);
    const at = `customFields[${i}]`;
    if (!field) {
      details.push({ field: `${at}.id`, message: `custom field ${update.id} does not exist` });
    } else if (field.objectType !== objectType) {
      details.push({
        field: `${at}.id`,
        message: `custom field ${update.id} applies to ${field.objectType}s, not ${objectType}s`,
      });
    } else if (firstIndex.has(field.id)) {
      details.push({ field: `${at}.id`, message: `repeats customFields[${firstIndex.get(field.id)}].id` });
    } else {
      firstIndex.set(field.id, i);
      const result = normalizeValue(field.type, options.get(field.id) ?? [], update.value);
      if (!result.ok) details.push({ field: `${at}.value`, message: result.message });
      else if (result.stored === null) cleared.push(field.id);
      else set.push({ customFieldId: field.id, value: result.stored });
    }
  });
  if (details.length > 0) throw invalidFields(details);

  if (cleared.length > 0) {
    await deleteCustomFieldValues(manager, { objectId, customFieldIds: cleared });
  }
  if (set.length > 0) {
    const updatedAt = nowIso();
    // One upsert on the (field, object) unique key: concurrent first writes of one value cannot collide.
    const rows = set.map((row) => ({ id: newId(), organizationId: orgId, objectType, objectId, updatedAt, ...row }));
    await upsertCustomFieldValues(manager, rows);
  }
}

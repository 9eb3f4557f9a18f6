import type { EntityManager } from 'typeorm';
import { type AppError, type ErrorDetail, conflict, invalidField, invalidFields } from '../common/http/app-error.js';
import { newId } from '../common/ids.js';
import type { CustomFieldOptionInput } from './dto/custom-field-write.dto.js';
import { deleteOption, findFieldOptions, insertOption, updateOption } from './custom-field-option.repository.js';
import type { CustomFieldObject, CustomFieldType } from './custom-field.entity.js';
import { findCustomFieldByVariableName } from './custom-field.repository.js';

const WITH_OPTIONS: readonly CustomFieldType[] = ['dropdownSelect', 'radioSelect', 'multiCheckboxes'];

/** A detail for each option repeating an earlier option's `key` (`options[3].value repeats options[1].value`). */
function repeated(options: readonly CustomFieldOptionInput[], key: 'value' | 'index', details: ErrorDetail[]): void {
  const seen = new Map<unknown, number>();
  options.forEach((option, i) => {
    if (option[key] === undefined) return;
    const first = seen.get(option[key]);
    if (first !== undefined)
      details.push({ field: `options[${i}].${key}`, message: `repeats options[${first}].${key}` });
    else seen.set(option[key], i);
  });
}

/**
 * Options are required for the select types and refused for the others; values, and the indexes given, must be
 * unique in the list.
 */
export function checkOptions(type: CustomFieldType, options: readonly CustomFieldOptionInput[] | undefined): void {
  const details: ErrorDetail[] = [];
  if (WITH_OPTIONS.includes(type)) {
    if (!options || options.length === 0) details.push({ field: 'options', message: `are required for ${type}` });
  } else if (options && options.length > 0) {
    details.push({ field: 'options', message: `are not allowed for ${type}` });
  }
  repeated(options ?? [], 'value', details);
  repeated(options ?? [], 'index', details);
  if (details.length > 0) throw invalidFields(details);
}

/**
 * The options in the order they are stored: those with an `index` by it, then those without in the order sent. They
 * are stored (and read back) with their positions 0, 1, 2…, so `index` orders, it is not kept as sent.
 */
export function orderedOptions(options: readonly CustomFieldOptionInput[]): CustomFieldOptionInput[] {
  const indexed = options.filter((option) => option.index !== undefined);
  const rest = options.filter((option) => option.index === undefined);
  return [...indexed.sort((a, b) => (a.index as number) - (b.index as number)), ...rest];
}

/** `customerTier` from "Customer tier". */
export function defaultVariableName(objectType: CustomFieldObject, name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const camel = words.map((word, i) =>
    i === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase(),
  );
  return `${objectType}.${camel.join('') || 'field'}`;
}

const VARIABLE_NAME_MAX = 255;

/**
 * The variableName a new field is stored with: the one sent (already validated), or the default derived from the
 * name, which NFKD can make longer than the name (`ﬃ` → `ffi`): that case is a 400 naming `name`, not a value too long
 * for the column.
 */
export function newVariableName(dto: { objectType: CustomFieldObject; name: string; variableName?: string }): string {
  if (dto.variableName !== undefined) return dto.variableName;
  const derived = defaultVariableName(dto.objectType, dto.name);
  if (derived.length <= VARIABLE_NAME_MAX) return derived;
  throw invalidField(
    'name',
    `gives a default variableName longer than ${VARIABLE_NAME_MAX} characters (${derived.length}); ` +
      'send a shorter name or a variableName',
  );
}

export const variableNameTaken = (variableName: string): AppError =>
  conflict(`A custom field named ${variableName} already exists`, [
    { field: 'variableName', message: 'is already used by another custom field of this object type' },
  ]);

export async function requireFreeVariableName(
  m: EntityManager,
  field: { organizationId: string; objectType: CustomFieldObject; id?: string },
  variableName: string,
): Promise<void> {
  const other = await findCustomFieldByVariableName(m, {
    orgId: field.organizationId,
    objectType: field.objectType,
    variableName,
  });
  if (other && other.id !== field.id) throw variableNameTaken(variableName);
}

/** Makes the field's options exactly `inputs` (in orderedOptions' order): matched by value, relabelled and reordered in place. */
export async function replaceOptions(
  m: EntityManager,
  customFieldId: string,
  inputs: readonly CustomFieldOptionInput[],
): Promise<void> {
  const current = await findFieldOptions(m, customFieldId);
  const byValue = new Map(current.map((option) => [option.value, option]));
  const wanted = new Set(inputs.map((input) => input.value));
  for (const option of current) {
    if (!wanted.has(option.value)) await deleteOption(m, option.id);
  }
  for (const [index, input] of orderedOptions(inputs).entries()) {
    const existing = byValue.get(input.value);
    if (!existing) {
      await insertOption(m, { id: newId(), customFieldId, index, label: input.label, value: input.value });
    } else if (existing.index !== index || existing.label !== input.label) {
      await updateOption(m, { id: existing.id, changes: { index, label: input.label } });
    }
  }
}

import { type ComputedField, inEachDialect } from '../database/computed-field.js';
import type { OptionLike } from './custom-field-value.format.js';
import type { CustomFieldType } from './custom-field.entity.js';

function parseList(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [stored];
  } catch {
    return [stored];
  }
}

/**
 * The string served as a custom field's `value`. Option values are shown by label; a stored value whose option no
 * longer exists is shown as stored rather than dropped, so nothing silently disappears. See ComputedField.
 */
export function displayValue(type: CustomFieldType, options: readonly OptionLike[], stored: string): string {
  const sorted = [...options].sort((a, b) => a.index - b.index);
  switch (type) {
    case 'dropdownSelect':
    case 'radioSelect':
      return sorted.find((option) => option.value === stored)?.label ?? stored;
    case 'multiCheckboxes': {
      const chosen = new Set(parseList(stored));
      const known = sorted.filter((option) => chosen.has(option.value));
      const knownValues = new Set(known.map((option) => option.value));
      const unknown = [...chosen].filter((value) => !knownValues.has(value));
      return [...known.map((option) => option.label), ...unknown].join(', ');
    }
    default:
      return stored;
  }
}

/**
 * The SQL's inputs: the stored value (NULL when unset: the display value is NULL), the field's type and its id, whose
 * options (custom_field_option, in the order the service loads them: index, then id) the SQL reads itself.
 */
type ValueColumns = Record<'stored' | 'type' | 'fieldId', string>;

/**
 * In SQL: a select's option label (the first by index), the labels of a multiCheckboxes' checked options in option
 * order followed by stored values no option has any more (in stored order), else as stored. A field's type never
 * changes, so a multiCheckboxes value is always the JSON array of strings normalizeValue() stored.
 */
export const DISPLAY_VALUE: ComputedField<typeof displayValue, ValueColumns> = {
  js: displayValue,
  sql: inEachDialect(({ stored, type, fieldId }, w) => {
    const label = `(SELECT o.label FROM custom_field_option o WHERE o.custom_field_id = ${fieldId} AND o.value = ${stored}
      ORDER BY o."index", o.id LIMIT 1)`;
    const checked = `SELECT o.label AS label, 0 AS k1, o."index" AS k2, o.id AS k3 FROM custom_field_option o
      WHERE o.custom_field_id = ${fieldId} AND o.value IN (SELECT e.value FROM ${w.elements(stored, 'e')})`;
    const gone = `SELECT e.value, 1, min(e.position), '' FROM ${w.elements(stored, 'e')}
      WHERE NOT EXISTS (SELECT 1 FROM custom_field_option o WHERE o.custom_field_id = ${fieldId} AND o.value = e.value)
      GROUP BY e.value`;
    const labels = w.joined('t.label', ', ', `FROM (${checked} UNION ALL ${gone}) t`, 't.k1, t.k2, t.k3');
    return `CASE WHEN ${stored} IS NULL THEN NULL
    WHEN ${type} IN ('dropdownSelect', 'radioSelect') THEN COALESCE(${label}, ${stored})
    WHEN ${type} = 'multiCheckboxes' THEN COALESCE(${labels}, '')
    ELSE ${stored} END`;
  }),
};

import { isDateOnly } from '../common/time.js';
import { SINGLE_LINE_MESSAGE, textProblem } from '../common/validation/text-policy.js';
import type { CustomFieldType } from './custom-field.entity.js';
import { NOT_A_DECIMAL, canonicalAmount, decimalProblem } from '../common/decimal.js';

/**
 * Pure rules for custom field values: what a client may send for each type and the canonical form stored in
 * custom_field_value.value (the display string served back is display-value.computed.ts). No I/O, so every edge is
 * unit-tested.
 */
export interface OptionLike {
  readonly index: number;
  readonly label: string;
  readonly value: string;
}

/** `stored: null` means "no value": the row is deleted. */
export type Normalized = { ok: true; stored: string | null } | { ok: false; message: string };

export const SINGLE_LINE_MAX = 255;
export const MULTI_LINE_MAX = 10_000;

const ok = (stored: string | null): Normalized => ({ ok: true, stored });
const fail = (message: string): Normalized => ({ ok: false, message });

function optionValues(options: readonly OptionLike[]): string[] {
  return [...options].sort((a, b) => a.index - b.index).map((option) => option.value);
}

function text(raw: unknown, max: number, type: CustomFieldType, expected: string): Normalized {
  const singleLine = type === 'singleLineText';
  if (typeof raw !== 'string' || [...raw].length > max) return fail(expected);
  const problem = textProblem(raw, { singleLine });
  if (problem === SINGLE_LINE_MESSAGE) return fail(expected);
  return problem ? fail(`${problem} (${type})`) : ok(raw);
}

/** Kept exactly, as deal amounts are (a double would turn `123456789012345678901234` into `1.2345678901234569e+23`). */
function number(raw: unknown): Normalized {
  const problem = decimalProblem(raw, { exponent: true });
  if (problem === null) return ok(canonicalAmount(raw as number | string));
  // `1e999` is out of range as it was before values were exact: no finite number.
  const notFinite = problem === NOT_A_DECIMAL || (typeof raw === 'string' && /e/i.test(raw));
  return fail(notFinite ? 'must be a finite number or a numeric string (number)' : `${problem} (number)`);
}

function checkbox(raw: unknown): Normalized {
  if (raw === true || raw === 'true') return ok('true');
  if (raw === false || raw === 'false') return ok('false');
  return fail('must be a boolean or "true"/"false" (singleCheckbox)');
}

function select(raw: unknown, options: readonly OptionLike[], type: CustomFieldType): Normalized {
  const values = optionValues(options);
  if (typeof raw === 'string' && values.includes(raw)) return ok(raw);
  return fail(`must be one of the option values: ${values.join(', ')} (${type})`);
}

function multi(raw: unknown, options: readonly OptionLike[]): Normalized {
  const values = optionValues(options);
  const expected = `must be an array of option values from: ${values.join(', ')} (multiCheckboxes)`;
  if (!Array.isArray(raw) || raw.some((item) => typeof item !== 'string' || !values.includes(item))) {
    return fail(expected);
  }
  const chosen = new Set<unknown>(raw);
  // Nothing checked is no value at all, like an unset field.
  if (chosen.size === 0) return ok(null);
  return ok(JSON.stringify(values.filter((value) => chosen.has(value))));
}

/** Validates a client's value for a field of `type` and returns its canonical stored form. */
export function normalizeValue(type: CustomFieldType, options: readonly OptionLike[], raw: unknown): Normalized {
  if (raw === null) return ok(null);
  switch (type) {
    case 'singleLineText':
      return text(
        raw,
        SINGLE_LINE_MAX,
        type,
        `must be a string of at most ${SINGLE_LINE_MAX} characters without line breaks (singleLineText)`,
      );
    case 'multiLineText':
      return text(
        raw,
        MULTI_LINE_MAX,
        type,
        `must be a string of at most ${MULTI_LINE_MAX} characters (multiLineText)`,
      );
    case 'number':
      return number(raw);
    case 'date':
      return typeof raw === 'string' && isDateOnly(raw) ? ok(raw) : fail('must be a real date as YYYY-MM-DD (date)');
    case 'singleCheckbox':
      return checkbox(raw);
    case 'multiCheckboxes':
      return multi(raw, options);
    case 'dropdownSelect':
    case 'radioSelect':
      return select(raw, options, type);
  }
}

import { Decimal } from 'decimal.js';

/**
 * Exact decimals (deal amounts, custom field numbers), kept as canonical text. The bounds are documented in
 * docs/security/logs-and-data.md: wider than any currency needs, and the canonical text of the widest (52 characters)
 * fits the columns.
 */
export const AMOUNT_MAX_INTEGER_DIGITS = 40;
export const AMOUNT_MAX_FRACTION_DIGITS = 10;
/** Digits a JSON number keeps exactly through JSON.parse (IEEE 754 doubles round-trip 15 significant digits). */
export const AMOUNT_MAX_NUMBER_DIGITS = 15;
/** Longest decimal string read (sign, leading and trailing zeros included): parsing stays cheap. */
const AMOUNT_MAX_TEXT = 100;

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const WITH_EXPONENT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

export const NOT_A_DECIMAL = 'must be a finite number or a decimal string';

/** Significant digits of JavaScript's shortest text for a number (`1.5e+21` → 2; integers keep trailing zeros). */
function numberDigits(text: string): number {
  const mantissa = text.replace(/^-/, '').split('e')[0];
  return mantissa.replace('.', '').replace(/^0+/, '').length;
}

/** The canonical text of a decimal: no exponent, no trailing fraction zeros, no `-0` ("12.50" → "12.5"). */
function canonical(value: Decimal): string {
  return value.isZero() ? '0' : value.toFixed();
}

const BOUNDS_MESSAGE =
  `must have at most ${AMOUNT_MAX_INTEGER_DIGITS} integer digits and ${AMOUNT_MAX_FRACTION_DIGITS} ` +
  'fraction digits';

function boundsProblem(text: string): string | null {
  const value = new Decimal(text);
  // The exponent first: `1e999999999` written out in full would be a billion digits.
  if (!value.isZero() && (value.e >= AMOUNT_MAX_INTEGER_DIGITS || value.e < -AMOUNT_MAX_FRACTION_DIGITS)) {
    return BOUNDS_MESSAGE;
  }
  const [integer, fraction = ''] = canonical(value).replace(/^-/, '').split('.');
  const tooLong =
    integer.replace(/^0+/, '').length > AMOUNT_MAX_INTEGER_DIGITS || fraction.length > AMOUNT_MAX_FRACTION_DIGITS;
  return tooLong ? BOUNDS_MESSAGE : null;
}

/**
 * Why `value` is not an amount, or null. A decimal string is kept exactly; a JSON number only when it cannot have
 * lost digits on the way in (JSON.parse reads it as a double): more than 15 significant digits asks for a string.
 */
export function amountProblem(value: unknown): string | null {
  return decimalProblem(value, { exponent: false });
}

/** As amountProblem; with `exponent`, decimal strings may also be written with one (`1.5e3`). */
export function decimalProblem(value: unknown, opts: { exponent: boolean }): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return NOT_A_DECIMAL;
    if (numberDigits(String(value)) > AMOUNT_MAX_NUMBER_DIGITS) {
      return `has more than ${AMOUNT_MAX_NUMBER_DIGITS} significant digits as a JSON number, which loses precision; send it as a decimal string`;
    }
    return boundsProblem(String(value));
  }
  if (
    typeof value !== 'string' ||
    value.length > AMOUNT_MAX_TEXT ||
    !(opts.exponent ? WITH_EXPONENT : DECIMAL).test(value)
  ) {
    return NOT_A_DECIMAL;
  }
  return boundsProblem(value);
}

/** The stored form of a valid amount: its canonical decimal text. */
export function canonicalAmount(amount: number | string | null): string | null {
  return amount === null ? null : canonical(new Decimal(typeof amount === 'number' ? String(amount) : amount));
}

/** The served form: rows written before amounts were exact may hold an exponent (`1.1e+39`), never served as such. */
export function servedAmount(stored: string | null): string | null {
  return stored !== null && /e/i.test(stored) ? canonical(new Decimal(stored)) : stored;
}

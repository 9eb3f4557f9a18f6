import { type OptionLike, normalizeValue } from './custom-field-value.format.js';

const OPTIONS: OptionLike[] = [
  { index: 1, label: 'Beta', value: 'b' },
  { index: 0, label: 'Alpha', value: 'a' },
  { index: 2, label: 'Gamma', value: 'c' },
];

const stored = (value: string | null) => ({ ok: true, stored: value });
const rejected = { ok: false, message: expect.any(String) };

describe('normalizeValue', () => {
  it('clears any type with null', () => {
    expect(normalizeValue('number', [], null)).toEqual(stored(null));
    expect(normalizeValue('multiCheckboxes', OPTIONS, null)).toEqual(stored(null));
  });

  it('keeps single-line text as is up to 255 characters, counting code points', () => {
    expect(normalizeValue('singleLineText', [], 'Hello')).toEqual(stored('Hello'));
    expect(normalizeValue('singleLineText', [], '')).toEqual(stored(''));
    expect(normalizeValue('singleLineText', [], '😀'.repeat(255))).toEqual(stored('😀'.repeat(255)));
    expect(normalizeValue('singleLineText', [], 'x'.repeat(256))).toEqual(rejected);
  });

  it('rejects NUL and control characters in text values, naming the character and the type', () => {
    expect(normalizeValue('singleLineText', [], 'a\u0000b')).toEqual({
      ok: false,
      message: 'must not contain NUL characters (singleLineText)',
    });
    expect(normalizeValue('multiLineText', [], 'a\u0085b')).toEqual({
      ok: false,
      message: 'must not contain control characters (found U+0085) (multiLineText)',
    });
    expect(normalizeValue('singleLineText', [], 'a\tb')).toEqual({
      ok: false,
      message: 'must not contain control characters (found U+0009) (singleLineText)',
    });
    expect(normalizeValue('multiLineText', [], 'a\tb')).toEqual(stored('a\tb'));
  });

  it('rejects line breaks and non-strings in single-line text, naming the type', () => {
    for (const raw of ['a\nb', 'a\rb', 'a\u2028b', 5, true, ['a'], {}]) {
      expect(normalizeValue('singleLineText', [], raw)).toEqual(rejected);
    }
    expect(normalizeValue('singleLineText', [], 5)).toEqual({
      ok: false,
      message: 'must be a string of at most 255 characters without line breaks (singleLineText)',
    });
  });

  it('accepts multi-line text with line breaks up to 10,000 characters', () => {
    expect(normalizeValue('multiLineText', [], 'a\nb\r\nc')).toEqual(stored('a\nb\r\nc'));
    expect(normalizeValue('multiLineText', [], 'x'.repeat(10_000))).toEqual(stored('x'.repeat(10_000)));
    expect(normalizeValue('multiLineText', [], 'x'.repeat(10_001))).toEqual(rejected);
    expect(normalizeValue('multiLineText', [], 12)).toEqual(rejected);
  });

  it('stores numbers and numeric strings in canonical form', () => {
    expect(normalizeValue('number', [], 42)).toEqual(stored('42'));
    expect(normalizeValue('number', [], -0.5)).toEqual(stored('-0.5'));
    expect(normalizeValue('number', [], '12.50')).toEqual(stored('12.5'));
    expect(normalizeValue('number', [], '007')).toEqual(stored('7'));
    expect(normalizeValue('number', [], '+3')).toEqual(stored('3'));
    expect(normalizeValue('number', [], '.5')).toEqual(stored('0.5'));
    expect(normalizeValue('number', [], '1e3')).toEqual(stored('1000'));
    expect(normalizeValue('number', [], '-0')).toEqual(stored('0'));
  });

  it('keeps numbers exactly, never with an exponent, within the bounds of deal amounts', () => {
    expect(normalizeValue('number', [], '123456789012345678901234')).toEqual(stored('123456789012345678901234'));
    expect(normalizeValue('number', [], 1e21)).toEqual(stored('1000000000000000000000'));
    expect(normalizeValue('number', [], '1.5e-3')).toEqual(stored('0.0015'));
    expect(normalizeValue('number', [], '1'.repeat(41))).toEqual({
      ok: false,
      message: 'must have at most 40 integer digits and 10 fraction digits (number)',
    });
    expect(normalizeValue('number', [], 0.30000000000000004)).toMatchObject({ ok: false });
  });

  it('rejects non-numeric strings, non-finite numbers and other types as numbers', () => {
    for (const raw of ['', ' 1', '1 ', 'abc', '0x10', 'Infinity', 'NaN', '1,5', '1e999', true, [1], {}]) {
      expect(normalizeValue('number', [], raw)).toEqual(rejected);
    }
    expect(normalizeValue('number', [], Number.POSITIVE_INFINITY)).toEqual(rejected);
    expect(normalizeValue('number', [], Number.NaN)).toEqual({
      ok: false,
      message: 'must be a finite number or a numeric string (number)',
    });
  });

  it('accepts real YYYY-MM-DD dates only', () => {
    expect(normalizeValue('date', [], '2024-02-29')).toEqual(stored('2024-02-29'));
    for (const raw of ['2023-02-29', '2026-13-01', '2026-1-1', '2026-01-02T00:00:00Z', 20260102]) {
      expect(normalizeValue('date', [], raw)).toEqual(rejected);
    }
  });

  it('accepts booleans and "true"/"false" for a single checkbox', () => {
    expect(normalizeValue('singleCheckbox', [], true)).toEqual(stored('true'));
    expect(normalizeValue('singleCheckbox', [], 'false')).toEqual(stored('false'));
    for (const raw of ['yes', 'TRUE', 1, 0, '']) expect(normalizeValue('singleCheckbox', [], raw)).toEqual(rejected);
  });

  it('accepts one option value for dropdown and radio selects, naming the allowed values', () => {
    expect(normalizeValue('dropdownSelect', OPTIONS, 'b')).toEqual(stored('b'));
    expect(normalizeValue('radioSelect', OPTIONS, 'c')).toEqual(stored('c'));
    expect(normalizeValue('radioSelect', OPTIONS, 'Beta')).toEqual(rejected);
    expect(normalizeValue('dropdownSelect', OPTIONS, ['a'])).toEqual({
      ok: false,
      message: 'must be one of the option values: a, b, c (dropdownSelect)',
    });
  });

  it('stores multi-checkbox values in option order without duplicates; an empty array clears', () => {
    expect(normalizeValue('multiCheckboxes', OPTIONS, ['c', 'a', 'c'])).toEqual(stored('["a","c"]'));
    expect(normalizeValue('multiCheckboxes', OPTIONS, [])).toEqual(stored(null));
  });

  it('rejects multi-checkbox values that are not an array of option values', () => {
    for (const raw of ['a', ['a', 'x'], ['a', 1], [null]]) {
      expect(normalizeValue('multiCheckboxes', OPTIONS, raw)).toEqual(rejected);
    }
  });
});

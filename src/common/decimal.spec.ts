import fc from 'fast-check';
import { amountProblem, canonicalAmount, servedAmount } from './decimal.js';

const FORTY_DIGITS = '1111111111111111111111111111111111111111';

describe('deal amounts', () => {
  it('keeps a 40-digit integer part and a 10-digit fraction exactly', () => {
    const value = `-${FORTY_DIGITS}.0123456789`;
    expect([amountProblem(value), canonicalAmount(value)]).toEqual([null, value]);
  });

  it('writes the canonical decimal text, never an exponent', () => {
    expect(['12.50', '00012.3400', '5.', '.5', '+1', '-0', '0.000'].map(canonicalAmount)).toEqual([
      '12.5',
      '12.34',
      '5',
      '0.5',
      '1',
      '0',
      '0',
    ]);
    expect([12.5, 1e-7, 1.5e3, 123456789012345].map(canonicalAmount)).toEqual([
      '12.5',
      '0.0000001',
      '1500',
      '123456789012345',
    ]);
  });

  it('keeps every decimal string within the bounds exactly (canonical form, same value)', () => {
    const digits = (max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: max });
    fc.assert(
      fc.property(fc.constantFrom('', '-'), digits(40), fc.option(digits(10)), (sign, integer, fraction) => {
        const text = `${sign}${integer}${fraction === null ? '' : `.${fraction}`}`;
        const stored = canonicalAmount(text)!;
        const trimmed = (fraction ?? '').replace(/0+$/, '');
        const expected = `${integer.replace(/^0+(?=\d)/, '')}${trimmed ? `.${trimmed}` : ''}`;
        return amountProblem(text) === null && stored === (/^0$/.test(expected) ? '0' : `${sign}${expected}`);
      }),
    );
  });

  it.each([
    ['41 integer digits', `9${FORTY_DIGITS}`],
    ['11 fraction digits', '0.12345678901'],
  ])('refuses a string of %s, naming the bounds', (_name, value) => {
    expect(amountProblem(value)).toBe('must have at most 40 integer digits and 10 fraction digits');
  });

  it.each([
    ['a 40-digit integer', Number(FORTY_DIGITS)],
    ['16 significant digits', 1234567890123456],
    ['a sum that is not what it looks like', 0.1 + 0.2],
    ['an integer past 2^53', 2 ** 53 + 2],
  ])('refuses a JSON number of %s, asking for a string', (_name, value) => {
    expect(amountProblem(value)).toMatch(/more than 15 significant digits .*send it as a decimal string/);
  });

  it('reads a JSON number in exponent form within the bounds, and writes it without an exponent', () => {
    expect([amountProblem(1.5e39), canonicalAmount(1.5e39)]).toEqual([null, `15${'0'.repeat(38)}`]);
  });

  it('refuses a JSON number in exponent form past the bounds', () => {
    expect(amountProblem(1e41)).toBe('must have at most 40 integer digits and 10 fraction digits');
    expect(amountProblem(1e-11)).toBe('must have at most 40 integer digits and 10 fraction digits');
  });

  it.each([['1e5'], ['12,5'], [''], ['-'], ['.'], [' 1'], ['0x10'], ['Infinity'], ['1'.padStart(101, '0')]])(
    'refuses the text %j',
    (value) => expect(amountProblem(value)).toBe('must be a finite number or a decimal string'),
  );

  it('serves an amount stored in exponent form before amounts were exact as plain decimal text', () => {
    expect(servedAmount('1.1111111111111112e+39')).toBe('1111111111111111200000000000000000000000');
    expect([servedAmount('12.5'), servedAmount(null)]).toEqual(['12.5', null]);
  });
});

import fc from 'fast-check';
import { addDays, isDateOnly, parseInstant } from './time.js';

/** Every instant of the years 0001–9999 (JavaScript's own toISOString is the oracle for the written form). */
const anyInstant = fc.date({
  min: new Date('0001-01-01T00:00:00.000Z'),
  max: new Date('9999-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});
const iso = (d: Date): string => d.toISOString();
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const daysIn = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

describe('isDateOnly', () => {
  it('accepts every real date of the years 0001–9999', () => {
    fc.assert(fc.property(anyInstant, (d) => isDateOnly(iso(d).slice(0, 10))));
  });

  it('refuses a day past the end of its month', () => {
    const yearMonth = fc.record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }) });
    fc.assert(
      fc.property(yearMonth, fc.integer({ min: 1, max: 68 }), ({ year, month }, past) => {
        const day = daysIn(year, month) + past;
        return !isDateOnly(`${pad(year, 4)}-${pad(month)}-${pad(Math.min(day, 99))}`);
      }),
    );
  });

  it.each(['2024-02-30', '2023-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0000-01-01'])(
    'refuses %s',
    (value) => expect(isDateOnly(value)).toBe(false),
  );

  it.each(['2024-02-29', '2000-02-29', '0001-01-01', '0050-06-15', '0099-12-31', '9999-12-31'])('accepts %s', (value) =>
    expect(isDateOnly(value)).toBe(true),
  );

  it.each(['10000-01-01', '+010000-01-01', '-000001-01-01', '2026-1-01', '2026-01-01T00:00Z', ' 2026-01-01', ''])(
    'refuses the form %j',
    (value) => expect(isDateOnly(value)).toBe(false),
  );
});

describe('parseInstant', () => {
  it('round-trips every stored timestamp of the years 0001–9999', () => {
    fc.assert(fc.property(anyInstant, (d) => parseInstant(iso(d)) === iso(d)));
  });

  it('reads a date as its midnight UTC', () => {
    fc.assert(
      fc.property(anyInstant, (d) => parseInstant(iso(d).slice(0, 10)) === `${iso(d).slice(0, 10)}T00:00:00.000Z`),
    );
  });

  it('applies an offset like Date.parse does, wherever the result stays in range', () => {
    const offset = fc.record({
      sign: fc.constantFrom('+', '-'),
      hours: fc.integer({ min: 0, max: 23 }),
      minutes: fc.integer({ min: 0, max: 59 }),
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0002-01-01T00:00:00Z'), max: new Date('9998-12-31T00:00:00Z'), noInvalidDate: true }),
        offset,
        (d, { sign, hours, minutes }) => {
          const text = `${iso(d).slice(0, 19)}${sign}${pad(hours)}:${pad(minutes)}`;
          return parseInstant(text) === new Date(Date.parse(text)).toISOString();
        },
      ),
    );
  });

  it('keeps years 0001–0099 as written', () => {
    expect(parseInstant('0050-01-02')).toBe('0050-01-02T00:00:00.000Z');
    expect(parseInstant('0001-01-01T00:00Z')).toBe('0001-01-01T00:00:00.000Z');
  });

  it('drops precision beyond milliseconds', () => {
    expect(parseInstant('2026-01-02T03:04:05.123456789Z')).toBe('2026-01-02T03:04:05.123Z');
    expect(parseInstant('2026-01-02T03:04:05.6+02:00')).toBe('2026-01-02T01:04:05.600Z');
  });

  it.each([
    ['a day that rolls over', '2024-02-30T00:00Z'],
    ['hour 24', '2026-01-01T24:00Z'],
    ['minute 60', '2026-01-01T10:60Z'],
    ['second 60', '2026-01-01T10:00:60Z'],
    ['an offset of 24 hours', '2026-01-01T10:00+24:00'],
    ['an offset minute of 60', '2026-01-01T10:00+01:60'],
    ['a time that is in the year 10000 in UTC', '9999-12-31T23:00-05:00'],
    ['a time that is in the year 0000 in UTC', '0001-01-01T00:30+01:00'],
    ['year 0000', '0000-06-01T00:00Z'],
    ['no zone', '2026-01-01T10:00'],
    ['a six-digit year', '+010000-01-01T00:00:00Z'],
    ['text Date.parse would take', 'January 1, 2026'],
  ])('refuses %s', (_name, value) => expect(parseInstant(value)).toBeNull());
});

describe('addDays', () => {
  it('goes back to the start with the opposite offset, wherever the result stays in range', () => {
    fc.assert(
      fc.property(anyInstant, fc.integer({ min: -3650, max: 3650 }), (d, days) => {
        const date = iso(d).slice(0, 10);
        const moved = addDays(date, days);
        return moved === null || addDays(moved, -days) === date;
      }),
    );
  });

  it('agrees with the Date arithmetic of JavaScript inside the range', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('0050-01-01', -1)).toBe('0049-12-31');
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
  });

  it('answers null instead of a date outside 0001–9999', () => {
    expect(addDays('9999-12-31', 1)).toBeNull();
    expect(addDays('9999-01-01', 3650)).toBeNull();
    expect(addDays('0001-01-01', -1)).toBeNull();
  });

  it('answers null for a value that is not a date', () => {
    expect(addDays('2024-02-30', 1)).toBeNull();
  });
});

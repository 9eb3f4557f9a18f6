import { codePointLength, foldedKey } from './text-key.js';

describe('folded text key', () => {
  it.each([
    ['Café (NFC) and Café (NFD)', 'Caf\u00e9', 'Cafe\u0301'],
    ['fullwidth and ASCII', 'ＴＡＧ', 'tag'],
    ['a zero-width space', 'ta\u200bg', 'tag'],
    ['a soft hyphen and a bidi mark', 'ta\u00adg\u200f', 'TAG'],
    ['a ligature', 'ﬃ', 'FFI'],
    ['sharp s', 'Straße', 'STRASSE'],
    ['final sigma', 'ΟΔΟΣ', 'οδος'],
    ['upper and lower case', 'Onboarding', 'ONBOARDING'],
  ])('makes %s the same key', (_case, a, b) => {
    expect(foldedKey(a)).toBe(foldedKey(b));
  });

  it('keeps different titles different', () => {
    expect(foldedKey('tag')).not.toBe(foldedKey('tags'));
    expect(foldedKey('Café')).not.toBe(foldedKey('Cafe'));
  });

  it('can lengthen text, counted in code points as PostgreSQL counts varchar', () => {
    expect(codePointLength(foldedKey('İ'.repeat(128)))).toBe(256);
    expect(codePointLength(foldedKey('ﬃ'))).toBe(3);
    expect(codePointLength('😀'.repeat(3))).toBe(3);
  });
});

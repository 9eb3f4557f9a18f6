import { isSingleEmoji } from './emoji.js';

describe('isSingleEmoji', () => {
  it.each([
    ['a basic emoji', '🚀'],
    ['a text symbol with VS16', '©\uFE0F'],
    ['a heart with VS16', '❤\uFE0F'],
    ['a flag', '🇺🇸'],
    ['a tag-sequence flag', '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'],
    ['a ZWJ family', '👨\u200D👩\u200D👧'],
    ['a ZWJ sequence with VS16', '🏴\u200D☠\uFE0F'],
    ['a keycap', '#\uFE0F\u20E3'],
    ['a digit keycap', '1\uFE0F\u20E3'],
    ['a skin-toned emoji', '👍🏽'],
  ])('accepts %s', (_name, value) => {
    expect(isSingleEmoji(value)).toBe(true);
  });

  it.each([
    ['© without VS16', '©'],
    ['❤ without VS16', '❤'],
    ['™', '™'],
    ['a lone skin-tone modifier', '\u{1F3FB}'],
    ['a lone regional indicator', '\u{1F1FA}'],
    ['a ZWJ fragment', '👨\u200D'],
    ['a lone ZWJ', '\u200D'],
    ['a keycap without VS16', '1\u20E3'],
    ['a digit', '1'],
    ['#', '#'],
    ['a letter', 'a'],
    ['two emoji', '🚀🚀'],
    ['an emoji with text', '🚀a'],
    ['the empty string', ''],
    ['a very long value', '🚀'.repeat(100_000)],
  ])('refuses %s', (_name, value) => {
    expect(isSingleEmoji(value)).toBe(false);
  });
});

import fc from 'fast-check';
import { JS_WHITESPACE } from '../../src/database/wire-json.js';
import { BIDI_CHARS, CASE_EXPANDING } from './fuzz/input-classes.js';

/**
 * Text for comparing a rule's JavaScript with its SQL (test/e2e/computed-fields.e2e-spec.ts): mostly the characters
 * where two implementations of one rule part ways, mixed with plain ones so that words, separators and edges form.
 */

/** Every kind of space JavaScript's trim() removes, plus look-alikes it keeps (U+180E, U+200B, U+2060). */
const SPACES = [...JS_WHITESPACE, '\u180e', '\u200b', '\u2060'];
/** C0 and C1 controls and DEL (NUL apart: see HostileTextOptions). */
const CONTROLS = ['\u0001', '\u0007', '\u0008', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f'];
/** Combining marks inside U+0300–U+036F (slugify drops them) and outside it (it does not). */
const COMBINING = ['\u0301', '\u0308', '\u0327', '\u036f', '\u0483', '\u0591', '\u1ab0', '\u20d7', '\ufe20'];
/** Letters case mapping or NFKD change the length or script of: ß, İ, ı, ﬁ, the Kelvin, Ångström and ohm signs… */
const CASE_AND_COMPATIBILITY = [
  ...CASE_EXPANDING,
  ...[
    'ı',
    '\u212a',
    '\u212b',
    '\u2126',
    'Å',
    'Ω',
    'ﬁ',
    'ẞ',
    'Σ',
    'ς',
    'Ǆ',
    'ǅ',
    '½',
    '²',
    '™',
    '①',
    '㎏',
    'ｆ',
    'Ａ',
    '𝔄',
    '𝟙',
    '\u1e9e',
  ],
];
const EMOJI = ['😀', '👩‍💻', '🇫🇷', '1️⃣', '👍🏽', '\u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}'];
/** What SQL and JSON quote or treat specially, and the e-mail separator. */
const SYNTAX = ["'", '"', '\\', '%', '_', '@', '-', '--', ',', ', ', '[', ']', '{', '}', '\\u0000', '$1', ':x', '?'];
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];
const PLAIN = fc.constantFrom(...'aZ09 -'.split(''), 'word', 'Jane', 'Doe', 'Café', 'x@y.z');

export interface HostileTextOptions {
  /** NUL: PostgreSQL's text cannot hold it (the driver's error), so its suites leave it out. */
  nul: boolean;
  /** Unpaired surrogates: not text, so where a JSON text has them escaped only the JavaScript can read them back. */
  loneSurrogates: boolean;
}

/** One piece of hostile text: a character of one of the classes above, a plain word, or any code point. */
function unit({ nul, loneSurrogates }: HostileTextOptions): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: PLAIN },
    { weight: 3, arbitrary: fc.constantFrom(...SPACES) },
    { weight: 1, arbitrary: fc.constantFrom(...CONTROLS, ...(nul ? ['\u0000'] : [])) },
    { weight: 1, arbitrary: fc.constantFrom(...BIDI_CHARS) },
    { weight: 2, arbitrary: fc.constantFrom(...COMBINING) },
    { weight: 3, arbitrary: fc.constantFrom(...CASE_AND_COMPATIBILITY) },
    { weight: 1, arbitrary: fc.constantFrom(...EMOJI) },
    { weight: 2, arbitrary: fc.constantFrom(...SYNTAX) },
    { weight: 1, arbitrary: loneSurrogates ? fc.constantFrom(...LONE_SURROGATES) : PLAIN },
    // Any code point at all (surrogate halves excluded: the line above has them).
    {
      weight: 2,
      arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => nul || c !== '\u0000'),
    },
  );
}

/**
 * Hostile text: empty, a single character, whitespace only, a few dozen pieces, or a piece repeated past every
 * length limit (a slug's 60 characters, a column's 255, 5,000).
 */
export function hostileText(options: HostileTextOptions): fc.Arbitrary<string> {
  const piece = unit(options);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    {
      weight: 2,
      arbitrary: fc.array(fc.constantFrom(...SPACES), { minLength: 1, maxLength: 4 }).map((s) => s.join('')),
    },
    { weight: 12, arbitrary: fc.array(piece, { maxLength: 24 }).map((pieces) => pieces.join('')) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.array(piece, { minLength: 1, maxLength: 6 }), fc.constantFrom(15, 61, 300, 5_000))
        .map(([pieces, times]) => pieces.join('').repeat(times)),
    },
  );
}

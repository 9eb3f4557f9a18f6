import emojiRegex from 'emoji-regex';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Longer than any emoji (the longest, tag-sequence flags and ZWJ sequences with skin tones, are under 40 UTF-16 code
 * units). Checked first because segmenting takes quadratic time: a 200,000-character icon held the event loop for
 * over a minute and ran the process out of memory.
 */
const MAX_EMOJI_LENGTH = 64;

/** Exactly one user-perceived character that is an emoji (ZWJ sequences, skin tones, flags, keycaps included). */
export function isSingleEmoji(value: string): boolean {
  if (value.length > MAX_EMOJI_LENGTH) return false;
  if ([...segmenter.segment(value)].length !== 1) return false;
  const match = value.match(emojiRegex());
  return match !== null && match.length === 1 && match[0] === value;
}

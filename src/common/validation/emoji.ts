import emojiRegex from 'emoji-regex';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Exactly one user-perceived character that is an emoji (ZWJ sequences, skin tones, flags, keycaps included). */
export function isSingleEmoji(value: string): boolean {
  if ([...segmenter.segment(value)].length !== 1) return false;
  const match = value.match(emojiRegex());
  return match !== null && match.length === 1 && match[0] === value;
}

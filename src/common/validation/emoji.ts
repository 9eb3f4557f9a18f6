/**
 * One emoji of Unicode's recommended-for-general-interchange set (RGI: what every platform draws as a picture):
 * basic emoji, keycaps, flags, tag sequences, skin-tone and ZWJ sequences. Text-default symbols without VS16 (`©`,
 * `❤`), digits, `#`, lone regional indicators and ZWJ fragments are not in the set. The `v` flag's property of
 * strings matches whole sequences, so an anchored match is exactly one emoji grapheme.
 */
// Built from a string: TypeScript refuses the `v` flag in a literal below an ES2024 target, Node 20 supports it.
const RGI_EMOJI = new RegExp('^\\p{RGI_Emoji}$', 'v');

/** A skin-tone modifier is in the RGI set on its own (as a swatch) but only means something after a person emoji. */
const LONE_MODIFIER = /^\p{Emoji_Modifier}$/u;

/**
 * Longer than any emoji (the longest, tag-sequence flags and ZWJ sequences with skin tones, are under 40 UTF-16 code
 * units): a long value is refused before any matching.
 */
const MAX_EMOJI_LENGTH = 64;

/** Exactly one user-perceived character that is an RGI emoji (ZWJ sequences, skin tones, flags, keycaps included). */
export function isSingleEmoji(value: string): boolean {
  if (value.length === 0 || value.length > MAX_EMOJI_LENGTH) return false;
  return RGI_EMOJI.test(value) && !LONE_MODIFIER.test(value);
}

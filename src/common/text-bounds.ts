/** Whether `text` takes at most `maxBytes` in UTF-8; most text is decided without encoding it. */
export function fitsUtf8(text: string, maxBytes: number): boolean {
  // Each UTF-16 unit is at most 3 UTF-8 bytes.
  return text.length * 3 <= maxBytes || Buffer.byteLength(text, 'utf8') <= maxBytes;
}

/** `text` cut to at most `max` code points, `…` marking a cut; a surrogate pair is never split. */
export function shortened(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

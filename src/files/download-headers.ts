import { OCTET_STREAM, SNIFFED_TYPES, TEXT_PLAIN } from './content-sniffing.js';

/** Raster images a browser only ever draws: served inline. Everything else is an attachment. */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * What a download says about its bytes. Only the sniffer's own types are served as themselves (a row written some
 * other way can never turn into text/html or image/svg+xml); text is declared UTF-8 so no charset is guessed.
 */
export function servedAs(contentType: string): { type: string; inline: boolean } {
  if (contentType === TEXT_PLAIN) return { type: 'text/plain; charset=utf-8', inline: false };
  if (!SNIFFED_TYPES.has(contentType)) return { type: OCTET_STREAM, inline: false };
  return { type: contentType, inline: INLINE.has(contentType) };
}

/**
 * What a saved file's name may not hold: controls (C0, DEL, C1), line and paragraph separators, bidi marks,
 * overrides and isolates (`invoice\u202Efdp.exe` would show as `invoiceexe.pdf`). Removed from a client's filename
 * on upload, and from any stored name when it becomes a download's filename.
 */
export const UNSAFE_IN_FILE_NAMES =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/**
 * `attachment; filename="Logo _ 2027.png"; filename*=UTF-8''Logo%20%E2%80%94%202027.png` (RFC 6266, RFC 8187): the
 * quoted name is an ASCII stand-in for old clients (anything else, quotes, backslashes and `%` replaced by `_`). A
 * name given in the `name` part may hold bidi controls (ordinary text in names), but the saved file's name never does.
 */
export function contentDisposition(stored: string, inline: boolean): string {
  const name = stored.replace(UNSAFE_IN_FILE_NAMES, '') || 'file';
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

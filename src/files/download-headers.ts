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
 * `attachment; filename="Logo _ 2027.png"; filename*=UTF-8''Logo%20%E2%80%94%202027.png` (RFC 6266, RFC 8187): the
 * quoted name is an ASCII stand-in for old clients (anything else, quotes, backslashes and `%` replaced by `_`).
 */
export function contentDisposition(name: string, inline: boolean): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

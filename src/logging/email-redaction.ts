/**
 * E-mail addresses in free text, found by shape and over-redacted rather than missed: whatever an SMTP server quotes
 * back, a client puts in a path, a query name or a user agent. Addresses the API refuses (`a@example.c`,
 * `le..ak@ex.c0m`, `"quoted"@…`) must not escape it either, so no TLD or syntax is required: an address is a non-empty
 * local part, `@` (or its percent-encoding `%40`) and a non-empty domain.
 *
 * A scan rather than a regular expression: a pattern like `[^…]+@` retried from every position of a long run without
 * `@` is quadratic, and a user agent or path is the client's to fill. Each `@` extends right over domain characters and
 * left (never past the previous replacement) over local-part characters, so every character is visited a bounded
 * number of times.
 */

/** Characters that end a domain: spaces, quotes, brackets, separators and URL delimiters (`/?&=`). */
const DOMAIN_STOP = /[\s"'<>()[\]{},;:/?&=]/;
/** Characters that end an unquoted local part: as for a domain, but `'` belongs to it (`o'brien@…`). */
const LOCAL_STOP = /[\s"<>()[\]{},;:/?&=]/;
/** A quoted local part (`"le..ak"@…`, as nodemailer writes unusual ones) is at most 64 characters plus its quotes. */
const QUOTED_LOCAL_MAX = 66;
const MARKER = /@|%40/gi;

export const EMAIL_PLACEHOLDER = '[email]';

/** `text` with every address-shaped run replaced by `[email]`. `node_modules/@scope/…` has no local part and stays. */
export function redactEmails(text: string): string {
  let out = '';
  let kept = 0;
  MARKER.lastIndex = 0;
  for (let match = MARKER.exec(text); match; match = MARKER.exec(text)) {
    const at = match.index;
    let end = at + match[0].length;
    while (end < text.length && !DOMAIN_STOP.test(text[end])) end++;
    const start = end > at + match[0].length ? localStart(text, at, kept) : at;
    if (start === at) continue;
    out += `${text.slice(kept, start)}${EMAIL_PLACEHOLDER}`;
    kept = end;
    MARKER.lastIndex = end;
  }
  return kept === 0 ? text : out + text.slice(kept);
}

/** Where the local part before `at` begins (`at` itself when there is none), never before `floor`. */
function localStart(text: string, at: number, floor: number): number {
  if (text[at - 1] === '"') {
    const limit = Math.max(floor, at - 1 - QUOTED_LOCAL_MAX);
    for (let i = at - 2; i >= limit; i--) {
      if (text[i] === '"') return i;
      if (text[i] === '\n' || text[i] === '\r') break;
    }
    // No opening quote near: the closing one and whatever follows still go.
    return at - 1;
  }
  let start = at;
  while (start > floor && !LOCAL_STOP.test(text[start - 1])) start--;
  return start;
}

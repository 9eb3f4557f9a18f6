import type { ErrorDetail } from '../http/app-error.js';

/**
 * The one text policy every string a client sends goes through (bodies, query parameters, filters, path ids).
 * PostgreSQL refuses NUL in text (a 500 if it ever reached a query); control characters are invisible in every UI and
 * some are dropped by downstream software (nodemailer delivers `ctl\u0001x@…` to `ctlx@…`); a lone surrogate is not
 * text at all and cannot be encoded as UTF-8. Tab, line feed and carriage return are the only controls allowed, and
 * only in multi-line fields (CR too, because browsers submit a textarea's line breaks as CRLF).
 */

export const NUL_MESSAGE = 'must not contain NUL characters';
export const SURROGATE_MESSAGE = 'must not contain unpaired surrogates (not valid Unicode text)';
export const SINGLE_LINE_MESSAGE = 'must be a single line';

// C0 except tab, LF and CR; DEL; C1 (U+0085 NEL included). Matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// An unpaired UTF-16 surrogate (`"\ud800"` is valid JSON but no Unicode text). With the u flag a well-formed
// pair is one code point, so only unpaired halves match.
export const LONE_SURROGATE = /\p{Cs}/u;
const LINE_BREAK = /[\r\n\u2028\u2029]/;
// Format characters (bidi overrides and isolates, zero-width characters, soft hyphen…), every kind of space, and the
// other default-ignorable code points (variation selectors, Hangul fillers): none can be part of an e-mail address
// a person reads the same way it is delivered.
const INVISIBLE_IN_ADDRESS = /[\p{Cf}\p{Z}\p{White_Space}\p{Default_Ignorable_Code_Point}]/u;

const codePoint = (ch: string): string => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

export interface TextPolicyOptions {
  /** Refuses tab, line breaks (CR, LF, U+2028, U+2029) too: names, titles, URLs, e-mail addresses, ids. */
  singleLine?: boolean;
}

/** Null when `value` is acceptable text, otherwise the message (without the field name). */
export function textProblem(value: string, opts: TextPolicyOptions = {}): string | null {
  if (value.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(value)) return SURROGATE_MESSAGE;
  if (opts.singleLine && LINE_BREAK.test(value)) return SINGLE_LINE_MESSAGE;
  const control = CONTROL.exec(value) ?? (opts.singleLine ? /\t/.exec(value) : null);
  return control ? `must not contain control characters (found ${codePoint(control[0])})` : null;
}

/** E-mail addresses are single-line text without format characters or spaces of any kind. */
export function emailTextProblem(value: string): string | null {
  const problem = textProblem(value, { singleLine: true });
  if (problem) return problem;
  // A plain space is visible and simply makes the address invalid, with the usual message.
  const invisible = INVISIBLE_IN_ADDRESS.exec(value.replaceAll(' ', ''));
  if (invisible) {
    return `must not contain spaces, invisible or bidirectional formatting characters (found ${codePoint(invisible[0])})`;
  }
  return lookAlikeProblem(value);
}

/**
 * An address must be its own NFKC form: `ｖictim@…` (fullwidth ｖ) or `ﬁle@…` (a ligature) read as `victim@…` and
 * `file@…` but are other addresses, so two members of a workspace would look the same. A character that NFKC changes
 * on its own is named; otherwise the address spells a letter with combining marks where a composed one exists.
 */
function lookAlikeProblem(value: string): string | null {
  if (value.normalize('NFKC') === value) return null;
  const changed = [...value].find((ch) => ch.normalize('NFKC') !== ch);
  return changed
    ? `must not contain fullwidth or other compatibility characters (found ${codePoint(changed)}); write ${JSON.stringify(changed.normalize('NFKC'))}`
    : 'must use composed characters (Unicode NFKC), e.g. "ä" rather than "a" followed by a combining mark';
}

const MAX_DETAILS = 20;

function join(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/**
 * Every string in a parsed body or query, keys included, checked against the base policy (multi-line: tab, LF and
 * CR allowed; fields declared single-line refuse them in their own rule). One detail per offending value, named by
 * its path (`workspaceUsers[1].email`, `filters.name`; `rootName` for the value itself or a top-level property name),
 * at most 20. Iterative, so a deep body cannot overflow the
 * stack; linear in the size of the value.
 */
export function findTextProblems(value: unknown, rootName = 'value'): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  // A refused property name is queued as its message, so details come out in document order.
  const stack: [string, unknown, string?][] = [['', value]];
  while (stack.length > 0 && details.length < MAX_DETAILS) {
    const [path, current, keyProblem] = stack.pop()!;
    if (keyProblem) {
      details.push({ field: path || rootName, message: `has a property name that ${keyProblem}` });
    } else if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) details.push({ field: path || rootName, message });
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([join(path, i), current[i]]);
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        const problem = textProblem(key);
        stack.push(problem ? [path, null, problem] : [join(path, key), child]);
      }
    }
  }
  return details;
}

import { LONE_SURROGATE, SURROGATE_MESSAGE } from '../validation/text-policy.js';
import { AppError, invalidField } from './app-error.js';

/**
 * Far beyond any request schema (a few levels), far below what overflows the stack of the recursive validation
 * transform: `{"a":{"a":…}}` 50,000 deep fits in 400 KB and was a 500 (RangeError) instead of a 400.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * Items in one array. Far beyond any request schema (a template's 500 plan tasks, a member list of 200), and what
 * keeps an authenticated body cheap: validating 250,000 array items took the validation pipe about a second of CPU,
 * which one organization's request budget could repeat to take the server from everybody else.
 */
export const MAX_ARRAY_ITEMS = 1000;

/** Fields in one object: no request schema has more than a dozen or so. */
export const MAX_OBJECT_FIELDS = 100;

/**
 * Values (objects, arrays and scalars, at any depth) in a whole body. The largest valid body (a template with 500
 * plan tasks of 11 fields) has about 6,000; without this cap 100 objects of 1000 fields (100,000 values in 889 KB)
 * cost the validation pipe up to 0.75 s and produced a 5.8 MB error answer.
 */
export const MAX_BODY_VALUES = 20_000;

/**
 * The only way a surrogate reaches a parsed string: a `\uD800`–`\uDFFF` escape in the JSON text (raw bytes are
 * decoded as UTF-8, which has no surrogates). Without one, no string needs testing.
 */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** An object or array still to walk; `parent` and `key` locate it, so a path is built only for an error. */
interface Container {
  value: object;
  depth: number;
  parent: Container | null;
  key: string;
}

const notUnicode = () =>
  new AppError(400, 'Request body must be valid Unicode: it contains an unpaired surrogate such as \\ud800');
const notFinite = () => new AppError(400, 'Request body contains a number too large to represent (such as 1e999)');
const tooDeep = () =>
  new AppError(400, `Request body must not nest objects or arrays more than ${MAX_BODY_DEPTH} deep`);

const tooManyValues = () =>
  new AppError(400, `Request body must not have more than ${MAX_BODY_VALUES} values (objects, arrays and scalars)`);

function tooLarge(container: Container): AppError {
  const what = Array.isArray(container.value) ? `${MAX_ARRAY_ITEMS} items` : `${MAX_OBJECT_FIELDS} fields`;
  if (!container.parent) return new AppError(400, `Request body must have at most ${what}`);
  return invalidField(pathOf(container.parent, container.key), `must have at most ${what}`);
}

/** `x[0].__proto__`: the field's path, in the notation of the validation errors. */
function pathOf(container: Container, key: string): string {
  const keys: [string, boolean][] = [[key, Array.isArray(container.value)]];
  for (let at: Container | null = container; at?.parent; at = at.parent) {
    keys.push([at.key, Array.isArray(at.parent.value)]);
  }
  let path = '';
  for (let i = keys.length - 1; i >= 0; i--) {
    const [name, inArray] = keys[i];
    path = inArray ? `${path}[${name}]` : path ? `${path}.${name}` : name;
  }
  return path;
}

/**
 * What makes a parsed body unusable, or null. Lone surrogates and numbers beyond a double (`1e999` parses as
 * Infinity) are refused: no column stores them faithfully, and canonical JSON (the Idempotency-Key fingerprint)
 * rejects both, which was a 500. Reserved keys are refused like any other unknown field, which the validation pipe
 * would otherwise drop silently.
 *
 * Linear with a small constant, and stops after MAX_BODY_VALUES values: only objects and arrays are stacked (its own stack, so
 * the check cannot overflow), scalars are checked in place, strings only when the text has a surrogate escape
 * (`text`, the JSON the body was parsed from; omitted, every string is tested).
 */
export function bodyProblem(body: object, text?: string): AppError | null {
  const testStrings = text === undefined || SURROGATE_ESCAPE.test(text);
  const stack: Container[] = [{ value: body, depth: 1, parent: null, key: '' }];
  // A scalar's problem, or whether it is a container to walk. A string names its field, as the text policy's errors
  // do for NUL and controls (a message's `body`); a key has no field to name, and refuses the body as a whole.
  const scalar = (value: unknown, container: Container, key: string): AppError | 'container' | null => {
    if (typeof value === 'string') {
      return testStrings && LONE_SURROGATE.test(value) ? invalidField(pathOf(container, key), SURROGATE_MESSAGE) : null;
    }
    if (typeof value === 'number') return Number.isFinite(value) ? null : notFinite();
    return value !== null && typeof value === 'object' ? 'container' : null;
  };
  let values = 0;
  while (stack.length > 0) {
    const container = stack.pop()!;
    const { value, depth } = container;
    const keys = Array.isArray(value) ? null : Object.keys(value);
    const length = keys ? keys.length : (value as unknown[]).length;
    if (length > (keys ? MAX_OBJECT_FIELDS : MAX_ARRAY_ITEMS)) return tooLarge(container);
    values += length;
    if (values > MAX_BODY_VALUES) return tooManyValues();
    for (let i = 0; i < length; i++) {
      let child: unknown;
      const key = keys ? keys[i] : String(i);
      if (keys) {
        if (RESERVED_KEYS.has(key)) return invalidField(pathOf(container, key), 'is not allowed');
        if (testStrings && LONE_SURROGATE.test(key)) return notUnicode();
        child = (value as Record<string, unknown>)[key];
      } else {
        child = (value as unknown[])[i];
      }
      const problem = scalar(child, container, key);
      if (problem === null) continue;
      if (problem !== 'container') return problem;
      if (depth + 1 > MAX_BODY_DEPTH) return tooDeep();
      stack.push({ value: child as object, depth: depth + 1, parent: container, key });
    }
  }
  return null;
}

export function hasBody(headers: { 'content-length'?: string; 'transfer-encoding'?: string }): boolean {
  const length = headers['content-length'];
  if (length !== undefined) return length !== '0';
  return headers['transfer-encoding'] !== undefined;
}

export function isJson(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mime = contentType.split(';')[0].trim().toLowerCase();
  return mime === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mime);
}

/** The charset parameter of a Content-Type, lower-cased, or null. */
export function charsetOf(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType);
  return match ? match[1].toLowerCase() : null;
}

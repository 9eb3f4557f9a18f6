import { type ErrorDetail, invalidField, invalidFields } from '../http/app-error.js';
import { textProblem } from '../validation/text-policy.js';

const FORM = 'must be a JSON object or given as filters[key]=value';

/**
 * Keys of a JSON object's top level in the order written, repeats included (JSON.parse silently keeps the last
 * one, which would hide a client's mistake). `text` has already been parsed successfully.
 */
function topLevelKeys(text: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') depth--;
    else if (ch === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const rest = text.slice(end + 1).trimStart();
      if (depth === 1 && rest.startsWith(':')) keys.push(JSON.parse(text.slice(i, end + 1)) as string);
      i = end;
    }
  }
  return keys;
}

function parseJson(text: string): [string, unknown][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidField('filters', FORM);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidField('filters', FORM);
  const seen = new Set<string>();
  for (const key of topLevelKeys(text)) {
    if (seen.has(key)) throw invalidField(`filters.${key}`, 'must be given once');
    seen.add(key);
  }
  return Object.entries(parsed);
}

/** `filters` as parseQueryString leaves it: a JSON string, an object of `filters[key]` values, or a mix/repeat. */
function entriesOf(raw: unknown): [string, unknown][] {
  if (raw === undefined) return [];
  if (typeof raw === 'string') return parseJson(raw);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw invalidField('filters', `${FORM}, once`);
  }
  if (Object.hasOwn(raw, '(json)')) throw invalidField('filters', `${FORM}, not both`);
  const entries = Object.entries(raw);
  for (const [key, value] of entries) {
    if (Array.isArray(value)) throw invalidField(`filters.${key}`, 'must be given once');
  }
  return entries;
}

/** The keys a list accepts; `booleanKeys` may also be JSON booleans. */
export interface FilterKeys {
  readonly allowed: readonly string[];
  readonly booleanKeys: readonly string[];
}

/**
 * Reads the `filters` parameter in either syntax into known keys with non-empty string values (booleans are also
 * accepted for `booleanKeys` in the JSON form, where `true` is the natural spelling). Every problem → 400 naming
 * `filters.<key>`.
 */
export function readFilters(raw: unknown, { allowed, booleanKeys }: FilterKeys): Record<string, string> {
  const out: Record<string, string> = {};
  const details: ErrorDetail[] = [];
  for (const [key, value] of entriesOf(raw)) {
    const field = `filters.${key}`;
    if (!allowed.includes(key)) {
      details.push({ field, message: `is not a known filter; allowed: ${allowed.join(', ')}` });
    } else if (typeof value === 'boolean' && booleanKeys.includes(key)) {
      out[key] = String(value);
    } else if (typeof value !== 'string') {
      details.push({ field, message: booleanKeys.includes(key) ? 'must be true or false' : 'must be a string' });
    } else {
      // The JSON form decodes `\u0000` escapes only here, after the validation pipe has seen the raw string.
      const problem = value === '' ? 'must not be empty' : textProblem(value, { singleLine: true });
      if (problem) details.push({ field, message: problem });
      else out[key] = value;
    }
  }
  if (details.length > 0) throw invalidFields(details);
  return out;
}

import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { FuzzBody } from './bodies.js';
import { type OpenApiDocument, type SchemaObject, resolveSchema } from './operations.js';
import type { QueryPair } from './queries.js';
import { RealId } from './values.js';

/**
 * The input classes of issue 14, each sent on an otherwise valid request (the documented method and path, a real id,
 * the caller's key, a clean body) so that the one odd thing is what the service answers to:
 * - `control-text`: NUL, C0/C1 controls, DEL or a lone surrogate inside one string of the body, one query value or
 *   the path id. The text policy refuses all of them: the answer must not be a 2xx.
 * - `bidi-text`: a bidi control or zero-width character in the same places: allowed in ordinary text, refused in
 *   e-mail addresses; only the universal invariants apply.
 * - `case-expanding`: one string at its field's maximum length made of characters that lower-casing, case folding or
 *   NFKD lengthen (`İ`, `ß`, `ﬃ`, `ΐ`…): stored or refused, never a 500.
 * - `compressed`: the body sent with Content-Encoding gzip, deflate or br: valid, corrupt, or a bomb.
 */
export type InputClass = 'control-text' | 'bidi-text' | 'case-expanding' | 'compressed';
export const INPUT_CLASSES: readonly InputClass[] = ['control-text', 'bidi-text', 'case-expanding', 'compressed'];

/** What the cases of one input class saw (the fuzz report and `npm run test:reliability` print them). */
export interface ClassCounts {
  inputs: number;
  serverErrors: number;
  writesOnError: number;
  /** 2xx answers to text the policy refuses (must be 0). */
  acceptedBadText: number;
  /** 2xx and 4xx answers (5xx are serverErrors). */
  accepted: number;
  refused: number;
}

export const emptyClassCounts = (): Record<InputClass, ClassCounts> =>
  Object.fromEntries(
    INPUT_CLASSES.map((c) => [
      c,
      { inputs: 0, serverErrors: 0, writesOnError: 0, acceptedBadText: 0, accepted: 0, refused: 0 },
    ]),
  ) as Record<InputClass, ClassCounts>;

export const REFUSED_CHARS = [
  ...['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'],
  ...['\u0080', '\u0085', '\u009b', '\u009f', '\ud800', '\udbff', '\udc00', '\udfff'],
];
export const BIDI_CHARS = ['\u202e', '\u202d', '\u2066', '\u2067', '\u2069', '\u200e', '\u200f', '\u061c', '\u200b'];
export const CASE_EXPANDING = ['İ', 'ß', 'ﬃ', 'ﬀ', 'ΐ', 'ŉ', 'ǰ', 'ﷺ', 'ᾳ', 'և'];

/** A real id with text added once it is resolved (`<id>\u0000`). */
export class TaintedId extends RealId {
  constructor(
    ref: RealId,
    readonly suffix: string,
  ) {
    super(ref.collection, ref.n);
  }
}

/** Where the odd value went; `mustRefuse` says the service may not answer 2xx. */
export interface Taint {
  inputClass: InputClass;
  target: 'body' | 'query' | 'path' | 'none';
  mustRefuse: boolean;
}

type Slot = { path: (string | number)[]; schema: SchemaObject };

/** The string leaves of a generated body (real ids included), each with its schema. */
export function stringSlots(doc: OpenApiDocument, schema: SchemaObject, value: unknown, path: Slot['path'] = []) {
  const slots: Slot[] = [];
  const resolved = resolveSchema(doc, schema);
  if (typeof value === 'string' || value instanceof RealId) slots.push({ path, schema: resolved });
  else if (Array.isArray(value) && resolved.items) {
    value.forEach((item, i) => slots.push(...stringSlots(doc, resolved.items!, item, [...path, i])));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const property = resolved.properties?.[key];
      if (property) slots.push(...stringSlots(doc, property, child, [...path, key]));
    }
  }
  return slots;
}

function replaceAt(value: unknown, path: Slot['path'], make: (old: unknown) => unknown): unknown {
  if (path.length === 0) return make(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaceAt(item, rest, make) : item));
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  out[head as string] = replaceAt(out[head as string], rest, make);
  return out;
}

/** `ch` inserted into a string (at the start, middle or end), or appended to a real id. */
const insert = (old: unknown, ch: string, at: number): unknown => {
  if (old instanceof RealId) return new TaintedId(old, ch);
  const text = String(old);
  const k = [0, Math.floor(text.length / 2), text.length][at % 3];
  return `${text.slice(0, k)}${ch}${text.slice(k)}`;
};

/** A string of case-expanding characters filling the field's maximum length, in the field's own format. */
export function expandingValue(schema: SchemaObject, ch: string): string {
  if (schema.format === 'email') return `${ch.repeat(32)}@example.com`;
  const max = Math.min(schema.maxLength ?? 255, 10_000);
  if (schema.format === 'uri') return `https://example.com/${ch.repeat(Math.max(1, max - 20))}`;
  return ch.repeat(max);
}

export interface Tainted {
  body: unknown;
  pairs: QueryPair[];
  id: RealId | string;
  taint: Taint;
}

/**
 * Puts one odd value of `inputClass` into a clean request: into a body string when there is one, else a query value,
 * else the path id (`pick` chooses among the candidates and the character).
 */
export function taint(
  doc: OpenApiDocument,
  input: { body: unknown; bodySchema: SchemaObject | null; pairs: QueryPair[]; id: RealId | string },
  inputClass: Exclude<InputClass, 'compressed'>,
  pick: number,
): Tainted {
  const chars =
    inputClass === 'control-text' ? REFUSED_CHARS : inputClass === 'bidi-text' ? BIDI_CHARS : CASE_EXPANDING;
  const ch = chars[pick % chars.length];
  const lone = /[\ud800-\udfff]/.test(ch) && ch.length === 1;
  const slots = input.bodySchema ? stringSlots(doc, input.bodySchema, input.body) : [];
  const textPairs = input.pairs.map((pair, i) => [pair, i] as const).filter(([[name]]) => name !== 'page');
  const refuse = inputClass === 'control-text';
  const choice = Math.floor(pick / chars.length);
  if (slots.length > 0) {
    const slot = slots[choice % slots.length];
    const make = (old: unknown) =>
      inputClass === 'case-expanding' && !(old instanceof RealId)
        ? expandingValue(slot.schema, ch)
        : insert(old, ch, choice);
    const body = replaceAt(input.body, slot.path, make);
    return { ...input, body, taint: { inputClass, target: 'body', mustRefuse: refuse } };
  }
  // Query strings and paths are UTF-8 on the wire: a lone surrogate arrives as U+FFFD, which is ordinary text.
  if (textPairs.length > 0) {
    const [[name, value], index] = textPairs[choice % textPairs.length];
    const next = inputClass === 'case-expanding' ? ch.repeat(255) : insert(value, ch, choice);
    const pairs = input.pairs.map((pair, i): QueryPair => (i === index ? [name, next as string | RealId] : pair));
    return { ...input, pairs, taint: { inputClass, target: 'query', mustRefuse: refuse && !lone } };
  }
  if (input.id instanceof RealId && inputClass !== 'case-expanding') {
    const id = new TaintedId(input.id, ch);
    return { ...input, id, taint: { inputClass, target: 'path', mustRefuse: refuse && !lone } };
  }
  return { ...input, taint: { inputClass, target: 'none', mustRefuse: false } };
}

const ENCODINGS = ['gzip', 'deflate', 'br', 'x-gzip', 'GZIP'];
export type CompressedPayload = 'valid' | 'corrupt' | 'truncated' | 'mislabelled' | 'bomb';
const PAYLOADS: readonly CompressedPayload[] = ['valid', 'valid', 'corrupt', 'truncated', 'mislabelled', 'bomb'];

/** A clean JSON body sent compressed (`pick` chooses the encoding and what the bytes are). */
export function compressedBody(value: unknown, pick: number): FuzzBody {
  const encoding = ENCODINGS[pick % ENCODINGS.length];
  const payload = PAYLOADS[Math.floor(pick / ENCODINGS.length) % PAYLOADS.length];
  return { kind: 'compressed', encoding, payload, value };
}

const BOMB_TEXT = `{"description":"${'a'.repeat(3 * 1024 * 1024)}"}`;
const bombs = new Map<string, Buffer>();

function compress(encoding: string, bytes: Buffer): Buffer {
  if (/^deflate$/i.test(encoding)) return deflateSync(bytes);
  if (/^br$/i.test(encoding)) return brotliCompressSync(bytes);
  return gzipSync(bytes);
}

/** The bytes of a compressed body: valid, corrupt in the middle, cut short, compressed another way, or a bomb. */
export function compressedBytes(encoding: string, payload: CompressedPayload, json: Buffer): Buffer {
  switch (payload) {
    case 'valid':
      return compress(encoding, json);
    case 'corrupt': {
      const bytes = Buffer.from(compress(encoding, json));
      for (let i = Math.min(10, bytes.length - 1); i < bytes.length; i += 7) bytes[i] ^= 0x5a;
      return bytes;
    }
    case 'truncated': {
      const bytes = compress(encoding, json);
      return bytes.subarray(0, Math.max(1, Math.floor(bytes.length / 2)));
    }
    case 'mislabelled':
      return compress(/^br$/i.test(encoding) ? 'gzip' : 'br', json);
    case 'bomb': {
      const key = encoding.toLowerCase();
      if (!bombs.has(key)) bombs.set(key, compress(encoding, Buffer.from(BOMB_TEXT)));
      return bombs.get(key)!;
    }
  }
}

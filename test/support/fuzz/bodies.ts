import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { type CompressedPayload, compressedBytes } from './input-classes.js';

/** Request bodies: JSON (usually), malformed text, odd bytes, oversized, compressed; with their Content-Type. */
export const ONE_MIB = 1024 * 1024;

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string | null }
  | { kind: 'raw'; text: string; contentType: string | null }
  | { kind: 'bytes'; bytes: number[]; contentType: string | null }
  /** A JSON object of exactly `size` bytes. */
  | { kind: 'sized'; size: number; contentType: string | null }
  | { kind: 'encoded'; encoding: string; value: unknown; bogus: boolean }
  /** A few hundred gzip bytes that inflate past the limit. */
  | { kind: 'bomb' }
  /** A clean body compressed (input class `compressed`, see input-classes.ts). */
  | { kind: 'compressed'; encoding: string; payload: CompressedPayload; value: unknown };

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/vnd.x+json',
];
export const ODD_CONTENT_TYPES = [
  ...['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'],
  ...['application/json; charset=latin1', 'application/json; charset=utf-16', 'application/json; charset="utf-8"'],
  ...['application/jsonx', 'json', ';', 'application/', '*/*', 'application/json, text/plain', 'text/json'],
];

const RAW_BODIES = [
  ...['{', '}', '{"a":}', '{"title":"x",}', "{'title':'x'}", '[]', '[{}]', '"x"', '1', 'null', 'true', ' ', '\n'],
  ...['{"title":"x"}garbage', '\uFEFF{"title":"x"}', '{"title":"x"}{"title":"y"}', '{"title":"a","title":"b"}'],
  ...['{"__proto__":{"admin":true},"title":"x"}', '{"constructor":{"prototype":{"x":1}}}', '{"title":1e999}'],
  ...[
    '{"index":1e999}',
    '{"index":-0}',
    '{"index":12345678901234567890}',
    '{"title":"\\ud800"}',
    '{"title":"\\u0000"}',
  ],
  ...['NaN', '{"title":NaN}', '{"title":undefined}', '/*c*/{}', '{"a":1}\n\n', 'title=x&a=b', '<title>x</title>'],
  ...['{"name":"x","name":null}', '{"title":"\\x41"}', '{"a":"\\u12"}', '{"a":01}', '{"a":.5}', '{"a":+1}', '\u0000'],
  ...['{"title":"x"'.padEnd(40, ' '), '{"properties":["title"]}', '{"filters":{"name":"x"}}', '{"":""}'],
];

/** Deeply nested JSON, which a recursive validator or transformer can overflow its stack on. */
const deepJson = fc
  .tuple(fc.constantFrom(100, 2_000, 50_000), fc.constantFrom('title', 'tagIds', 'customFields', 'planTasks', 'x'))
  .chain(([depth, key]) =>
    fc.constantFrom(
      `{"${key}":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      `{"${key}":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`,
    ),
  );

const BAD_BYTES: number[][] = [
  [0x7b, 0x22, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d], // {"title":"\xff\xfe"}
  [0x7b, 0x22, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x22, 0x3a, 0x22, 0x61, 0x00, 0x62, 0x22, 0x7d], // raw NUL in a string
  [0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d], // encoded lone surrogate
  [0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00], // UTF-16LE {}
  [0x1f, 0x8b, 0x08, 0x00], // a truncated gzip header without Content-Encoding
];

export const contentType = fc.oneof(
  { weight: 20, arbitrary: fc.constant('application/json') },
  { weight: 3, arbitrary: fc.constantFrom(...JSON_TYPES) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_CONTENT_TYPES) },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** A body for an operation whose own body is `json` (a generated object; `null` when it takes none). */
export function fuzzBody(json: fc.Arbitrary<unknown> | null): fc.Arbitrary<FuzzBody> {
  const object = json ?? fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 });
  const jsonBody = fc.record({ kind: fc.constant('json' as const), value: object, contentType });
  return fc.oneof(
    { weight: json ? 70 : 2, arbitrary: jsonBody },
    { weight: json ? 3 : 80, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...RAW_BODIES) }, { weight: 1, arbitrary: deepJson }),
        contentType,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('bytes' as const), bytes: fc.constantFrom(...BAD_BYTES), contentType }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('sized' as const),
        size: fc.constantFrom(ONE_MIB, ONE_MIB + 1, ONE_MIB + 4096, 3 * ONE_MIB, 200_000),
        contentType,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('encoded' as const),
        encoding: fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown', 'gzip, gzip', 'GZIP'),
        value: object,
        bogus: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'bomb' as const }) },
  );
}

export interface EncodedBody {
  bytes: Buffer | null;
  headers: Record<string, string>;
  /** A JSON body over 1 MiB (must be 413) or within it (must not be). */
  jsonSize: number | null;
}

const isJsonType = (type: string | null): boolean =>
  type !== null && /^application\/(json|[a-z0-9.+-]+\+json)$/i.test(type.split(';')[0].trim());

let bomb: Buffer | undefined;

/** The bytes and headers of a body; `resolve` replaces RealId placeholders first. */
export function encodeBody(body: FuzzBody, resolve: (value: unknown) => unknown): EncodedBody {
  const typed = (bytes: Buffer, type: string | null): EncodedBody => ({
    bytes,
    headers: type === null ? {} : { 'Content-Type': type },
    jsonSize: isJsonType(type) && /utf-?8|^[^;]*$/i.test(type!) ? bytes.length : null,
  });
  switch (body.kind) {
    case 'none':
      return { bytes: null, headers: {}, jsonSize: null };
    case 'json':
      return { ...typed(Buffer.from(JSON.stringify(resolve(body.value)) ?? 'null'), body.contentType), jsonSize: null };
    case 'raw':
      return { ...typed(Buffer.from(body.text), body.contentType), jsonSize: null };
    case 'bytes':
      return { ...typed(Buffer.from(body.bytes), body.contentType), jsonSize: null };
    case 'sized': {
      const frame = '{"description":""}';
      const text = `{"description":"${'a'.repeat(body.size - frame.length)}"}`;
      return typed(Buffer.from(text), body.contentType);
    }
    case 'encoded': {
      const json = Buffer.from(JSON.stringify(resolve(body.value)) ?? 'null');
      const bytes = body.bogus || !/^gzip$/i.test(body.encoding) ? json : gzipSync(json);
      return {
        bytes,
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': body.encoding },
        jsonSize: null,
      };
    }
    case 'compressed': {
      const json = Buffer.from(JSON.stringify(resolve(body.value)) ?? 'null');
      return {
        bytes: compressedBytes(body.encoding, body.payload, json),
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': body.encoding },
        jsonSize: null,
      };
    }
    case 'bomb':
      bomb ??= gzipSync(Buffer.from(`{"description":"${'a'.repeat(3 * ONE_MIB)}"}`));
      return {
        bytes: bomb,
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
        jsonSize: 3 * ONE_MIB,
      };
  }
}

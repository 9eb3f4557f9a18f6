import fc from 'fast-check';
import { type OpenApiDocument, type SchemaObject, resolveSchema } from './operations.js';

/**
 * Values for bodies, query strings and paths: plausible ones (so requests get past validation and reach the services
 * and the database) mixed with hostile ones (wrong types, huge, unicode, NUL, injection strings).
 */

/** A real id of the caller's organization, chosen when the request is sent (the dataset changes as the run goes). */
export class RealId {
  constructor(
    /** `boards`, `custom-fields`…; null = any collection. */
    readonly collection: string | null,
    readonly n: number,
  ) {}
}

export const realId = (collection: string | null): fc.Arbitrary<RealId> =>
  fc.nat().map((n) => new RealId(collection, n));

export const NASTY_STRINGS: readonly string[] = [
  ...['', ' ', '\t', '\n', '\r\n', '0', '-1', '1.5', '1e309', 'NaN', 'Infinity', 'null', 'true', 'undefined'],
  ...['[]', '{}', "'", '"', '\\', '%', '_', '%%', '%_%', '*', '?', '#', '&', '=', ';', '/', '../../etc/passwd'],
  ...["' OR '1'='1", "'; DROP TABLE board; --", '1; SELECT pg_sleep(5)', "admin'--", '1 UNION SELECT NULL,NULL--'],
  ...['{"$gt":""}', '{"__proto__":{"polluted":true}}', '__proto__', 'constructor', 'prototype', 'toString'],
  ...['\u0000', 'a\u0000b', '\u0000'.repeat(64), '\uFEFF', '\u200B', '\u202Eevil', 'ｆｕｌｌ', '𝕳𝖊𝖑𝖑𝖔', 'Ω≈ç√'],
  ...['👩‍💻', '🇫🇷', '1️⃣', '👍🏽', 'e\u0301', 'Z̵̡̢͍̘̖̓̓ä̸̢̡́l̸g̸o̸', '\uD800', '\uDFFF', 'a\uD83Db', '<script>alert(1)</script>'],
  ...['${7*7}', '{{7*7}}', '%00', '%s%s%s%n', 'a'.repeat(256), 'a'.repeat(10_001), 'x\ny', 'x\r\ny'],
  ...[
    'a1B2c3D4e5F6',
    'AAAAAAAAAAAA',
    '000000000000',
    'a1B2c3D4e5F',
    'a1B2c3D4e5F6a',
    'a1B2c3D4e5F!',
    'a1B2c3D4e5F\u0000',
  ],
  ...['2026-02-30', '2026-13-01', '0000-00-00', '9999-12-31', '+275760-09-13', '2026-03-01T25:00:00Z', '2026-3-1'],
  ...['1970-01-01T00:00:00.000Z', '-000001-01-01', '2026-03-01T00:00:00+14:00', '2026-03-01 00:00', '20260301'],
  ...[
    'https://',
    'javascript:alert(1)',
    'http://[::1]:99999/',
    'https://exa mple.com',
    'mailto:a@b',
    'file:///etc/passwd',
  ],
  ...['http://localhost/', 'https://example.com/' + 'a'.repeat(3000), 'HTTPS://EXAMPLE.COM', '//example.com'],
  ...['a@b', '@example.com', 'jane@', 'jane@@example.com', 'JANE@EXAMPLE.COM', '"j a"@example.com', 'j@[127.0.0.1]'],
  ...['j@xn--bcher-kva.example', 'jäne@exämple.com', 'example.com.', '*.example.com', '127.0.0.1', 'localhost'],
  ...['xn--', '-a.com', 'a..com', 'a'.repeat(64) + '.com', 'ex_ample.com', 'EXAMPLE.COM'],
];

/** Characters Node's HTTP client accepts in a header value (tab, printable ASCII, Latin-1). */
const HEADER_CHARS = [...'\t !"#%&\'()*,-./0123456789:;<=>?@AZaz[\\]^_`{|}~é\u00ff'];
export const headerValue = (maxLength = 40): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...HEADER_CHARS), maxLength });

const hugeString = fc
  .tuple(fc.constantFrom(300, 5_000, 70_000, 200_000), fc.constantFrom('a', 'é', '😀', '\u0000', '%', ' '))
  .map(([n, c]) => c.repeat(n));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`) },
  { weight: 1, arbitrary: hugeString },
);

const oddNumber = fc.constantFrom(0, -0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53, 2 ** 64, Number.MIN_VALUE, 1e-7);

export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  nastyString,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxKeys: 3 }),
  fc.constant({ $gt: '' }),
  fc.jsonValue({ maxDepth: 3 }),
);

const EMOJI = ['🚀', '👩‍💻', '🇫🇷', '1️⃣', '👍🏽', '✅'];
const KNOWN_COLLECTIONS = new Set([
  'accounts',
  'assets',
  'boards',
  'custom-fields',
  'deals',
  'tags',
  'templates',
  'users',
  'workspaces',
  'webhook-endpoints',
  'events',
]);

/** `tagIds` → `tags`, `ownerId` → `users`, `customFields[].id` → `custom-fields`; null when unknown. */
export function collectionOf(field: string, parent?: string): string | null {
  if (field === 'id') return parent === 'customFields' ? 'custom-fields' : null;
  const base = /^(.+?)Ids?$/.exec(field)?.[1];
  if (!base) return null;
  if (base === 'owner') return 'users';
  const collection = `${base.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}s`;
  return KNOWN_COLLECTIONS.has(collection) ? collection : null;
}

const isIdField = (name: string): boolean => name === 'id' || /[a-z]Ids?$/.test(name);

/** A value the schema allows, or close to it (strings within length, enums, real ids for id fields). */
export function plausibleValue(
  doc: OpenApiDocument,
  raw: SchemaObject,
  name: string,
  parent?: string,
  depth = 0,
  clean = false,
): fc.Arbitrary<unknown> {
  const schema = resolveSchema(doc, raw);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.type === 'array') {
    const items: fc.Arbitrary<unknown> = /Ids$/.test(name)
      ? realId(collectionOf(name))
      : schema.items
        ? plausibleValue(doc, schema.items, name.replace(/s$/, ''), name, depth + 1, clean)
        : anyJson;
    return fc.array(items, { maxLength: depth > 1 ? 1 : 3 });
  }
  if (schema.type === 'object' || schema.properties) return fuzzObject(doc, schema, name, depth + 1, clean);
  if (schema.type === 'boolean') return fc.boolean();
  if (schema.type === 'integer') {
    return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 400, 400) });
  }
  if (isIdField(name) && schema.type === 'string' && !/^crm/.test(name)) {
    return fc.oneof({ weight: 6, arbitrary: realId(collectionOf(name, parent)) }, fc.constant(schema.example));
  }
  if (schema.format === 'date' || /^\d{4}-\d{2}-\d{2}$/.test(String(schema.example))) {
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => {
      return d.toISOString().slice(0, 10);
    });
  }
  if (schema.format === 'email') return fc.nat(99_999).map((n) => `fuzz-${n}@example.com`);
  if (schema.format === 'uri') return fc.nat(9_999).map((n) => `https://hooks.example.com/fuzz/${n}`);
  if (name === 'domain') return fc.nat(99_999).map((n) => `fuzz${n}.example.com`);
  if (name === 'icon') return fc.constantFrom(...EMOJI);
  if (schema.type === 'string') {
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 30));
    return fc.oneof(
      fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }),
      fc.string({ minLength, maxLength, unit: 'grapheme' }),
      fc.constant(schema.example ?? 'x'),
    );
  }
  // Untyped (a deal amount, a custom field value): anything JSON.
  return clean ? fc.constant(schema.example) : fc.oneof(fc.constant(schema.example), anyJson);
}

/** Mostly a plausible value; sometimes wrong type, hostile string, null, or a real id of some other collection. */
export function fuzzValue(
  doc: OpenApiDocument,
  schema: SchemaObject,
  name: string,
  parent?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 14, arbitrary: plausibleValue(doc, schema, name, parent, depth) },
    { weight: 2, arbitrary: anyJson },
    { weight: 2, arbitrary: nastyString },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: realId(null) },
  );
}

const EXTRA_KEYS = ['id', 'organizationId', 'object', 'url', 'createdAt', 'version', '__proto__', 'constructor', 'x'];

/**
 * An object for a body schema: required fields usually present, optional ones sometimes, unknown keys sometimes;
 * `clean`: required fields always, plausible values only, no unknown keys (so writes succeed and go deep).
 */
export function fuzzObject(
  doc: OpenApiDocument,
  raw: SchemaObject,
  parent?: string,
  depth = 0,
  clean = false,
): fc.Arbitrary<Record<string, unknown>> {
  const schema = resolveSchema(doc, raw);
  const properties = Object.entries(schema.properties ?? {});
  if (depth > 3 || properties.length === 0) {
    return clean ? fc.constant({}) : fc.dictionary(fc.constantFrom(...EXTRA_KEYS), anyJson);
  }
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([name, property]) =>
    fc.tuple(
      fc.constant(name),
      fc.nat(99).map((n) => n < (required.has(name) ? (clean ? 100 : 92) : 40)),
      clean ? plausibleValue(doc, property, name, parent, depth, true) : fuzzValue(doc, property, name, parent, depth),
    ),
  );
  const none = fc.constant<[string, unknown][]>([]);
  const some = fc.array(fc.tuple(fc.constantFrom(...EXTRA_KEYS), anyJson), { maxLength: 2 });
  const extras = clean ? none : fc.oneof({ weight: 9, arbitrary: none }, { weight: 1, arbitrary: some });
  return fc.tuple(fc.tuple(...fields), extras).map(([chosen, extra]) => {
    const out: Record<string, unknown> = {};
    for (const [name, include, value] of chosen) if (include) out[name] = value;
    // defineProperty, so `__proto__` becomes an own key that JSON.stringify sends.
    for (const [name, value] of extra) Object.defineProperty(out, name, { value, enumerable: true, writable: true });
    return out;
  });
}

import fc from 'fast-check';
import type { FuzzOperation, ParameterObject } from './operations.js';
import { NASTY_STRINGS, type RealId, collectionOf, realId } from './values.js';

/** Query strings for an operation: documented parameters with plausible or odd values, unknown ones, raw junk. */
export type QueryPair = [string, string | RealId];

/** Odd values short enough for a URL (a request line over Node's 16 KiB header limit never reaches the app). */
const shortNasty = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 300)),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

const ODD_INTEGERS = [
  ...['', '0', '-1', '1.5', '1e2', '101', '100', '1', '99999999999999999999', '999999999', '1000000000', 'abc'],
  ...[' 5', '5 ', '０', '0x10', '+5', '1,2', '\u0000', 'null', 'NaN', '01', '٣', '2e0'],
];

const UNKNOWN_PARAMS = ['foo', 'id', 'sort', 'PAGE', 'Limit', '__proto__', 'constructor', 'toString', 'filter', 'q'];

const RAW_QUERIES = [
  ...['%', '%zz', '%00', 'a=%ff', 'page=%E0%A4%A', '&&&', '=', '==', 'properties=%2C', 'filters[name]=%', '?'],
  ...['limit=1&', 'page=1#frag', ';', 'filters[=x', 'filters]=x', 'filters[[x]]=1', '\u00e9=\u00e9', 'properties[]'],
  ...['page', 'limit=+1', 'properties', 'filters', 'filters[]', 'filters[name]', 'properties=,', 'limit=%20'],
  ...[
    'filters[__proto__][x]=1',
    'filters=%7B%22__proto__%22%3A%7B%7D%7D',
    '__proto__[x]=1',
    'constructor[prototype]=1',
  ],
];

const withForms = (name: string, value: fc.Arbitrary<string>): fc.Arbitrary<QueryPair[]> =>
  fc.oneof(
    { weight: 4, arbitrary: value.map((v): QueryPair[] => [[name, v]]) },
    {
      weight: 1,
      arbitrary: fc.tuple(value, value).map(([a, b]): QueryPair[] => [
        [name, a],
        [name, b],
      ]),
    },
    { weight: 1, arbitrary: value.map((v): QueryPair[] => [[`${name}[]`, v]]) },
    { weight: 1, arbitrary: value.map((v): QueryPair[] => [[`${name}[x]`, v]]) },
  );

function propertiesParam(documented: string[], clean: boolean): fc.Arbitrary<QueryPair[]> {
  const names = documented.length ? documented : ['id'];
  const pick = fc.subarray(names, { minLength: 1, maxLength: Math.min(4, names.length) });
  const plausible = fc.oneof(
    pick.map((ns): QueryPair[] => [['properties', ns.join(',')]]),
    pick.map((ns) => ns.map((n): QueryPair => ['properties', n])),
    pick.map((ns) => ns.map((n): QueryPair => ['properties[]', n])),
  );
  if (clean) return plausible;
  const oddName = fc.oneof(
    shortNasty,
    fc.constantFrom('tags.', '.tags', 'tags..title', 'tags.title.x', 'NAME', ' name ', ',', 'a,,b', 'id', 'url'),
    fc.constantFrom(...names).map((n) => `${n}.__proto__`),
  );
  const odd = fc.oneof(
    fc.tuple(pick, oddName).map(([ns, odd]): QueryPair[] => [['properties', [...ns, odd].join(',')]]),
    oddName.map((n): QueryPair[] => [['properties', n]]),
    fc.constant<QueryPair[]>([['properties', [...names, ...names, ...names].slice(0, 400).join(',')]]),
    oddName.map((n): QueryPair[] => [['properties[0]', n]]),
    oddName.map((n): QueryPair[] => [['properties[a][b]', n]]),
  );
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: odd });
}

function filterValue(key: string): fc.Arbitrary<string | RealId> {
  if (/Id$/.test(key)) return fc.oneof({ weight: 3, arbitrary: realId(collectionOf(key)) }, shortNasty);
  if (key === 'published') return fc.constantFrom('true', 'false', 'TRUE', '1', '', 'yes');
  if (/After|Before/.test(key)) {
    return fc.oneof(
      fc.constantFrom('2024-01-01', '2030-01-01T00:00:00.000Z', '2026-02-30', '2026-01-01T00:00:00+02:00', '0'),
      shortNasty,
    );
  }
  if (key === 'status') return fc.constantFrom('Not Started', 'In Progress', 'Completed', 'completed', '');
  if (key === 'role') return fc.constantFrom('owner', 'editor', 'collaborator', 'viewer', 'commenter', 'admin');
  if (key === 'userEmail') return fc.constantFrom('jane@example.com', 'JANE@EXAMPLE.COM', 'nobody@example.com', '@');
  return fc.oneof(fc.string({ maxLength: 8 }), shortNasty);
}

function filtersParam(keys: string[], clean: boolean): fc.Arbitrary<QueryPair[]> {
  const known = keys.length ? keys : ['name'];
  const pairs = fc
    .uniqueArray(fc.constantFrom(...known), { minLength: 1, maxLength: 3 })
    .chain((ks) =>
      fc.tuple(...ks.map((k) => filterValue(k).map((v): QueryPair => [`filters[${k}]`, v]))),
    ) as fc.Arbitrary<QueryPair[]>;
  if (clean) return pairs;
  const asJson = fc
    .dictionary(fc.constantFrom(...known), fc.oneof(fc.string({ maxLength: 6 }), fc.boolean(), fc.integer()))
    .map((o): QueryPair[] => [['filters', JSON.stringify(o)]]);
  const oddKey = fc.constantFrom('', 'unknown', '__proto__', 'toString', 'constructor', 'a][b', 'NAME', ' name');
  const odd = fc.oneof(
    fc.tuple(oddKey, shortNasty).map(([k, v]): QueryPair[] => [[`filters[${k}]`, v]]),
    fc.tuple(oddKey, shortNasty).map(([k, v]): QueryPair[] => [
      [`filters[${k}]`, v],
      [`filters[${k}]`, v],
    ]),
    fc.constantFrom(...known).map((k): QueryPair[] => [[`filters[${k}][x]`, '1']]),
    fc.constantFrom(...known).map((k): QueryPair[] => [
      [`filters[${k}]`, 'a'],
      [`filters[${k}]`, 'b'],
    ]),
    fc
      .tuple(pairs, asJson)
      .map(([a, b]) => [...b, ...a])
      .map((p) => p as QueryPair[]),
    fc
      .constantFrom('{', '[]', '[1,2]', '"x"', 'null', '{"name":{"$ne":1}}', '{"__proto__":{"x":1}}', '{"name":null}')
      .map((v): QueryPair[] => [['filters', v]]),
    shortNasty.map((v): QueryPair[] => [['filters', v]]),
  );
  return fc.oneof({ weight: 3, arbitrary: pairs }, asJson, {
    weight: 3,
    arbitrary: odd,
  });
}

function paramPairs(op: FuzzOperation, p: ParameterObject, clean: boolean): fc.Arbitrary<QueryPair[]> {
  const schema = p.schema ?? {};
  let value: fc.Arbitrary<QueryPair[]>;
  if (p.name === 'properties') value = propertiesParam((schema.items?.enum ?? []) as string[], clean);
  else if (p.name === 'filters') value = filtersParam(op.filterKeys, clean);
  else if (schema.type === 'integer') {
    const plausible = fc.integer({ min: 1, max: Math.min(schema.maximum ?? 5, 100) }).map(String);
    const valid = plausible.map((v): QueryPair[] => [[p.name, v]]);
    const odd = withForms(p.name, fc.oneof(fc.constantFrom(...ODD_INTEGERS), shortNasty));
    value = clean ? valid : fc.oneof({ weight: 2, arbitrary: valid }, odd);
  } else {
    const plausible: fc.Arbitrary<string | RealId> = schema.enum?.length
      ? fc.constantFrom(...(schema.enum as string[]))
      : p.name === 'after'
        ? realId('events')
        : fc.string({ maxLength: 8 });
    const valid = plausible.map((v): QueryPair[] => [[p.name, v]]);
    value = clean ? valid : fc.oneof({ weight: 2, arbitrary: valid }, withForms(p.name, shortNasty));
  }
  return fc.oneof({ weight: 5, arbitrary: fc.constant<QueryPair[]>([]) }, { weight: 4, arbitrary: value });
}

/**
 * Query pairs (values not yet URL-encoded) and sometimes a raw, already-encoded tail; `clean`: documented parameters
 * with plausible values only.
 */
export function fuzzQuery(op: FuzzOperation, clean = false): fc.Arbitrary<{ pairs: QueryPair[]; raw: string | null }> {
  if (clean) {
    return fc
      .tuple(...op.query.map((p) => paramPairs(op, p, true)))
      .map((parts) => ({ pairs: parts.flat(), raw: null }));
  }
  const unknown = fc.oneof(
    { weight: 12, arbitrary: fc.constant<QueryPair[]>([]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.tuple(fc.constantFrom(...UNKNOWN_PARAMS), fc.string({ maxLength: 5 })).map((p) => p as QueryPair),
        { minLength: 1, maxLength: 2 },
      ),
    },
  );
  const raw = fc.oneof({ weight: 19, arbitrary: fc.constant(null) }, fc.constantFrom(...RAW_QUERIES));
  return fc
    .tuple(fc.tuple(...op.query.map((p) => paramPairs(op, p, false))), unknown, raw)
    .map(([parts, extra, tail]) => ({ pairs: [...parts.flat(), ...extra], raw: tail }));
}

/** Percent-encodes every byte of the UTF-8 form except unreserved characters (lone surrogates become U+FFFD). */
export function encodeQueryComponent(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~[\]]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

import fc from 'fast-check';
import type { FuzzOperation } from './operations.js';
import { headerValue } from './values.js';

/** Authorization and the other headers the contract gives meaning to, plausible or odd. */
export type Who = 'demo' | 'read' | 'expired' | 'stranger';
export type Auth = { kind: 'none' } | { kind: 'key'; who: Who; format: string } | { kind: 'raw'; value: string };

const AUTH_FORMATS = [
  ...['bearer %s', 'BEARER %s', 'Bearer\t%s', 'Bearer   %s  ', 'Bearer %s extra', 'Basic %s', '%s', 'Bearer "%s"'],
  ...['Bearer %s, Bearer %s', 'Bearer %s%s', 'Bearer %sx', 'Bearer\t\t%s\t', 'Bearer: %s', 'Token %s'],
];
const RAW_AUTH = [
  ...['', 'Bearer', 'Bearer ', ' ', 'Bearer wsk_', 'Bearer wsk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'Basic dXNlcjpwYXNz'],
  ...[
    'Bearer wsk_\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9',
    'Bearer null',
  ],
  ...["Bearer ' OR '1'='1", `Bearer ${'a'.repeat(6000)}`, 'Bearer undefined', 'Digest username="x"'],
];
/** If-Match values that never match a current version (versions start at 1; weak tags never match). */
export const NEVER_MATCHING = ['"0"', '"999999999"', 'W/"1"', '"999999999", W/"2"'];
const IF_MATCH = [...NEVER_MATCHING, '*', '"1"', '"2"', '"1", "2"', ' * ', '*, "1"', '"abc"', '""', '"', '1', '"-1"'];
const IF_MATCH_MORE = ['"9999999999999999"', '"1.5"', 'W/', '"1",', ',', '"\u00e9"', 'W/"x", "1"', 'null'];
const IF_NONE_MATCH = ['"1"', '"2"', '*', 'W/"1"', '"1", "2"', 'garbage', '""', '"999999999"'];
/** A few keys on purpose, so retries (replays) and reuse for another request (422) happen. */
const REUSED_KEYS = ['fuzz-key-1', 'fuzz-key-2', '0b7f6f8e-4a1e-4c59-9d0a-2f5c1b1f1c11'];
const ODD_KEYS = ['', ' ', 'a'.repeat(255), 'a'.repeat(256), 'key with space', '\u00e9t\u00e9', '\t'];
const REQUEST_IDS = ['', ' ', 'a'.repeat(128), 'a'.repeat(129), 'bad/id', 'id with space', '\u00e9', 'ok.id:1-2_3'];
const OTHER_HEADERS: [string, string][] = [
  ['Accept', 'text/html'],
  ['Accept', 'application/xml'],
  ['X-HTTP-Method-Override', 'DELETE'],
  ['Cookie', 'session=x'],
  ['Origin', 'https://evil.example'],
  ['Accept-Encoding', 'gzip, br'],
  ['Range', 'bytes=0-1'],
  ['X-Forwarded-For', '1.2.3.4, ::1'],
  ['Accept-Charset', 'latin1'],
  ['Prefer', 'return=minimal'],
  ['X-Organization-Id', 'a1B2c3D4e5F6'],
  ['If-Modified-Since', 'x'],
  ['X-Padding', 'a'.repeat(20_000)], // over Node's 16 KiB header limit: 431 from the HTTP parser
];

export const auth: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 80, arbitrary: fc.constant({ kind: 'key' as const, who: 'demo' as const, format: 'Bearer %s' }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('key' as const),
      who: fc.constantFrom<Who>('demo', 'read', 'expired', 'stranger'),
      format: fc.constantFrom('Bearer %s', ...AUTH_FORMATS),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('raw' as const), value: fc.oneof(fc.constantFrom(...RAW_AUTH)) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('raw' as const), value: headerValue(60) }) },
);

export const sometimes = <T>(percent: number, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: 100 - percent, arbitrary: fc.constant(null) }, { weight: percent, arbitrary });

export function headers(op: FuzzOperation): fc.Arbitrary<[string, string][]> {
  const writes = op.method === 'PATCH' || op.method === 'DELETE';
  const ifMatch = fc.oneof(fc.constantFrom(...IF_MATCH), fc.constantFrom(...IF_MATCH_MORE), headerValue(20));
  const idempotency = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...REUSED_KEYS) },
    { weight: 3, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_KEYS) },
    { weight: 1, arbitrary: headerValue(30) },
  );
  const requestId = fc.oneof(
    fc.nat().map((n) => `fuzz-${n}`),
    fc.constantFrom(...REQUEST_IDS),
    headerValue(140),
  );
  return fc
    .tuple(
      sometimes(writes ? 35 : 4, ifMatch),
      sometimes(op.method === 'GET' ? 15 : 3, fc.constantFrom(...IF_NONE_MATCH)),
      sometimes(op.method === 'POST' ? 30 : 4, idempotency),
      sometimes(30, requestId),
      sometimes(8, fc.constantFrom(...OTHER_HEADERS)),
    )
    .map(([m, n, k, r, other]) => {
      const out: [string, string][] = [];
      if (m !== null) out.push(['If-Match', m]);
      if (n !== null) out.push(['If-None-Match', n]);
      if (k !== null) out.push(['Idempotency-Key', k]);
      if (r !== null) out.push(['X-Request-Id', r]);
      if (other !== null) out.push(other);
      return out;
    });
}

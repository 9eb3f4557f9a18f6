import fc from 'fast-check';
import { type EncodedBody, type FuzzBody, encodeBody, fuzzBody } from './bodies.js';
import type { FuzzOperation, OpenApiDocument } from './operations.js';
import { type QueryPair, encodeQueryComponent, fuzzQuery } from './queries.js';
import { type Auth, NEVER_MATCHING, type Who, auth, headers, sometimes } from './headers.js';
import { INPUT_CLASSES, type Taint, TaintedId, compressedBody, taint } from './input-classes.js';
import { NASTY_STRINGS, RealId, fuzzObject, realId } from './values.js';

/** One generated request, free of the run's state: real ids stay placeholders until it is sent. */
export interface FuzzCase {
  operationId: string;
  /** `PATCH /v1/boards/{id}`: the operation's own method and path (a case may send another). */
  documented: string;
  method: string;
  /** `/v1/boards/{id}`, or an odd path of its own. */
  path: string;
  /** The `{id}`: a real id, or an already URL-encoded segment. */
  id: RealId | string;
  query: { pairs: QueryPair[]; raw: string | null };
  auth: Auth;
  headers: [string, string][];
  body: FuzzBody;
  /** The input class of issue 14 this case tries, and where its odd value went; null for the other cases. */
  taint: Taint | null;
  /** The documented operation takes a multipart upload, not JSON. */
  multipart: boolean;
}

const ODD_IDS = [
  ...['%', '%zz', '%00', '..', '.', '%2e%2e', 'a%2Fb', '%C3%A9', '%ED%A0%80', '%FF', 'a1B2c3D4e5F6%00', '%20'],
  ...['a1B2c3D4e5F6.json', 'A1B2C3D4E5F6', 'a'.repeat(5000), '-1', '0', 'null', '%27%20OR%20%271%27%3D%271'],
];
const ODD_PATHS = [
  ...['/v1/boards/x/y/z', '/v1//boards', '/v1/boards/', '/V1/BOARDS', '/v1/boards%2F', '/v1/%2e%2e/status', '/v1'],
  ...['/v1/', '/v1/boards/..', '/v1/boards/.%2e/tags', '/v1/unknown', '/v1/status/x', '/v1/boards;x', '/v1/%00'],
  ...['/v1/tags?', '/v1/workspaces/a1B2c3D4e5F6/access/x', '/v1/events/a1B2c3D4e5F6/', '/v1/webhook-endpoints/%/test'],
];
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const pathId = (op: FuzzOperation): fc.Arbitrary<RealId | string> =>
  fc.oneof(
    { weight: 13, arbitrary: realId(op.collection) },
    { weight: 3, arbitrary: fc.stringMatching(/^[0-9A-Za-z]{12}$/) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_IDS) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 300)).map(encodeQueryComponent),
    },
  );

/**
 * Every case of one operation: mostly hostile in one or more ways, a quarter plausible throughout (the documented
 * method and path, a real id, the caller's key, a valid-looking JSON body), so writes succeed and reach deep code.
 */
export function fuzzCase(doc: OpenApiDocument, op: FuzzOperation): fc.Arbitrary<FuzzCase> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileCase(doc, op) },
    { weight: 1, arbitrary: plausibleCase(doc, op) },
    { weight: 2, arbitrary: classCase(doc, op) },
  );
}

/** A plausible case with one input of an issue-14 class in it (input-classes.ts). */
function classCase(doc: OpenApiDocument, op: FuzzOperation): fc.Arbitrary<FuzzCase> {
  const classes = INPUT_CLASSES.filter((inputClass) => op.body || inputClass !== 'compressed');
  return fc
    .tuple(plausibleCase(doc, op), fc.constantFrom(...classes), fc.nat(1_000_000))
    .map(([base, inputClass, pick]): FuzzCase => {
      const body = base.body.kind === 'json' ? base.body.value : null;
      if (inputClass === 'compressed') {
        const target = 'body' as const;
        return { ...base, body: compressedBody(body, pick), taint: { inputClass, target, mustRefuse: false } };
      }
      const input = { body, bodySchema: op.body, pairs: base.query.pairs, id: base.id };
      const tainted = taint(doc, input, inputClass, pick);
      return {
        ...base,
        id: tainted.id,
        query: { pairs: tainted.pairs, raw: null },
        body: base.body.kind === 'json' ? { ...base.body, value: tainted.body } : base.body,
        taint: tainted.taint,
      };
    });
}

function plausibleCase(doc: OpenApiDocument, op: FuzzOperation): fc.Arbitrary<FuzzCase> {
  const json = op.body ? fuzzObject(doc, op.body, undefined, 0, true) : fc.constant(null);
  return fc.record({
    operationId: fc.constant(op.operationId),
    documented: fc.constant(`${op.method} ${op.path}`),
    method: fc.constant(op.method),
    path: fc.constant(op.path),
    id: op.path.includes('{id}') ? realId(op.collection) : fc.constant(''),
    query: fuzzQuery(op, true),
    auth: fc.constant<Auth>({ kind: 'key', who: 'demo', format: 'Bearer %s' }),
    headers: op.method === 'POST' ? sometimes(30, fc.uuid()).map(idempotencyKey) : fc.constant([]),
    body: json.map((value): FuzzBody =>
      value === null ? { kind: 'none' } : { kind: 'json', value, contentType: 'application/json' },
    ),
    taint: fc.constant(null),
    multipart: fc.constant(op.multipart),
  });
}

const idempotencyKey = (key: string | null): [string, string][] => (key === null ? [] : [['Idempotency-Key', key]]);

function hostileCase(doc: OpenApiDocument, op: FuzzOperation): fc.Arbitrary<FuzzCase> {
  const json = op.body ? (fuzzObject(doc, op.body) as fc.Arbitrary<unknown>) : null;
  const method = fc.oneof({ weight: 30, arbitrary: fc.constant(op.method) }, fc.constantFrom(...OTHER_METHODS));
  const path = fc.oneof({ weight: 40, arbitrary: fc.constant(op.path) }, fc.constantFrom(...ODD_PATHS));
  return fc.record({
    operationId: fc.constant(op.operationId),
    documented: fc.constant(`${op.method} ${op.path}`),
    method,
    path,
    id: op.path.includes('{id}') ? pathId(op) : fc.constant(''),
    query: fuzzQuery(op),
    auth,
    headers: headers(op),
    body: fuzzBody(json),
    taint: fc.constant(null),
    multipart: fc.constant(op.multipart),
  });
}

/** State the case is sent against: keys, and ids of the caller's organization by collection. */
export interface FuzzEnv {
  keys: Record<Who, string>;
  ids: Map<string, string[]>;
  /** Ids created by this run's own successful POSTs, which a DELETE may remove. */
  disposable: Map<string, string[]>;
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | null;
  jsonSize: EncodedBody['jsonSize'];
  /** Whether the route the request reaches reads its body as JSON (an upload route refuses JSON with 415 instead). */
  readsJson: boolean;
}

function resolveId(env: FuzzEnv, ref: RealId): string {
  const own = ref.collection ? env.ids.get(ref.collection) : undefined;
  const pool = own?.length ? own : [...env.ids.values()].flat();
  const id = pool.length ? pool[ref.n % pool.length] : 'a1B2c3D4e5F6';
  return ref instanceof TaintedId ? `${id}${ref.suffix}` : id;
}

function resolveAll(env: FuzzEnv, value: unknown): unknown {
  if (value instanceof RealId) return resolveId(env, value);
  if (Array.isArray(value)) return value.map((v) => resolveAll(env, v));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    Object.defineProperty(out, k, { value: resolveAll(env, v), enumerable: true, writable: true });
  }
  return out;
}

/**
 * The bytes to send. A DELETE of a real id removes a row this run created itself when there is one; otherwise it
 * carries an If-Match that cannot match, so the demo data never drains (that request must then write nothing).
 */
export function materialize(c: FuzzCase, env: FuzzEnv): SentRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of c.headers) headers[name] = value;
  let id = typeof c.id === 'string' ? c.id : resolveId(env, c.id);
  if (c.id instanceof TaintedId) id = encodeQueryComponent(id);
  else if (c.method === 'DELETE' && c.id instanceof RealId && c.path.includes('{id}')) {
    const own = env.disposable.get(c.path.split('/')[2]);
    if (own?.length) id = own.pop()!;
    else headers['If-Match'] = NEVER_MATCHING[c.id.n % NEVER_MATCHING.length];
  }
  if (c.auth.kind === 'key') headers.Authorization = c.auth.format.replaceAll('%s', env.keys[c.auth.who]);
  if (c.auth.kind === 'raw') headers.Authorization = c.auth.value;
  const query = c.query.pairs
    .map(([name, value]) => {
      const text = typeof value === 'string' ? value : resolveId(env, value);
      return `${encodeQueryComponent(name)}=${encodeQueryComponent(text)}`;
    })
    .concat(c.query.raw === null ? [] : [c.query.raw])
    .join('&');
  const body = encodeBody(c.body, (value) => resolveAll(env, value));
  const path = c.path.replace('{id}', id);
  return {
    method: c.method,
    url: query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path,
    headers: { ...headers, ...body.headers },
    body: body.bytes,
    jsonSize: body.jsonSize,
    readsJson: !(c.multipart && c.documented === `${c.method} ${c.path}`),
  };
}

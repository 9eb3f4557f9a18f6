import type { DataSource } from 'typeorm';
import { ERROR_CODES } from '../../../src/common/http/app-error.js';
import { ONE_MIB } from './bodies.js';
import type { Answer } from './http-client.js';
import type { SentRequest } from './requests.js';

/** What every answer must satisfy, whatever was sent. */
/** `accepted-bad-text`: a 2xx to a request carrying text the policy refuses (NUL, controls, lone surrogates). */
export type ViolationKind = 'server-error' | 'shape' | 'write-on-error' | 'accepted-bad-text';

export interface Violation {
  kind: ViolationKind;
  message: string;
}

const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT']);

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Answers given before any body byte is read (authentication comes first: src/common/http/json-body.guard.ts). */
const REFUSED_BEFORE_BODY = new Set([401, 403, 404, 405, 429]);

/**
 * Whether Node's HTTP parser read the request at all: a raw non-ASCII byte in the URL, or headers over its size limit
 * (431), are refused before any header is known, so a client's X-Request-Id cannot be echoed (a new one still is).
 */
const parsed = (sent: SentRequest, answer: Answer): boolean => !/[^\x21-\x7e]/.test(sent.url) && answer.status !== 431;

function decodablePath(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sameKeys = (value: Record<string, unknown>, keys: string[]): boolean =>
  Object.keys(value).sort().join() === [...keys].sort().join();

/** The shape checks: status class, JSON body, error shape with the request id, success envelope, 413 for > 1 MiB. */
export function checkAnswer(sent: SentRequest, answer: Answer): Violation[] {
  const problems: string[] = [];
  const { status } = answer;
  if (status >= 500) return [{ kind: 'server-error', message: `${status}: ${answer.text.slice(0, 300)}` }];
  const requestId = answer.headers['x-request-id'];
  if (typeof requestId !== 'string' || requestId === '') problems.push('no X-Request-Id header');
  const sentId = sent.headers['X-Request-Id'];
  if (sentId !== undefined && SANE_REQUEST_ID.test(sentId) && parsed(sent, answer) && requestId !== sentId) {
    problems.push(`X-Request-Id ${String(requestId)} is not the one sent (${sentId})`);
  }
  // Refused before the body is read (an unparseable request, an undecodable path like `/v1/boards/%zz`; no valid
  // key, a read-only key writing, a spent budget, no such route or method): 4xx first. A body is read only for
  // POST, PATCH and PUT; with any other method it is ignored (docs/api-conventions.md).
  const bodyRead =
    BODY_METHODS.has(sent.method) &&
    parsed(sent, answer) &&
    decodablePath(sent.url) &&
    !REFUSED_BEFORE_BODY.has(status);
  if (sent.readsJson && sent.jsonSize !== null && sent.jsonSize > ONE_MIB && status !== 413 && bodyRead) {
    problems.push('a body over 1 MiB is not 413');
  }
  if (sent.jsonSize !== null && sent.jsonSize <= ONE_MIB && status === 413) problems.push('a 1 MiB body is 413');
  if (status === 304 && sent.headers['If-None-Match'] !== undefined && sent.method === 'GET') {
    if (answer.text !== '') problems.push('304 with a body');
    return problems.map((message) => ({ kind: 'shape', message }));
  }
  if (!/^application\/json\b/.test(answer.headers['content-type'] ?? '')) {
    problems.push(`Content-Type ${answer.headers['content-type']}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    problems.push(`body is not JSON: ${answer.text.slice(0, 200)}`);
  }
  if (status >= 200 && status < 300) {
    if (!isObject(body) || !sameKeys(body, ['data']) || !isObject(body.data)) problems.push('2xx is not {data:{...}}');
  } else if (status >= 400 && status < 500) {
    problems.push(...errorShapeProblems(body, status, requestId));
  } else {
    problems.push(`unexpected status ${status}`);
  }
  return problems.map((message) => ({ kind: 'shape', message }));
}

function errorShapeProblems(body: unknown, status: number, requestId: unknown): string[] {
  const error = isObject(body) && sameKeys(body, ['error']) ? body.error : undefined;
  if (!isObject(error) || !sameKeys(error, ['status', 'code', 'message', 'details', 'requestId'])) {
    return [`4xx is not {error:{status,code,message,details,requestId}}: ${JSON.stringify(body)?.slice(0, 200)}`];
  }
  const problems: string[] = [];
  if (error.status !== status) problems.push(`error.status ${String(error.status)} ≠ ${status}`);
  if (error.code !== ERROR_CODES[status]) problems.push(`error.code ${String(error.code)} for ${status}`);
  if (typeof error.message !== 'string' || error.message === '') problems.push('error.message is not a text');
  const details = error.details;
  const detailOk = (d: unknown) =>
    isObject(d) && sameKeys(d, ['field', 'message']) && typeof d.field === 'string' && typeof d.message === 'string';
  if (!Array.isArray(details) || !details.every(detailOk)) problems.push('error.details is not [{field,message}]');
  if (typeof error.requestId !== 'string' || error.requestId === '') problems.push('error.requestId is empty');
  else if (error.requestId !== requestId) problems.push('error.requestId ≠ X-Request-Id');
  return problems;
}

/**
 * A cheap fingerprint of the whole database in one statement: per table its row count, latest `updated_at` and the
 * sum of its row versions (every UPDATE bumps one). API keys count rows only: their `lastUsedAt` is bookkeeping
 * written off the request path, on 4xx answers too.
 */
export function fingerprinter(dataSource: DataSource): () => Promise<string> {
  const parts = dataSource.entityMetadatas.map((meta) => {
    const bookkeeping = meta.tableName === 'api_key';
    const updated = !bookkeeping && meta.columns.some((c) => c.databaseName === 'updated_at');
    const version = !bookkeeping && meta.versionColumn ? `SUM(${meta.versionColumn.databaseName})` : 'NULL';
    return (
      `SELECT '${meta.tableName}' AS t, COUNT(*) AS n, ${updated ? 'MAX(updated_at)' : 'NULL'} AS latest, ` +
      `${version} AS v FROM ${meta.tableName}`
    );
  });
  const sql = parts.join(' UNION ALL ');
  return async () => {
    const rows = (await dataSource.query(sql)) as { t: string }[];
    return JSON.stringify(rows.sort((a, b) => a.t.localeCompare(b.t)));
  };
}

/** The tables whose lines differ between two fingerprints. */
export function changedTables(before: string, after: string): string[] {
  const rows = (text: string) => new Map((JSON.parse(text) as { t: string }[]).map((r) => [r.t, JSON.stringify(r)]));
  const a = rows(before);
  return [...rows(after)].filter(([t, line]) => a.get(t) !== line).map(([t]) => t);
}

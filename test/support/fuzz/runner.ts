import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { OrganizationsService } from '../../../src/organizations/organizations.service.js';
import type { TestApp } from '../app.js';
import { TABLES, prepareRouteWalk } from '../route-table.js';
import { type Answer, FuzzClient } from './http-client.js';
import { type Violation, changedTables, checkAnswer, fingerprinter } from './invariants.js';
import { type ClassCounts, type InputClass, emptyClassCounts } from './input-classes.js';
import { type OpenApiDocument, fuzzOperations } from './operations.js';
import { type FuzzCase, type FuzzEnv, type SentRequest, fuzzCase, materialize } from './requests.js';

/**
 * Runs generated requests for every documented operation against a booted app whose database holds the demo
 * organization, checking the invariants on each answer; counts rather than stops, so one run reports everything.
 */
export interface FuzzOptions {
  runs: number;
  seed: number;
  /** Failures kept in full for the report (all are counted). */
  keep?: number;
}

export interface FuzzFailure {
  index: number;
  operationId: string;
  violations: Violation[];
  request: string;
  answer: string;
}

export interface FuzzReport {
  seed: number;
  inputs: number;
  serverErrors: number;
  shapeViolations: number;
  writesOnError: number;
  acceptedBadText: number;
  classes: Record<InputClass, ClassCounts>;
  statuses: Record<number, number>;
  operations: number;
  /** Documented operations none of whose cases succeeded (how deep the run got). */
  neverSucceeded: string[];
  failures: FuzzFailure[];
  ms: number;
}

const REFRESH_IDS_EVERY = 25;

export async function runFuzz(t: TestApp, options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const walk = await prepareRouteWalk(t);
  const orgs = t.app.get(OrganizationsService);
  const read = await orgs.issueKey(walk.demoOrgId, { name: 'fuzz read', scope: 'read' });
  const expired = await orgs.issueKey(walk.demoOrgId, { name: 'fuzz expired', expiresAt: '2020-01-01T00:00:00.000Z' });
  const stranger = await t.newOrg('Fuzz Stranger');
  const env: FuzzEnv = {
    keys: { demo: walk.demoKey, read: read.key, expired: expired.key, stranger: stranger.key },
    ids: new Map(),
    disposable: new Map(),
  };
  const doc = walk.doc as unknown as OpenApiDocument;
  const operations = fuzzOperations(doc);
  const arbitrary = fc.oneof(...operations.map((op) => fuzzCase(doc, op)));

  await t.app.listen(0, '127.0.0.1');
  const client = new FuzzClient((t.http.address() as AddressInfo).port);
  const fingerprint = fingerprinter(t.dataSource);
  const report: FuzzReport = {
    seed: options.seed,
    inputs: 0,
    serverErrors: 0,
    shapeViolations: 0,
    writesOnError: 0,
    acceptedBadText: 0,
    classes: emptyClassCounts(),
    statuses: {},
    operations: operations.length,
    neverSucceeded: [],
    failures: [],
    ms: 0,
  };

  const refreshIds = async () => {
    for (const [collection, table] of Object.entries(TABLES)) {
      const rows: { id: string }[] = await t.dataSource.query(
        `SELECT id FROM ${table} WHERE organization_id = '${walk.demoOrgId}' ORDER BY id LIMIT 50`,
      );
      env.ids.set(
        collection,
        rows.map((r) => r.id),
      );
    }
  };

  const runOne = async (c: FuzzCase, index: number) => {
    if (index % REFRESH_IDS_EVERY === 0) await refreshIds();
    const sent = materialize(c, env);
    const before = await fingerprint();
    let answer: Answer;
    try {
      answer = await client.send(sent);
    } catch (error) {
      answer = { status: 0, headers: {}, text: '' };
      record(index, c, sent, answer, [{ kind: 'server-error', message: `no answer: ${String(error)}` }]);
      return;
    }
    report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
    const violations = checkAnswer(sent, answer);
    if (c.taint?.mustRefuse && answer.status >= 200 && answer.status < 300) {
      violations.push({ kind: 'accepted-bad-text', message: `a ${c.taint.target} with refused text was accepted` });
    }
    if (answer.status >= 400 && answer.status < 500) {
      const changed = changedTables(before, await fingerprint());
      if (changed.length) violations.push({ kind: 'write-on-error', message: `changed: ${changed.join(', ')}` });
    }
    if (answer.status >= 200 && answer.status < 300) {
      if (`${c.method} ${c.path}` === c.documented) succeeded.add(c.operationId);
      keepCreated(sent, answer);
    }
    record(index, c, sent, answer, violations);
  };

  /** Rows this run created can be deleted for real later on. */
  const keepCreated = (sent: SentRequest, answer: Answer) => {
    const segments = sent.url.split('?')[0].split('/');
    if (sent.method !== 'POST' || segments.length !== 3) return;
    let id: unknown;
    try {
      const data = (JSON.parse(answer.text) as { data: Record<string, { id?: unknown } | null> }).data;
      id = Object.values(data).find((v) => typeof v?.id === 'string')?.id;
    } catch {
      return; // Not JSON: already counted as a shape violation.
    }
    if (typeof id !== 'string') return;
    env.disposable.set(segments[2], [...(env.disposable.get(segments[2]) ?? []), id]);
  };

  const record = (index: number, c: FuzzCase, sent: SentRequest, answer: Answer, violations: Violation[]) => {
    report.inputs++;
    const has = (kind: Violation['kind']) => violations.some((v) => v.kind === kind);
    if (has('server-error')) report.serverErrors++;
    if (has('shape')) report.shapeViolations++;
    if (has('write-on-error')) report.writesOnError++;
    if (has('accepted-bad-text')) report.acceptedBadText++;
    if (c.taint) {
      const counts = report.classes[c.taint.inputClass];
      counts.inputs++;
      if (has('server-error')) counts.serverErrors++;
      if (has('write-on-error')) counts.writesOnError++;
      if (has('accepted-bad-text')) counts.acceptedBadText++;
      if (answer.status >= 200 && answer.status < 300) counts.accepted++;
      if (answer.status >= 400 && answer.status < 500) counts.refused++;
    }
    if (violations.length && report.failures.length < (options.keep ?? 25)) {
      report.failures.push({
        index,
        operationId: c.operationId,
        violations,
        request: describeRequest(sent),
        answer: `${answer.status} ${answer.text.slice(0, 400)}`,
      });
    }
  };

  const succeeded = new Set<string>();
  let index = 0;
  try {
    // The property never fails: violations are counted, so no shrinking and one run reports every finding.
    const result = await fc.check(
      fc.asyncProperty(arbitrary, async (c) => {
        await runOne(c, index++);
        return true;
      }),
      { numRuns: options.runs, seed: options.seed, endOnFailure: true },
    );
    // Only the harness itself can fail the property (a query of its own, a generator bug).
    if (result.failed) throw new Error(`fuzz harness failed at case ${index - 1}: ${String(result.errorInstance)}`);
  } finally {
    client.close();
  }
  report.neverSucceeded = operations.map((op) => op.operationId).filter((id) => !succeeded.has(id));
  report.ms = Date.now() - started;
  return report;
}

/** A request as a reader can replay it; keys shortened, bodies and long values cut. */
export function describeRequest(sent: SentRequest): string {
  const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}…(${text.length} chars)` : text);
  const headers = Object.entries(sent.headers)
    .map(([name, value]) => `${name}: ${cut(value.replace(/wsk_[0-9A-Za-z]{32}/g, 'wsk_…'), 120)}`)
    .join(' | ');
  const body = sent.body ? ` body: ${cut(JSON.stringify(sent.body.toString('utf8')), 300)}` : '';
  return `${sent.method} ${cut(sent.url, 400)} | ${headers}${body}`;
}

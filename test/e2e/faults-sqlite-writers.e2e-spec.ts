import type { AddressInfo } from 'node:net';
import { expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { describeOn } from '../support/dialect.js';
import {
  type Client,
  type Outcome,
  acknowledged,
  apiClient,
  auditWrites,
  createPlan,
  groupWrites,
  runWrites,
} from '../support/faults.js';
import { recordReliability } from '../support/reliability-report.js';
import { type HeldLock, holdSqliteWriteLock } from '../support/sqlite-lock.js';

const WRITERS = 50;
/** SQLite's busy timeout (src/database/data-source-options.ts): how long a write waits for another's lock. */
const BUSY_TIMEOUT_MS = 5000;
/**
 * Past the busy timeout: the first write gives up (503), the ones queued behind it get the lock once it is free.
 * (About one run in six once saw no 503: an idle outbox poll, then a write transaction, had queued first and waited
 * out the busy timeout in the requests' place. Polls are reads now, and the workers poll every 10 ms here.)
 */
const LOCK_HELD_MS = BUSY_TIMEOUT_MS + 3000;

/**
 * SQLite has one writer at a time: 50 concurrent writes to one app, alone and while another process holds the
 * write lock, are each answered 2xx or 503 with Retry-After (never 500), and every 2xx write is there afterwards.
 */
describeOn('sqlite')('SQLite under 50 concurrent writers', () => {
  let t: TestApp;
  let client: Client;

  beforeAll(async () => {
    // Workers polling all the time: an idle poll must never queue for the write lock ahead of the requests.
    t = await bootTestApp({ OUTBOX_POLL_MS: '10', WEBHOOK_POLL_MS: '10' });
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.http.address() as AddressInfo;
    client = apiClient(`http://127.0.0.1:${port}`, (await t.newOrg()).key);
  });

  afterAll(() => t?.close());

  /**
   * Half board creates with new tags, half task completions (10 workspaces of 5 tasks), all at once, once
   * `contention` (if any) has started; waits for what it returns too.
   */
  async function burst(suite: string, prefix: string, contention?: () => Promise<HeldLock>): Promise<Outcome[]> {
    const plan = await createPlan(client, { workspaces: WRITERS / 10, tasks: 5 });
    const writes = groupWrites(plan, { boards: WRITERS / 2, tagsPerBoard: 3, prefix });
    expect(writes).toHaveLength(WRITERS);
    const lock = await contention?.();
    const [outcomes] = await Promise.all([runWrites(client, writes, { concurrency: WRITERS }), lock?.released]);
    const refused = outcomes.filter((outcome) => !acknowledged(outcome));
    const audit = await auditWrites(client, plan, outcomes);
    const unexpected = refused.filter((o) => o.answer?.status !== 503 || !o.answer.headers.get('retry-after'));
    recordReliability(suite, {
      inputs: outcomes.length,
      serverErrors: outcomes.filter((o) => o.answer && o.answer.status >= 500 && o.answer.status !== 503).length,
      faults: 1,
      faultsSurvived: unexpected.length === 0 && audit.lost.length + audit.halfWritten.length === 0 ? 1 : 0,
      rowsLost: audit.lost.length + audit.halfWritten.length,
    });
    expect(unexpected.map((o) => o.answer?.status ?? o.error)).toEqual([]);
    for (const outcome of refused) expectError(outcome.answer!.body, 503, 'SERVICE_UNAVAILABLE');
    expect(audit.lost).toEqual([]);
    expect(audit.halfWritten).toEqual([]);
    return outcomes;
  }

  it('answers 50 concurrent writes 2xx or 503 with Retry-After, never 500, and keeps every 2xx write', async () => {
    const outcomes = await burst('faults: SQLite, 50 concurrent writers', 'burst');
    // Alone, one app serializes its own writes: nothing is refused.
    expect(outcomes.filter(acknowledged)).toHaveLength(WRITERS);
  });

  it('answers 503 with Retry-After, never 500, while another process holds the write lock past the busy timeout', async () => {
    const outcomes = await burst('faults: SQLite, 50 writers against a held write lock', 'locked', () =>
      holdSqliteWriteLock(t.config.sqlitePath, LOCK_HELD_MS),
    );
    expect(outcomes.filter((outcome) => outcome.answer?.status === 503).length).toBeGreaterThan(0);
  });
});

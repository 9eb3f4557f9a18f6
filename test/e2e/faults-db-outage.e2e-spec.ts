import type { AddressInfo } from 'node:net';
import { expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { describeOn } from '../support/dialect.js';
import {
  type Answer,
  type Client,
  type Plan,
  acknowledged,
  apiClient,
  auditWrites,
  createPlan,
  groupWrites,
  runWrites,
} from '../support/faults.js';
import { recordReliability } from '../support/reliability-report.js';
import { type CutMode, type TcpProxy, startTcpProxy } from '../support/tcp-proxy.js';
import type { Json } from '../support/wire.js';

const CONNECT_TIMEOUT_MS = 1000;
/** An answer may take the connect timeout plus this. */
const SLACK_MS = 2000;

/**
 * PostgreSQL becomes unreachable behind a TCP proxy (live connections destroyed, new ones refused or black-holed)
 * and comes back: the running app answers 503 with Retry-After in bounded time, and recovers without a restart.
 */
describeOn('postgres')('PostgreSQL becoming unreachable', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let client: Client;
  let plan: Plan;

  beforeAll(async () => {
    // The database the suite runs on (as in test/support/app.ts), reached through the proxy.
    const direct = new URL(process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test');
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(direct);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    t = await bootTestApp({
      DATABASE_URL: proxied.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    });
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.http.address() as AddressInfo;
    client = apiClient(`http://127.0.0.1:${port}`, (await t.newOrg()).key);
    plan = await createPlan(client, { workspaces: 2, tasks: 6 });
  });

  afterEach(() => proxy.restore());

  afterAll(async () => {
    await proxy.restore();
    await t?.close();
    await proxy?.close();
  });

  /** A read, a board create, a task completion and the status route, a few of each at once. */
  const probes = (round: string): Promise<Answer>[] =>
    Array.from({ length: 3 }, (_, i) => [
      client.send('GET', '/v1/boards?limit=5'),
      client.send('POST', '/v1/boards', { title: `${round} probe ${i}`, tagNames: [`${round} ${i}`] }),
      client.send('PATCH', `/v1/workspace-plan-tasks/${plan.workspaces[0].taskIds[i]}`, { title: `${round} ${i}` }),
      client.send('GET', '/v1/status'),
    ]).flat();

  /** 503 in the standard shape, with Retry-After, within the connect timeout (plus slack). */
  const isUnavailable = (answer: Answer): boolean =>
    answer.status === 503 &&
    (answer.body.error as Json | undefined)?.code === 'SERVICE_UNAVAILABLE' &&
    /^[1-9]\d*$/.test(answer.headers.get('retry-after') ?? '') &&
    answer.ms < CONNECT_TIMEOUT_MS + SLACK_MS;

  const outage = (mode: CutMode) =>
    it(`answers 503 with Retry-After within the connect timeout while new connections are ${mode === 'refuse' ? 'refused' : 'black-holed'}, and recovers by itself`, async () => {
      // Cut while group writes are in flight: each gets an answer, done (2xx) or 503 with nothing of it written.
      const writes = groupWrites(plan, { boards: 30, tagsPerBoard: 3, prefix: mode }).slice(0, 30);
      let acks = 0;
      let cutting: Promise<void> | undefined;
      const storm = await runWrites(client, writes, {
        concurrency: 10,
        onOutcome: (outcome) => {
          if (acknowledged(outcome) && ++acks === 5) cutting = proxy.cut(mode);
        },
      });
      await cutting;
      const during = await Promise.all(probes(`${mode} down`));
      await proxy.restore();
      const after = await Promise.all(probes(`${mode} up`));

      const refused = [...storm.filter((o) => !acknowledged(o)).map((o) => o.answer), ...during];
      const misfits = refused
        .filter((answer) => answer === undefined || !isUnavailable(answer))
        .map(
          (answer) => answer && { status: answer.status, ms: answer.ms, retryAfter: answer.headers.get('retry-after') },
        );
      const audit = await auditWrites(client, plan, storm);
      const boards = (await client.expect(200, 'GET', '/v1/boards?limit=100&properties=title')).boards as Json[];
      const writtenWhileDown = boards.filter((board) => String(board.title).startsWith(`${mode} down`));
      const recovered = after.every((answer) => answer.status >= 200 && answer.status < 300);
      recordReliability(`faults: PostgreSQL unreachable (${mode})`, {
        inputs: storm.length + during.length + after.length,
        serverErrors: refused.filter((answer) => answer?.status === 500).length,
        faults: 1,
        faultsSurvived: misfits.length === 0 && recovered ? 1 : 0,
        rowsLost: audit.lost.length + audit.halfWritten.length + writtenWhileDown.length,
      });
      expect(refused.length).toBeGreaterThan(during.length);
      expect(misfits).toEqual([]);
      refused.forEach((answer) => expectError(answer!.body, 503, 'SERVICE_UNAVAILABLE'));
      expect(after.map((answer) => answer.status)).toEqual(after.map((_, i) => [200, 201, 200, 200][i % 4]));
      expect(audit.lost).toEqual([]);
      expect(audit.halfWritten).toEqual([]);
      expect(writtenWhileDown).toEqual([]);
    });

  outage('refuse');
  outage('blackhole');
});

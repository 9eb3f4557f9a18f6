import { type FreshDatabase, freshDatabase } from '../support/app.js';
import { apiClient } from '../support/faults.js';
import { recordReliability } from '../support/reliability-report.js';
import { type ServerProcess, mintKey, sleep, startServer } from '../support/server-process.js';
import {
  type HangingServer,
  type SlowRequest,
  slowRequest,
  startHangingServer,
  tryConnect,
} from '../support/slow-http.js';
import type { Json } from '../support/wire.js';

const WEBHOOK_TIMEOUT_MS = 2000;
/** How soon after SIGTERM the listening socket must be closed. */
const REFUSE_WITHIN_MS = 1000;
/** How soon after its answer a kept-alive connection must be closed (the keep-alive timeout is 5 s). */
const KEPT_ALIVE_CLOSED_WITHIN_MS = 1000;
/** How soon after the last answer the process must end: the hanging webhook delivery is given its timeout. */
const EXIT_WITHIN_MS = WEBHOOK_TIMEOUT_MS + 2000;

/**
 * SIGTERM while requests are in flight (slow uploads the server cannot finish before their last byte, one on a
 * kept-alive connection) and while a webhook delivery hangs, so the worker is busy: the listener closes at once,
 * the in-flight requests still get their 2xx, the process exits 0, and what they wrote is there after a restart.
 */
describe('SIGTERM with requests in flight', () => {
  let db: FreshDatabase;
  let hook: HangingServer;
  let server: ServerProcess | undefined;
  let slow: SlowRequest[] = [];

  beforeAll(async () => {
    db = await freshDatabase();
    hook = await startHangingServer();
  });

  afterAll(async () => {
    slow.forEach((request) => request.release());
    await server?.stop();
    await hook.close();
    await db.drop();
  });

  /** Polls new connections until one is refused; the time since `since`, or null if none was within `ms`. */
  async function refusedWithin(port: number, since: number, ms: number): Promise<number | null> {
    while (Date.now() - since < ms) {
      if ((await tryConnect(port)) === 'ECONNREFUSED') return Date.now() - since;
      await sleep(20);
    }
    return null;
  }

  it('refuses new connections at once, answers the in-flight requests with 201, exits 0 and keeps their writes', async () => {
    server = await startServer({
      ...db.env,
      WEBHOOK_ALLOW_HTTP_LOCALHOST: 'true',
      WEBHOOK_POLL_MS: '20',
      WEBHOOK_TIMEOUT_MS: String(WEBHOOK_TIMEOUT_MS),
    });
    const victim = server;
    const key = await mintKey(db.env);
    const client = apiClient(victim.base, key);
    await client.expect(201, 'POST', '/v1/webhook-endpoints', { url: hook.url, eventTypes: ['*'] });
    await client.expect(201, 'POST', '/v1/boards', { title: 'Before shutdown' });
    slow = await Promise.all(
      [0, 1, 2].map((i) =>
        slowRequest(
          `${victim.base}/v1/boards`,
          key,
          'POST',
          { title: `In flight ${i}`, tagNames: [`Flight ${i}`] },
          { keepAlive: i === 2 },
        ),
      ),
    );
    // One full round trip after the slow requests started: the server has taken them in.
    await client.expect(200, 'GET', '/v1/boards');
    while (hook.received() === 0) await sleep(20);

    const signalled = Date.now();
    victim.child.kill('SIGTERM');
    const refusedAfter = await refusedWithin(victim.port, signalled, REFUSE_WITHIN_MS + 500);
    const answeredBeforeFinish = slow.filter((request) => request.answered()).length;
    const answers = await Promise.all(slow.map((request) => request.finish()));
    const lastAnswer = Date.now();
    const { code } = await victim.exited;
    const exitedAfter = Date.now() - lastAnswer;
    const keptAliveClosedAfter = (slow[2].closedAt() ?? Infinity) - lastAnswer;

    server = await startServer(db.env);
    const boards = (await apiClient(server.base, key).expect(200, 'GET', '/v1/boards?properties=title')).boards;
    const titles = (boards as Json[]).map((board) => board.title).sort();

    const survived =
      refusedAfter !== null &&
      refusedAfter < REFUSE_WITHIN_MS &&
      answers.every((answer) => answer.status === 201) &&
      code === 0 &&
      exitedAfter < EXIT_WITHIN_MS;
    recordReliability('faults: SIGTERM with requests in flight', {
      inputs: slow.length,
      faults: 1,
      faultsSurvived: survived ? 1 : 0,
      rowsLost: 4 - titles.length,
    });
    expect(refusedAfter).not.toBeNull();
    expect(refusedAfter).toBeLessThan(REFUSE_WITHIN_MS);
    expect(answeredBeforeFinish).toBe(0);
    expect(answers.map((answer) => [answer.status, (answer.body.data as { board: Json }).board.title])).toEqual([
      [201, 'In flight 0'],
      [201, 'In flight 1'],
      [201, 'In flight 2'],
    ]);
    expect(keptAliveClosedAfter).toBeLessThan(KEPT_ALIVE_CLOSED_WITHIN_MS);
    expect(code).toBe(0);
    expect(exitedAfter).toBeLessThan(EXIT_WITHIN_MS);
    expect(titles).toEqual(['Before shutdown', 'In flight 0', 'In flight 1', 'In flight 2']);
  });
});

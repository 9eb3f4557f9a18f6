import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import pg from 'pg';
import { type FreshDatabase, freshDatabase } from '../support/app.js';
import { deploymentDoc, fencedBlocks, haproxyConfigFor } from '../support/deployment-doc.js';
import { describeOn } from '../support/dialect.js';
import { type Answer, type Balancer, type Call, call, startBalancer } from '../support/haproxy.js';
import { type ServerProcess, mintKey, sleep, startServer } from '../support/server-process.js';
import { type SlowRequest, slowRequest } from '../support/slow-http.js';
import { SseClient } from '../support/sse.js';
import { freePort } from '../support/smtp.js';
import { until } from '../support/until.js';

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
/** The test's requests, told apart in the request log from HAProxy's health checks by their user agent. */
const AGENT = 'deployment-e2e';
/** The test's client connects from here; HAProxy connects to the instances from 127.0.0.1. */
const CLIENT = '127.0.0.2';
const RATE_LIMIT = 5;

interface LogLine {
  msg?: string;
  req?: { id?: string; method?: string; path?: string; remoteAddress?: string; userAgent?: string };
}

/** The request log lines of one instance that the test's own requests produced. */
function requestLines(server: ServerProcess, path?: string): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.req?.userAgent === AGENT && (path === undefined || line.req.path === path));
}

const WORKERS = 4;
const ROUNDS = 40;

interface StreamOutcome {
  failures: string[];
  answeredAfterSignal: number;
}

/**
 * WORKERS clients, each keeping its connection to the balancer, send ROUNDS requests each: `GET /v1/status`, and every
 * fourth a write (ten a worker, five with each of its two keys: the rate limit is five a minute). `signal` runs once a
 * quarter of the requests are answered. A failure is any answer but 2xx, or no answer.
 */
async function streamRequests(
  through: (request: Call) => Promise<Answer>,
  keys: readonly string[],
  signal: () => void,
): Promise<StreamOutcome> {
  const outcome: StreamOutcome = { failures: [], answeredAfterSignal: 0 };
  let answered = 0;
  let signalled = false;
  const worker = async (w: number): Promise<void> => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < ROUNDS; i++) {
      const key = keys[w * 2 + (Math.floor(i / 4) % 2)];
      // Writes carry an Idempotency-Key, as docs/deployment.md tells clients: a write whose connection the stopping
      // instance closed as it was sent cannot be retried by HAProxy, and the client sends it again (once) instead.
      const request: Call =
        i % 4 === 3
          ? {
              method: 'POST',
              path: '/v1/boards',
              headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': `stream-${w}-${i}` },
              agent,
            }
          : { path: '/v1/status', agent };
      if (request.method === 'POST') request.body = { title: `Stream ${w}-${i}` };
      try {
        const answer = await through(request).catch((error: unknown) => {
          if (request.method !== 'POST') throw error;
          return through(request);
        });
        if (answer.status >= 300) outcome.failures.push(`${request.path} ${answer.status} ${answer.body.trim()}`);
      } catch (error) {
        outcome.failures.push(`${request.path}: ${(error as Error).message}`);
      }
      if (signalled) outcome.answeredAfterSignal++;
      if (++answered === (WORKERS * ROUNDS) / 4) {
        signalled = true;
        signal();
      }
      await sleep(10);
    }
    agent.destroy();
  };
  await Promise.all([...Array(WORKERS)].map((_, w) => worker(w)));
  return outcome;
}

async function countRows(db: FreshDatabase, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${db.env.DATABASE_SCHEMA}"`);
    return Number((await client.query<{ count: string }>(sql)).rows[0].count);
  } finally {
    await client.end();
  }
}

/**
 * docs/deployment.md's HAProxy configuration, with only its addresses replaced, in front of two built servers on
 * one PostgreSQL schema and one Redis prefix, as the page sets them up (TRUST_PROXY=127.0.0.1).
 */
describeOn('postgres')('several instances behind HAProxy, as docs/deployment.md sets them up', () => {
  let db: FreshDatabase;
  const servers: ServerProcess[] = [];
  let balancer: Balancer;
  const through = (request: Call): Promise<Answer> =>
    call(balancer.port, { ...request, headers: { 'User-Agent': AGENT, ...request.headers } });
  const base = () => `http://127.0.0.1:${balancer.port}`;

  beforeAll(async () => {
    db = await freshDatabase();
    const env = {
      ...db.env,
      LOG_LEVEL: 'info',
      REDIS_URL,
      REDIS_KEY_PREFIX: `test-deploy-${randomBytes(6).toString('hex')}`,
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    };
    // One after the other, as the page says: the first applies the migrations.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const [config] = fencedBlocks(deploymentDoc(), 'haproxy');
    const port = await freePort();
    const addresses = servers.map((server) => `127.0.0.1:${server.port}`);
    balancer = await startBalancer(haproxyConfigFor(config, port, addresses), port);
  }, 60_000);

  afterAll(async () => {
    await balancer?.stop();
    for (const server of servers) await server.stop();
    await db?.drop();
  });

  it('spreads the requests over both instances', async () => {
    const answers = await Promise.all([...Array(8)].map(() => through({ path: '/v1/status' })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const counts = () => servers.map((server) => requestLines(server, '/v1/status').length);
    await until('both instances log their requests', async () => counts()[0] + counts()[1] === 8, 5_000);
    expect(counts().every((count) => count > 0)).toBe(true);
  });

  it("logs the client's address that HAProxy forwards, even under a forged X-Forwarded-For", async () => {
    const plain = await through({ path: '/v1/status', from: CLIENT, headers: { 'X-Request-Id': 'client-plain' } });
    const forged = await through({
      path: '/v1/status',
      from: CLIENT,
      headers: { 'X-Request-Id': 'client-forged', 'X-Forwarded-For': '203.0.113.9' },
    });
    expect([plain.status, forged.status]).toEqual([200, 200]);
    const addressOf = (id: string) =>
      servers.flatMap((server) => requestLines(server)).find((line) => line.req?.id === id)?.req?.remoteAddress;
    await until('both requests are logged', async () => !!addressOf('client-plain') && !!addressOf('client-forged'));
    expect([addressOf('client-plain'), addressOf('client-forged')]).toEqual([CLIENT, CLIENT]);
  });

  it("holds an organization's rate limit across both instances (one Redis)", async () => {
    const key = await mintKey(db.env, 'Rate Limited');
    const answers: Answer[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) {
      answers.push(await through({ path: '/v1/boards', headers: { Authorization: `Bearer ${key}` } }));
    }
    expect(answers.map((answer) => [answer.status, answer.headers['ratelimit-remaining']])).toEqual([
      [200, '4'],
      [200, '3'],
      [200, '2'],
      [200, '1'],
      [200, '0'],
      [429, '0'],
    ]);
    const counts = () => servers.map((server) => requestLines(server, '/v1/boards').length);
    await until('the six requests are logged', async () => counts()[0] + counts()[1] === RATE_LIMIT + 1, 5_000);
    expect(counts().every((count) => count > 0)).toBe(true);
  });

  it('keeps an event stream open through HAProxy, carrying the events written through either instance', async () => {
    const key = await mintKey(db.env, 'Live Through HAProxy');
    const stream = await SseClient.open(base(), '/v1/events/stream', {
      Authorization: `Bearer ${key}`,
      'User-Agent': AGENT,
    });
    try {
      expect(stream.status).toBe(200);
      await stream.until('the stream is open', (c) => c.messages.length > 0);
      // One write through each instance directly: one of them is not the instance holding the stream.
      for (const [i, server] of servers.entries()) {
        const res = await fetch(`${server.base}/v1/boards`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ title: `Live ${i}` }),
        });
        expect(res.status).toBe(201);
      }
      await stream.until('both events', (c) => c.events.length === 2);
      const titles = stream.events.map(
        (m) => (JSON.parse(m.data!) as { data: { object: { title: string } } }).data.object.title,
      );
      expect(titles.sort()).toEqual(['Live 0', 'Live 1']);
    } finally {
      stream.close();
    }
  });

  it('answers every request of a stream, and those in flight, when one instance gets SIGTERM', async () => {
    const [victim, survivor] = servers;
    const keys = await Promise.all([...Array(WORKERS * 2)].map((_, i) => mintKey(db.env, `Stream ${i}`)));
    // Two writes left half sent: one on the victim, which holds it when it is signalled, and one through the
    // balancer. HAProxy's round robin does not promise which instance the second lands on (its threads pick
    // independently), so the victim's is sent to it directly.
    const slowKey = await mintKey(db.env, 'Slow');
    const slow: SlowRequest[] = [];
    for (const [i, url] of [`http://127.0.0.1:${victim.port}`, base()].entries()) {
      const headers = { 'User-Agent': AGENT, 'X-Request-Id': `slow-${i}` };
      slow.push(await slowRequest(`${url}/v1/boards`, slowKey, 'POST', { title: `Stream slow ${i}` }, { headers }));
    }
    let finished: Promise<Array<{ status: number }>> = Promise.resolve([]);
    const stream = await streamRequests(through, keys, () => {
      victim.child.kill('SIGTERM');
      finished = Promise.all(slow.map((request) => request.finish()));
    });
    const { code } = await victim.exited;

    expect(stream.failures).toEqual([]);
    expect((await finished).map((answer) => answer.status)).toEqual([201, 201]);
    expect(code).toBe(0);
    expect(stream.answeredAfterSignal).toBeGreaterThanOrEqual((WORKERS * ROUNDS) / 2);
    expect(survivor.child.exitCode).toBeNull();
    const slowIds = (server: ServerProcess) =>
      requestLines(server, '/v1/boards').flatMap((line) => (line.req?.id?.startsWith('slow-') ? [line.req.id] : []));
    expect(slowIds(victim)).toContain('slow-0');
    expect([...slowIds(victim), ...slowIds(survivor)].sort()).toEqual(['slow-0', 'slow-1']);
    // Every write acknowledged is there, once: none was lost, none applied twice.
    expect(await countRows(db, `SELECT count(*) FROM board WHERE title LIKE 'Stream %'`)).toBe(
      (WORKERS * ROUNDS) / 4 + slow.length,
    );
  });
});

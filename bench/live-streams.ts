/**
 * `npm run bench:live`: the memory an open live stream costs. Starts the production build on a fresh SQLite file (or
 * PostgreSQL with --db postgres), opens N (default 1,000) page streams (`/app/<org>/<slug>/live` of a public
 * workspace) from this process, and reads the server's RSS (/proc) and V8 heap (/metrics) before and after, each
 * after a settle; then one task completed through the API, and the time until every stream has its `change`.
 * Loopback only; bounded in count and time.
 */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { freePort, rssMb, startServer } from './processes.js';

const exec = promisify(execFile);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const METRICS_TOKEN = 'bench-live-metrics-token';
const SETTLE_MS = 3_000;

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '1000' },
    db: { type: 'string', default: 'sqlite' },
    'pg-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const STREAMS = Math.min(5_000, Number(values.streams));
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function heapMb(base: string): Promise<{ heapUsed: number; heapTotal: number; external: number }> {
  const text = await (await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 1024 / 1024;
  return {
    heapUsed: read('nodejs_heap_size_used_bytes'),
    heapTotal: read('nodejs_heap_size_total_bytes'),
    external: read('nodejs_external_memory_bytes'),
  };
}

/** Opens one stream; resolves once its first bytes (`retry:`) arrived, and calls `onChange` at each `change`. */
function openStream(url: string, onChange: () => void): Promise<() => void> {
  return new Promise((resolveOpen, reject) => {
    const req = request(url, { headers: { Accept: 'text/event-stream' }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let first = true;
      res.on('data', (chunk: string) => {
        if (first) {
          first = false;
          resolveOpen(() => req.destroy());
        }
        if (chunk.includes('event: change')) onChange();
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function main(): Promise<void> {
  const sqlitePath = join(tmpdir(), `wsapi-bench-live-${process.pid}.sqlite`);
  const dbEnv: Record<string, string> =
    values.db === 'postgres'
      ? { DATABASE_URL: values['pg-url'], DATABASE_SCHEMA: `bench_live_${process.pid}` }
      : { SQLITE_PATH: sqlitePath };
  const port = await freePort();
  const env = {
    ...dbEnv,
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    APP_BASE_URL: `http://127.0.0.1:${port}/app`,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    METRICS_TOKEN,
    DATABASE_CREATE: 'true',
    LIVE_MAX_STREAMS: String(STREAMS + 10),
    LIVE_MAX_STREAMS_PER_CLIENT: String(STREAMS + 10),
    HTTP_MAX_CONNECTIONS: String(STREAMS + 100),
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: String(STREAMS + 100),
    VISITOR_REQUESTS_PER_MINUTE: String(STREAMS * 10),
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  if (values.db === 'postgres') {
    await exec('psql', [values['pg-url'], '-qc', `CREATE SCHEMA IF NOT EXISTS "${dbEnv.DATABASE_SCHEMA}"`]);
  }
  const server = await startServer({
    name: 'app',
    args: ['dist/src/main.js'],
    cwd: ROOT,
    env,
    port,
    readyPath: '/v1/status',
  });
  try {
    const { stdout } = await exec(
      process.execPath,
      ['dist/src/cli/key.js', 'create', '--org', 'Live Bench', '--name', 'bench'],
      {
        cwd: ROOT,
        env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      },
    );
    const key = /^\s+(wsk_[0-9A-Za-z]{32})\s*$/m.exec(stdout)?.[1];
    if (!key) throw new Error(`key CLI printed no key:\n${stdout}`);
    const api = async (method: string, path: string, body: object) => {
      const res = await fetch(`${server.base}${path}`, {
        method,
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: Record<string, Record<string, string>> }).data;
    };
    const template = (await api('POST', '/v1/templates', { name: 'Bench' })).template;
    const workspace = (
      await api('POST', '/v1/workspaces', { name: 'Live bench', templateId: template.id, shareSetting: 'public' })
    ).workspace;
    const published = (await api('PATCH', `/v1/workspaces/${workspace.id}`, { published: true })).workspace;
    const plan = (await api('POST', '/v1/workspace-plans', { workspaceId: workspace.id, title: 'Plan' })).workspacePlan;
    const task = (await api('POST', '/v1/workspace-plan-tasks', { workspacePlanId: plan.id, title: 'Task' }))
      .workspacePlanTask;
    const liveUrl = `${new URL(published.workspaceUrl).href.replace(/\/$/, '')}/live`;

    // One stream first, so what is loaded on the first use (code paths, prepared statements) is not counted per stream.
    const warm = await openStream(liveUrl, () => undefined);
    await sleep(SETTLE_MS);
    const before = { rss: rssMb(server.child.pid!)!, ...(await heapMb(server.base)) };

    let changes = 0;
    const closers: Array<() => void> = [];
    const started = Date.now();
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = Array.from({ length: Math.min(50, STREAMS - i) }, () => openStream(liveUrl, () => changes++));
      closers.push(...(await Promise.all(batch)));
    }
    const openedMs = Date.now() - started;
    await sleep(SETTLE_MS);
    const after = { rss: rssMb(server.child.pid!)!, ...(await heapMb(server.base)) };

    const sent = Date.now();
    await api('PATCH', `/v1/workspace-plan-tasks/${task.id}`, { completed: true });
    while (changes < STREAMS && Date.now() - sent < 30_000) await sleep(10);
    const fanOutMs = Date.now() - sent;

    const per = (a: number, b: number) => (((b - a) * 1024) / STREAMS).toFixed(1);
    const lines = [
      `Live streams on ${values.db}: ${STREAMS} page streams opened in ${openedMs} ms`,
      `RSS          before ${before.rss.toFixed(1)} MB, after ${after.rss.toFixed(1)} MB: ${per(before.rss, after.rss)} KB per stream`,
      `V8 heap used before ${before.heapUsed.toFixed(1)} MB, after ${after.heapUsed.toFixed(1)} MB: ${per(before.heapUsed, after.heapUsed)} KB per stream`,
      `V8 heap total before ${before.heapTotal.toFixed(1)} MB, after ${after.heapTotal.toFixed(1)} MB`,
      `One task completed through the API: ${changes} of ${STREAMS} streams had their change within ${fanOutMs} ms`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    for (const close of [warm, ...closers]) close();
  } finally {
    await server.stop();
    for (const ext of ['', '-wal', '-shm']) rmSync(sqlitePath + ext, { force: true });
    if (values.db === 'postgres') {
      await exec('psql', [values['pg-url'], '-qc', `DROP SCHEMA IF EXISTS "${dbEnv.DATABASE_SCHEMA}" CASCADE`]);
    }
  }
}

void main();

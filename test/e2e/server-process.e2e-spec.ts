import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import request from 'supertest';
import { type FreshDatabase, freshDatabase } from '../support/app.js';
import { holdsPort } from '../support/server-process.js';

const MAIN = 'dist/src/main.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function waitFor(read: () => string, pattern: RegExp, ms: number): Promise<RegExpMatchArray> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      const match = read().match(pattern);
      if (match) return resolve(match);
      if (Date.now() - started > ms) return reject(new Error(`timed out waiting for ${pattern}; output:\n${read()}`));
      setTimeout(tick, 50);
    };
    tick();
  });
}

/**
 * The built server as `npm start` runs it (npm test builds first): first start seeds demo data and prints a key
 * once, logs are JSON lines with request ids and without credentials, SIGTERM shuts down cleanly.
 */
describe('the server process', () => {
  let db: FreshDatabase;
  let child: ChildProcess;
  let output = '';
  let base = '';

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build (npm test does it first)`);
    db = await freshDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        ...db.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        PUBLIC_BASE_URL: base,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(() => output, /└─+┘\n/, 20_000);
  });

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await db.drop();
  });

  const logLines = (): Record<string, unknown>[] =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('starts quietly: the database and the addresses at info, no framework wiring, the key box last', () => {
    const lines = output.trimEnd().split('\n');
    const boxTop = lines.findIndex((line) => line.startsWith('┌'));
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    expect(boxTop).toBeGreaterThan(0);
    expect(boxTop).toBeLessThanOrEqual(40);
    const messages = logLines().map((entry) => entry.msg);
    expect(messages).toEqual([
      expect.stringMatching(/^Seeded the demo organization "Demo Company": /),
      expect.stringMatching(/^Database: (SQLite at \/.+\.sqlite|PostgreSQL at 127\.0\.0\.1:5432\/\w+ \(schema \w+\))$/),
      `Listening on 127.0.0.1:${new URL(base).port}: API ${base}/v1, reference ${base}/docs, published workspaces ${base}/app`,
    ]);
    expect(output).not.toMatch(/InstanceLoader|RouterExplorer|Mapped \{/);
  });

  it('prints the demo key once, in the banner, and the key works', async () => {
    const [, key] = output.match(/(wsk_[0-9A-Za-z]{32})/) ?? [];
    expect(key).toBeDefined();
    expect(output.split(key).length - 1).toBe(2); // the key line and the curl line of the one banner
    const res = await request(base).get('/v1/workspaces?limit=1').set('Authorization', `Bearer ${key}`).expect(200);
    expect(res.body.data.pageInfo.total).toBeGreaterThanOrEqual(5);
    (globalThis as { demoKey?: string }).demoKey = key;
  });

  it('writes JSON request logs with the request id and never the Authorization header', async () => {
    const key = (globalThis as { demoKey?: string }).demoKey!;
    await request(base)
      .get('/v1/boards')
      .set('Authorization', `Bearer ${key}`)
      .set('X-Request-Id', 'trace-me-123')
      .expect(200);
    await waitFor(() => output, /trace-me-123/, 5_000);
    const line = logLines().find((entry) => (entry.req as { id?: string } | undefined)?.id === 'trace-me-123');
    expect(line).toMatchObject({
      level: 30,
      req: { method: 'GET', path: '/v1/boards', queryNames: [] },
      res: { statusCode: 200 },
      orgId: expect.any(String),
    });
    expect(line).not.toHaveProperty('req.headers');
    const logsOnly = output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .join('\n');
    expect(logsOnly).not.toContain(key);
  });

  it('answers the public status and docs routes', async () => {
    await request(base).get('/v1/status').expect(200);
    await request(base).get('/openapi.json').expect(200);
  });

  it('exits 0 on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe("startServer's readiness (test/support/server-process.ts)", () => {
  it('tells which process holds a listening port, so that a status answered by another server is not its own', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      expect(holdsPort(process.pid, port)).toBe(true);
      expect(holdsPort(other.pid, port)).toBe(false);
    } finally {
      other.kill('SIGKILL');
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import pg from 'pg';
import { createApp } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config/config.js';
import { type FreshDatabase, freshDatabase } from '../support/app.js';
import { describeOn } from '../support/dialect.js';
import { mintKey, startServer } from '../support/server-process.js';
import { freePort } from '../support/smtp.js';
import { until } from '../support/until.js';

const MAIN = 'dist/src/main.js';
const ADMIN_URL = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs the built server with `env` until it exits (a start that fails) and returns its code and output. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build (npm test does it first)`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The one line an operator gets for a mistake: nothing else printed, no stack frame. */
function expectOneLine(output: string, pattern: RegExp): void {
  const lines = output.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(output).not.toMatch(/\n\s+at /);
}

function urlWithDatabase(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('a later start (the database has an organization already)', () => {
  let db: FreshDatabase;
  beforeAll(async () => (db = await freshDatabase()));
  afterAll(() => db.drop());

  // A server process may take up to startServer's 45 s to answer on a busy machine: more than Jest's default 30 s.
  it('prints no key box and says in one line how to mint a key', async () => {
    // The earlier start, in this process: the schema migrated as a start does, and an organization with a key.
    await (await createApp(loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...db.env }))).close();
    await mintKey(db.env, 'Earlier Inc');
    const later = await startServer({ ...db.env, LOG_LEVEL: 'info', SEED_DEMO: 'true' });
    // It answers as soon as it listens; the start lines follow at once.
    await until('the start lines are written', async () => later.output().includes('API keys:'), 5_000);
    await later.stop();
    expect(later.output()).not.toContain('wsk_');
    expect(later.output()).not.toContain('┌');
    const messages = later
      .output()
      .trimEnd()
      .split('\n')
      .map((line) => (JSON.parse(line) as { msg: string }).msg)
      // The readiness probe's own requests are logged too.
      .filter((msg) => msg !== 'request completed');
    expect(messages.at(-1)).toBe(
      'API keys: npm run key -- create --org "<organization>" --name <label> (list, revoke: npm run key)',
    );
  }, 60_000);
});

describe('a port already in use', () => {
  it('is one line naming the address and what to do, exit 1', async () => {
    const db = await freshDatabase();
    // Whoever holds the port, the start fails the same way: a plain listener, not a second server process to boot.
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const run = await runToExit({ ...db.env, PORT: String(port) });
      expect(run.code).toBe(1);
      expectOneLine(run.output, new RegExp(`^Cannot start: cannot listen on 127\\.0\\.0\\.1:${port} \\(EADDRINUSE\\)`));
    } finally {
      await new Promise((resolve) => holder.close(resolve));
      await db.drop();
    }
  });
});

describeOn('sqlite')('a SQLite file that cannot be opened', () => {
  it('is one line naming the file and SQLITE_PATH, exit 1', async () => {
    const run = await runToExit({ SQLITE_PATH: '/etc/hostname/app.sqlite', PORT: String(await freePort()) });
    expect(run.code).toBe(1);
    expectOneLine(
      run.output,
      /^Cannot start: the SQLite database at \/etc\/hostname\/app\.sqlite cannot be opened .*SQLITE_PATH/,
    );
  });
});

describeOn('postgres')('a PostgreSQL database that is missing or unreachable', () => {
  const name = `start_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name}`));

  it('a missing database is one line: which, where, and the two ways out', async () => {
    const run = await runToExit({ DATABASE_URL: urlWithDatabase(name), PORT: String(await freePort()) });
    expect(run.code).toBe(1);
    expectOneLine(
      run.output,
      new RegExp(
        `^Cannot start: PostgreSQL database "${name}" does not exist on [\\w.]+:\\d+: create it \\(createdb .*${name}\\), or set DATABASE_CREATE=true`,
      ),
    );
  });

  it('with DATABASE_CREATE=true the server creates it, migrates it and serves', async () => {
    const server = await startServer({
      DATABASE_URL: urlWithDatabase(name),
      DATABASE_CREATE: 'true',
      LOG_LEVEL: 'info',
    });
    await server.stop();
    expect(server.output()).toContain(`"msg":"Created the database: PostgreSQL at`);
  });

  it('a database not encoded in UTF8 is one line saying how to create one that is, exit 1', async () => {
    const ascii = `${name}_ascii`;
    await admin(`CREATE DATABASE ${ascii} ENCODING 'SQL_ASCII' TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C'`);
    try {
      const run = await runToExit({ DATABASE_URL: urlWithDatabase(ascii), PORT: String(await freePort()) });
      expect(run.code).toBe(1);
      expectOneLine(
        run.output,
        new RegExp(
          `^Cannot start: PostgreSQL database "${ascii}" on [\\w.]+:\\d+ is encoded SQL_ASCII, not UTF8: create it with createdb -E UTF8 -T template0`,
        ),
      );
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${ascii}`);
    }
  });

  it('an unreachable server is one line with the address and what to do', async () => {
    const port = await freePort();
    const run = await runToExit({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/app`,
      PORT: String(await freePort()),
    });
    expect(run.code).toBe(1);
    expectOneLine(
      run.output,
      new RegExp(
        `^Cannot start: PostgreSQL at 127\\.0\\.0\\.1:${port} is not reachable \\(ECONNREFUSED\\): start PostgreSQL`,
      ),
    );
  });

  it('a refused user is one line naming the user, never a password', async () => {
    const url = new URL(urlWithDatabase('test'));
    url.username = 'nobody_here';
    url.password = 'Secret-Pa55';
    const run = await runToExit({ DATABASE_URL: url.toString(), PORT: String(await freePort()) });
    expect(run.code).toBe(1);
    expectOneLine(run.output, /^Cannot start: PostgreSQL at [\w.]+:\d+ refused user "nobody_here"/);
    expect(run.output).not.toContain('Secret-Pa55');
  });
});

describeOn('postgres')('several instances starting at once on an empty database', () => {
  let db: FreshDatabase;
  beforeAll(async () => (db = await freshDatabase()));
  afterAll(() => db.drop());

  // Three processes migrating in turn may take up to startServer's 45 s: more than Jest's default 30 s.
  it('apply the migrations once, in turn, and all start without an error or a retry', async () => {
    const servers = await Promise.all([1, 2, 3].map(() => startServer({ ...db.env, LOG_LEVEL: 'info' })));
    await Promise.all(servers.map((server) => server.stop()));
    for (const server of servers) expect(server.output()).not.toMatch(/Retrying|"level":50|error/i);
    const client = new pg.Client({
      connectionString: db.env.DATABASE_URL,
      options: `-c search_path=${db.env.DATABASE_SCHEMA}`,
    });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; times: string }>(
        'SELECT name, COUNT(*) AS times FROM migrations GROUP BY name HAVING COUNT(*) > 1',
      );
      expect(rows).toEqual([]);
      const { rows: applied } = await client.query<{ n: string }>('SELECT COUNT(*) AS n FROM migrations');
      expect(Number(applied[0].n)).toBeGreaterThan(10);
    } finally {
      await client.end();
    }
  }, 60_000);
});

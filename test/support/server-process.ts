import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/config.js';
import { buildDataSourceOptions } from '../../src/database/data-source-options.js';
import { OrganizationsService } from '../../src/organizations/organizations.service.js';
import { type FreshDatabase, freshDatabase } from './app.js';
import type { ProcessClock } from './process-clock.js';
import { freePort } from './smtp.js';

const MAIN = 'dist/src/main.js';

export interface ServerProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILLs the process if it is still running and waits for it to be gone. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Default 45 s: two instances migrating one database in turn beside another Jest worker can take over 20 s. */
  readyWithinMs?: number;
  /** The process's date follows this clock (a test-only preload; see docs/testing.md), instead of the real one. */
  clock?: ProcessClock;
}

/** Ports that another process took between freePort() and the child's listen, before giving up. */
const PORT_ATTEMPTS = 3;

/**
 * Starts the built server (`dist/src/main.js`, as `npm start` runs it) on a free port with `env` (a database from
 * `freshDatabase()`), without demo data, and resolves once `GET /v1/status` answers 200 from that process.
 *
 * The port is probed free and then handed to the child, so another process (a server of another Jest worker) can
 * take it meanwhile: the status then answers from the wrong server, and this one exits on EADDRINUSE. So the answer
 * counts only once the child itself holds the listening socket (Linux's /proc; elsewhere the answer alone), and a
 * child refused its port starts again on another.
 */
export async function startServer(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build (npm test does it first)`);
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(env, options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === PORT_ATTEMPTS) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnFreePort(
  env: Record<string, string>,
  { readyWithinMs = 45_000, clock }: StartOptions,
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const onClock = clock?.spawnOptions();
  const child = spawn(process.execPath, [...(onClock?.execArgv ?? []), MAIN], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: base,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_MINUTE: '10000000',
      AUTH_FAILURES_PER_MINUTE: '10000000',
      ...env,
      ...onClock?.env,
    },
    // The clock's moves travel over an IPC channel.
    stdio: clock ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  clock?.attach(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    base,
    port,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      if (output.includes('EADDRINUSE')) throw new PortTaken(`port ${port} was taken before the server listened`);
      throw new Error(`the server exited with ${child.exitCode} before it was ready:\n${output}`);
    }
    if ((await answersStatus(base)) && holdsPort(child.pid, port)) return server;
    if (Date.now() - started > readyWithinMs) {
      await server.stop();
      throw new Error(`the server was not ready within ${readyWithinMs} ms:\n${output}`);
    }
    await sleep(50);
  }
}

/** Whether the process `pid` holds the listening TCP socket on `port` (true where /proc cannot tell). */
export function holdsPort(pid: number | undefined, port: number): boolean {
  let tables: string[];
  try {
    tables = ['/proc/net/tcp', '/proc/net/tcp6'].filter(existsSync).map((file) => readFileSync(file, 'utf8'));
  } catch {
    return true;
  }
  if (tables.length === 0 || pid === undefined) return true;
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const LISTEN = '0A';
  const inodes = new Set<string>();
  for (const line of tables.flatMap((table) => table.split('\n').slice(1))) {
    const cols = line.trim().split(/\s+/);
    if (cols.length > 9 && cols[1].endsWith(local) && cols[3] === LISTEN) inodes.add(cols[9]);
  }
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return inodes.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '');
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

async function answersStatus(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/v1/status`)).ok;
  } catch {
    return false;
  }
}

/**
 * A write key for a new organization on the database `env` points at, issued through OrganizationsService over a
 * DataSource of its own (what the key CLI does). The database must already be migrated (start a server first).
 */
export async function mintKey(env: Record<string, string>, orgName = 'Faults Inc'): Promise<string> {
  const dataSource = new DataSource(buildDataSourceOptions(loadConfig({ LOG_LEVEL: 'silent', ...env })));
  await dataSource.initialize();
  try {
    const orgs = new OrganizationsService(dataSource);
    const org = await orgs.findOrCreate(orgName);
    return (await orgs.issueKey(org.id, { name: 'faults' })).key;
  } finally {
    await dataSource.destroy();
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ServerWithKey {
  db: FreshDatabase;
  server: ServerProcess;
  /** A write key of a new organization named as asked. */
  key: string;
  /** Stops the server and drops its database (what was started, if the start failed half-way). */
  close(): Promise<void>;
}

/** A fresh database, the built server on it, and a key: what a suite talking to a real process starts with. */
export async function serverWithKey(orgName: string, env: Record<string, string> = {}): Promise<ServerWithKey> {
  const db = await freshDatabase();
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ ...db.env, ...env });
    const key = await mintKey(db.env, orgName);
    return { db, server, key, close: () => server!.stop().then(() => db.drop()) };
  } catch (error) {
    await server?.stop();
    await db.drop();
    throw error;
  }
}

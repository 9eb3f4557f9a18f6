import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tryConnect } from './slow-http.js';
import { sleep } from './server-process.js';

/** Where Debian's haproxy package puts it (scripts/ensure-system-tools.mjs installs it). */
export const HAPROXY = '/usr/sbin/haproxy';

/**
 * Stands in for the `global` section of Debian's /etc/haproxy/haproxy.cfg, which docs/deployment.md keeps: HAProxy's
 * request log goes to its output, where a failing test shows it.
 */
const TEST_GLOBAL = 'global\n    log stdout format raw local0 info\n\n';

export interface Balancer {
  port: number;
  /** What HAProxy wrote so far (its request log and alerts). */
  output(): string;
  stop(): Promise<void>;
}

/** Runs HAProxy in the foreground (`-db`) with `config` and resolves once it accepts connections on `port`. */
export async function startBalancer(config: string, port: number, readyWithinMs = 10_000): Promise<Balancer> {
  if (!existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: run node scripts/ensure-system-tools.mjs`);
  const dir = mkdtempSync(join(tmpdir(), 'wsapi-haproxy-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, TEST_GLOBAL + config);
  const child: ChildProcess = spawn(HAPROXY, ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const balancer: Balancer = {
    port,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const started = Date.now();
  while ((await tryConnect(port)) !== 'accepted') {
    if (child.exitCode !== null || Date.now() - started > readyWithinMs) {
      await balancer.stop();
      throw new Error(`HAProxy did not start:\n${output}`);
    }
    await sleep(50);
  }
  return balancer;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The loopback address to connect from (127.0.0.2…), so the client is told apart from HAProxy (127.0.0.1). */
  from?: string;
  /** A keep-alive agent, for a client that reuses its connection; a new connection otherwise. */
  agent?: Agent;
}

/** One request to 127.0.0.1:`port`; a connection error rejects (a test then fails, naming it). */
export function call(port: number, { method = 'GET', path, headers = {}, body, from, agent }: Call): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: from,
        agent: agent ?? false,
        headers: { ...headers, ...(payload ? { 'Content-Type': 'application/json' } : {}) },
        timeout: 15_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within 15 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

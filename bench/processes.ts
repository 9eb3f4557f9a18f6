import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Server {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Starts a server process (its output goes to `logFile`, /dev/null by default) and waits until `readyPath`
 * answers. Stopped with SIGTERM, then SIGKILL after 5 s; only this process is ever signalled.
 */
export async function startServer(opts: {
  name: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  port: number;
  readyPath: string;
  logFile?: string;
}): Promise<Server> {
  const out = openSync(opts.logFile ?? '/dev/null', 'a');
  const child = spawn(process.execPath, opts.args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env, PORT: String(opts.port) },
    stdio: ['ignore', out, out],
  });
  const base = `http://127.0.0.1:${opts.port}`;
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${opts.name} exited with ${String(code)} before it was ready (log: ${opts.logFile ?? 'none'})`);
  });
  const ready = (async () => {
    for (let i = 0; i < 600; i++) {
      try {
        const res = await fetch(base + opts.readyPath);
        await res.arrayBuffer();
        if (res.status < 500) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${opts.name} did not answer ${opts.readyPath} within 60 s`);
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => undefined);
  return {
    name: opts.name,
    port: opts.port,
    base,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    },
  };
}

/** Resident set size of a process, in MB (Linux /proc). */
export function rssMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** User + system CPU time of a process so far, in ms (Linux /proc; clock ticks of 10 ms). */
export function cpuMs(pid: number): number | null {
  const times = cpuTimes(pid);
  return times && times.user + times.system;
}

/**
 * CPU time of a process so far, ms: user and system (the kernel: socket writes, loopback TCP, files), for the whole
 * process and for its main thread, the one a CPU profile samples (the others are V8's GC and compiler threads and
 * libuv's pool).
 */
export interface CpuTimes {
  user: number;
  system: number;
  mainUser: number;
  mainSystem: number;
}

export function cpuTimes(pid: number): CpuTimes | null {
  const process = ticks(`/proc/${pid}/stat`);
  const main = ticks(`/proc/${pid}/task/${pid}/stat`);
  if (!process || !main) return null;
  return { user: process[0], system: process[1], mainUser: main[0], mainSystem: main[1] };
}

/** utime and stime of a /proc stat file, in ms. */
function ticks(file: string): [number, number] | null {
  try {
    const stat = readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [Number(fields[11]) * 10, Number(fields[12]) * 10];
  } catch {
    return null;
  }
}

export async function runNode(args: string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

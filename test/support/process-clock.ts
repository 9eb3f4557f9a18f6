import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What `node --import` loads into a server process started with a clock: plain JavaScript, as node runs it. */
export const CLOCK_PRELOAD = pathToFileURL(resolve('test/support/process-clock-preload.mjs')).href;

/** The environment variable the preload reads its starting offset from. */
export const CLOCK_OFFSET_VARIABLE = 'TEST_CLOCK_OFFSET_MS';

/** How long a process may take to apply a move before the test fails naming it. */
const APPLIED_WITHIN_MS = 5_000;

/**
 * The date of server processes started with it (`startServer(env, { clock })`), shared by all of them: the real time
 * plus an offset, moved by the test. A move resolves once every running process has applied it, so whatever the test
 * does next (a request, waiting for a poller's e-mail) happens on the new date. Timers keep real time: pollers run as
 * often as configured, and nothing is slept.
 */
export class ProcessClock {
  private offsetMs: number;
  private readonly children = new Set<ChildProcess>();
  private seq = 0;

  /** Starts at `at` (ms since the epoch), or at the real time. */
  constructor(at = Date.now()) {
    this.offsetMs = at - Date.now();
  }

  /** The processes' time now, in ms. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** The processes' calendar day (UTC) `days` from now, as YYYY-MM-DD. */
  day(days = 0): string {
    return new Date(this.now() + days * 86_400_000).toISOString().slice(0, 10);
  }

  /** Moves every process's date to `at` (ms since the epoch; backwards too). */
  set(at: number): Promise<void> {
    this.offsetMs = at - Date.now();
    return this.broadcast();
  }

  /** Moves every process's date forward by `ms`. */
  advance(ms: number): Promise<void> {
    this.offsetMs += ms;
    return this.broadcast();
  }

  /** For startServer: the arguments and environment that put a new process on this clock, which then follows it. */
  spawnOptions(): { execArgv: string[]; env: Record<string, string> } {
    return { execArgv: ['--import', CLOCK_PRELOAD], env: { [CLOCK_OFFSET_VARIABLE]: String(this.offsetMs) } };
  }

  /** For startServer: follows `child` (spawned with an IPC channel) until it exits. */
  attach(child: ChildProcess): void {
    this.children.add(child);
    child.once('exit', () => this.children.delete(child));
  }

  private async broadcast(): Promise<void> {
    const seq = ++this.seq;
    await Promise.all([...this.children].map((child) => this.sendTo(child, seq)));
  }

  private sendTo(child: ChildProcess, seq: number): Promise<void> {
    const clockOffsetMs = this.offsetMs;
    return new Promise<void>((done, fail) => {
      const timer = setTimeout(() => {
        child.off('message', applied);
        fail(new Error(`server process ${child.pid} did not move its clock within ${APPLIED_WITHIN_MS} ms`));
      }, APPLIED_WITHIN_MS);
      const applied = (message: unknown) => {
        if ((message as { seq?: unknown }).seq !== seq) return;
        clearTimeout(timer);
        child.off('message', applied);
        done();
      };
      child.on('message', applied);
      child.send({ clockOffsetMs, seq });
    });
  }
}

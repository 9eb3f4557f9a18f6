import type { Logger } from '@nestjs/common';
import { describeError } from '../logging/log-safety.js';
import { QueryCounter } from './query-counter.js';

/**
 * The loop shared by background workers (e-mail outbox, webhook deliveries): runs `work` every `intervalMs`, one
 * run at a time, outside request query counting. `drain()` runs it now and resolves when that run is done.
 */
export class Poller {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Runs are chained, so `drain()` returns only once everything due at its call has been handled. */
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly logger: Logger,
    private readonly work: (stopped: () => boolean) => Promise<void>,
  ) {}

  start(): void {
    this.schedule();
  }

  /** Stops polling and waits for a run in flight, so it records its results before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.tail;
  }

  drain(): Promise<void> {
    return this.run(() => this.work(() => this.stopped));
  }

  /**
   * Runs `task` after everything queued before it and before anything queued after, polls included: a worker's other
   * runs (claims started outside the timer) are then one at a time with its polls, without a lock of their own.
   * `task` must not wait for another run of this poller, which would be queued behind it.
   */
  run<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(() => QueryCounter.untracked(task));
    this.tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.drain()
        .catch((error: unknown) => this.logger.error(`${this.name} poll failed: ${describeError(error)}`))
        .finally(() => this.schedule());
    }, this.intervalMs);
    // The HTTP server keeps the process alive; the poller alone must not.
    this.timer.unref();
  }
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}

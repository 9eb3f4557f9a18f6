import { Logger } from '@nestjs/common';
import { Gauge, type Registry } from 'prom-client';
import { QUEUE_COUNT_CAP, type QueueDepth } from '../database/queue-depth.js';
import { describeError } from '../logging/log-safety.js';

/** Reads one queue (an indexed, capped read: see queueDepth); called once per scrape. */
export type QueueReader = () => Promise<QueueDepth>;

/**
 * `queue_depth` and `queue_oldest_due_age_seconds`, by queue, read from the database at each scrape. Both gauges are
 * collected at once (prom-client collects a registry's metrics concurrently), so they share one reading per scrape.
 * The queues live in the database every instance shares: every instance shows the same global values. A queue that
 * cannot be read (database down) is left out of that scrape rather than failing it.
 */
export class QueueGauges {
  private readonly logger = new Logger('Metrics');
  private readonly readers = new Map<string, QueueReader>();
  private reading: Promise<void> | null = null;
  private readonly depth: Gauge<'queue'>;
  private readonly oldestDueAge: Gauge<'queue'>;

  constructor(registry: Registry) {
    const collect = () => this.collect();
    this.depth = new Gauge({
      name: 'queue_depth',
      help: `Rows still owed (due, waiting for a retry, or deferred), all instances, counted up to ${QUEUE_COUNT_CAP}.`,
      labelNames: ['queue'] as const,
      registers: [registry],
      collect,
    });
    this.oldestDueAge = new Gauge({
      name: 'queue_oldest_due_age_seconds',
      help: 'How long the earliest due row of the queue has been due, all instances; 0 when none is due.',
      labelNames: ['queue'] as const,
      registers: [registry],
      collect,
    });
  }

  watch(queue: string, read: QueueReader): void {
    this.readers.set(queue, read);
  }

  /** The reading of this scrape: started by the first gauge collected, awaited by the other. */
  private collect(): Promise<void> {
    this.reading ??= this.readAll().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async readAll(): Promise<void> {
    const now = Date.now();
    for (const [queue, read] of this.readers) {
      try {
        const { depth, earliestAttemptAt } = await read();
        const due = earliestAttemptAt === null ? now : Date.parse(earliestAttemptAt);
        this.depth.set({ queue }, depth);
        this.oldestDueAge.set({ queue }, Math.max(0, now - due) / 1000);
      } catch (error) {
        this.depth.remove({ queue });
        this.oldestDueAge.remove({ queue });
        this.logger.warn(`Queue ${queue} not read for /metrics: ${describeError(error)}`);
      }
    }
  }
}

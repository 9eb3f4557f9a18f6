import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Db } from './db.service.js';
import { Poller } from './poller.js';

/**
 * Rows per transaction when purging past a retention. On SQLite a transaction holds the file's only write lock: a
 * few hundred rows delete in a few milliseconds, and requests queued behind the lock get it between batches.
 */
export const PURGE_BATCH = 500;

export const DAY_MS = 24 * 60 * 60 * 1000;

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** What one retention keeps: how old a row may get, and how to find and delete the older ones. */
export interface Retention {
  /** Names the sweeper in logs (`Event retention poll failed: …`). */
  name: string;
  retentionMs: number;
  /** Whether anything was created before `cutoff`: a plain read. */
  anyBefore: (m: EntityManager, cutoff: string) => Promise<boolean>;
  /** Deletes at most PURGE_BATCH rows from before `cutoff`, oldest first, and answers how many it deleted. */
  purgeBatchBefore: (m: EntityManager, cutoff: string) => Promise<number>;
}

/**
 * Keeps a table within its retention: every 10 minutes, and on `drain()`, deletes what is older in batches of
 * PURGE_BATCH rows, one short transaction each, until a batch comes back short. A plain read decides first whether
 * anything is due, so an idle sweep never opens a write transaction (on SQLite it would take the write lock each time).
 */
export class RetentionSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly poller: Poller;

  constructor(
    private readonly db: Db,
    private readonly retention: Retention,
  ) {
    this.poller = new Poller(retention.name, SWEEP_INTERVAL_MS, new Logger(retention.name), (stopped) =>
      this.purge(stopped),
    );
  }

  onApplicationBootstrap(): void {
    this.poller.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.poller.stop();
  }

  /** Purges everything past the retention now; resolves when none is left. */
  drain(): Promise<void> {
    return this.poller.drain();
  }

  private async purge(stopped: () => boolean): Promise<void> {
    const cutoff = new Date(Date.now() - this.retention.retentionMs).toISOString();
    if (!(await this.db.read((m) => this.retention.anyBefore(m, cutoff)))) return;
    for (;;) {
      const purged = await this.db.write((m) => this.retention.purgeBatchBefore(m, cutoff));
      if (purged < PURGE_BATCH || stopped()) return;
    }
  }
}

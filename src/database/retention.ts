import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type Type,
} from '@nestjs/common';
import { type EntityManager, type EntityTarget, In, type ObjectLiteral } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from './db.service.js';
import { Poller } from './poller.js';

/**
 * Rows per transaction when purging past a retention. On SQLite a transaction holds the file's only write lock: a
 * few hundred rows delete in a few milliseconds, and requests queued behind the lock get it between batches.
 */
export const PURGE_BATCH = 500;

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** What one retention keeps: a table, how old its rows may get, and which rows count as old. */
export interface Retention {
  /** Names the sweeper in logs (`Event retention poll failed: …`). */
  name: string;
  retentionMs: number;
  /** The purged table; its primary key is `id`. */
  entity: EntityTarget<ObjectLiteral>;
  /** The time column (`r.created_at`) that ages a row: rows whose value is older than the retention are purged. */
  agedBy: string;
  /** SQL over the alias `r` restricting the purge to some rows, with its parameters; an index should serve it. */
  only?: { where: string; parameters: Record<string, unknown> };
  /** Deletes what belongs to the rows about to be purged (their ids), in the same transaction. */
  purgeDependents?: (m: EntityManager, ids: string[]) => Promise<unknown>;
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

  /**
   * Deletes up to PURGE_BATCH rows from before `cutoff`, oldest first, with their dependents; answers how many. On
   * PostgreSQL SKIP LOCKED gives concurrent sweepers of several instances disjoint batches; SQLite has one writer.
   */
  async purgeBatch(m: EntityManager, cutoff: string): Promise<number> {
    const qb = this.db.dialect.skipLocked(
      this.pastRetention(m, cutoff).select('r.id', 'id').orderBy(this.retention.agedBy, 'ASC').limit(PURGE_BATCH),
    );
    const ids = (await qb.getRawMany<{ id: string }>()).map((row) => row.id);
    if (ids.length === 0) return 0;
    await this.retention.purgeDependents?.(m, ids);
    await m.delete(this.retention.entity, { id: In(ids) });
    return ids.length;
  }

  private pastRetention(m: EntityManager, cutoff: string) {
    const { agedBy, only } = this.retention;
    const aged = `${agedBy} < :cutoff`;
    return m
      .createQueryBuilder(this.retention.entity, 'r')
      .where(only ? `${only.where} AND ${aged}` : aged, { ...only?.parameters, cutoff });
  }

  private async purge(stopped: () => boolean): Promise<void> {
    const cutoff = new Date(Date.now() - this.retention.retentionMs).toISOString();
    if (!(await this.db.read((m) => this.pastRetention(m, cutoff).getExists()))) return;
    for (;;) {
      const purged = await this.db.write((m) => this.purgeBatch(m, cutoff));
      if (purged < PURGE_BATCH || stopped()) return;
    }
  }
}

/**
 * The provider of one retention, configured from the application's config: `t.app.get(SweeperClass)` finds it, and
 * its module starts and stops it with the application.
 */
export function retentionSweeper(retention: (config: AppConfig) => Retention): Type<RetentionSweeper> {
  @Injectable()
  class ConfiguredSweeper extends RetentionSweeper {
    constructor(db: Db, @Inject(APP_CONFIG) config: AppConfig) {
      super(db, retention(config));
    }
  }
  return ConfiguredSweeper;
}

import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ChangeFeed } from '../database/change-feed.js';
import { Db } from '../database/db.service.js';
import { subscribeToEvents } from '../events/event-subscribers.js';
import type { EventEntity } from '../events/event.entity.js';
import { type CommittedEvent, LIVE_EVENTS_CHANNEL, committedEvent, decodeCommitted } from './committed-event.js';
import { SqliteCommits } from './sqlite-commits.js';

/** What a stream hears: an event that committed, or that it may have missed some (catch up from the log). */
export type LiveNotice = { kind: 'event'; event: CommittedEvent } | { kind: 'resync' };
export type LiveListener = (notice: LiveNotice) => void;

/** How the listening connection shows in pg_stat_activity. */
export const LIVE_EVENTS_APPLICATION = 'wsapi-live-events';

/**
 * Committed events, from every instance, for the streams of this one. PostgreSQL: each event is `pg_notify`-ed in
 * the writer's transaction by a trigger on the event table (migration LiveEvents; so only a commit delivers it, and
 * a write costs no extra statement), and one LISTEN connection per instance (the change feed's) hears every
 * instance's, its own included; while that connection is down streams are told to resync, and they catch up from the
 * event log when it is back. SQLite: published in process after the commit.
 */
@Injectable()
export class LiveFeed implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly listeners = new Map<string, Set<LiveListener>>();
  private feed: ChangeFeed | null = null;
  private sqlite: SqliteCommits | null = null;

  constructor(private readonly db: Db) {
    if (db.dialect.name !== 'sqlite') return;
    subscribeToEvents(db.dataSource, {
      emitted: (m, event) => this.emitted(m, event),
      purging: () => Promise.resolve(),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.db.dialect.name === 'sqlite') {
      this.sqlite = SqliteCommits.attach(this.db.dataSource, (event) => this.dispatch(event));
      return;
    }
    this.feed = this.db.dialect.changeFeed(
      this.db.dataSource,
      {
        channel: LIVE_EVENTS_CHANNEL,
        application: LIVE_EVENTS_APPLICATION,
        logger: new Logger('LiveFeed'),
        subject: 'Event notifications',
        meanwhile: 'live streams catch up from the event log once they are back',
      },
      (payload) => this.heard(payload),
    );
    await this.feed.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.sqlite?.detach(this.db.dataSource);
    await this.feed?.stop();
  }

  /** Whether every committed event is being heard now (streams opened meanwhile start by catching up). */
  live(): boolean {
    return this.sqlite !== null || (this.feed?.live() ?? false);
  }

  /** Calls `listener` with the organization's committed events and every resync, until the returned stop. */
  subscribe(organizationId: string, listener: LiveListener): () => void {
    const set = this.listeners.get(organizationId) ?? new Set<LiveListener>();
    this.listeners.set(organizationId, set.add(listener));
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(organizationId) === set) this.listeners.delete(organizationId);
    };
  }

  /** SQLite: kept with the transaction until it commits. */
  private emitted(m: EntityManager, event: EventEntity): Promise<void> {
    this.sqlite?.emitted(m.queryRunner, committedEvent(event));
    return Promise.resolve();
  }

  /** A notification's payload, or none when the listening connection was lost or is back (anything may be missed). */
  private heard(payload: string | undefined): void {
    if (payload === undefined) {
      for (const set of this.listeners.values()) for (const listener of [...set]) listener({ kind: 'resync' });
      return;
    }
    const event = decodeCommitted(payload);
    if (event) this.dispatch(event);
  }

  private dispatch(event: CommittedEvent): void {
    const set = this.listeners.get(event.organizationId);
    if (!set) return;
    for (const listener of [...set]) listener({ kind: 'event', event });
  }
}

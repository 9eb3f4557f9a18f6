import type { Logger } from '@nestjs/common';
import type Database from 'better-sqlite3';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { sqliteHandle } from './sqlite-handle.js';

/**
 * Tells a cache when data may have changed in the database (calling the `changed` it was built with), and whether it
 * can currently tell at all: a cache is only used while its feed is live, so a missed change can never keep stale
 * data in use. Built by Dialect.changeFeed.
 */
export interface ChangeFeed {
  /** True when every change since the last call would have been reported; reports pending changes first. */
  live(): boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** What a change feed listens to, and how it names itself in logs and in pg_stat_activity. */
export interface ChangeSource {
  /** The PostgreSQL channel changes are notified on (Dialect.notify). */
  channel: string;
  /** How the listening connection shows in pg_stat_activity. */
  application: string;
  /** Logs the feed's outages as this context. */
  logger: Logger;
  /** The log's subject and what callers do while the feed is down: `Key change notifications`, `looking keys up…`. */
  subject: string;
  meanwhile: string;
}

/**
 * SQLite: `PRAGMA data_version` changes when another connection (the key CLI, a second process on the file) commits,
 * and costs no I/O. This process's own connection's changes are not seen: its callers announce them themselves.
 */
export class SqliteChangeFeed implements ChangeFeed {
  private dataVersion: Database.Statement | null = null;
  private version: unknown;
  private checkedAt = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly changed: () => void,
  ) {}

  start(): Promise<void> {
    // Prepared once: `db.pragma()` would compile the statement on every request.
    this.dataVersion = sqliteHandle(this.dataSource).prepare('PRAGMA data_version').pluck();
    this.version = this.dataVersion.get();
    return Promise.resolve();
  }

  live(): boolean {
    if (!this.dataVersion) return false;
    // Read at most once per millisecond: under load the pragma was a sixth of the key check's cost, and a commit
    // another process made is still seen within a millisecond.
    const now = Date.now();
    if (now === this.checkedAt) return true;
    this.checkedAt = now;
    const version = this.dataVersion.get();
    if (version !== this.version) {
      this.version = version;
      this.changed();
    }
    return true;
  }

  stop(): Promise<void> {
    this.dataVersion = null;
    return Promise.resolve();
  }
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * PostgreSQL: a connection of its own LISTENs on the channel writers notify (the key CLI when it revokes). While that
 * connection is down (database restart, network cut) the feed is not live, so callers read the database every time
 * until it is back; it reconnects with backoff and reports a change on reconnecting, for what it may have missed.
 */
export class PostgresChangeFeed implements ChangeFeed {
  private client: pg.Client | null = null;
  private listening = false;
  private stopped = false;
  private retryMs = RECONNECT_MIN_MS;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: { connectionString: string; connectTimeoutMs: number; source: ChangeSource },
    /** With the notification's payload; without one after an outage, when anything may have been missed. */
    private readonly changed: (payload?: string) => void,
  ) {}

  live(): boolean {
    return this.listening;
  }

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    this.retry = null;
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      connectionTimeoutMillis: this.options.connectTimeoutMs,
      keepAlive: true,
      application_name: this.options.source.application,
    });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === this.options.source.channel) this.changed(message.payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.source.channel}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    if (this.client !== client || this.stopped) return;
    this.retryMs = RECONNECT_MIN_MS;
    this.changed();
    this.listening = true;
  }

  private lost(client: pg.Client, error: Error | null): void {
    if (this.client !== client) return;
    this.client = null;
    this.listening = false;
    this.changed();
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    const { logger, subject, meanwhile } = this.options.source;
    logger.warn(
      `${subject} unavailable (${error?.message ?? 'connection closed'}); ${meanwhile}, retrying in ${this.retryMs} ms`,
    );
    this.retry = setTimeout(() => void this.connect(), this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}

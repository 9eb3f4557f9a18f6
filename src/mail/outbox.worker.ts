import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { QueryCounter } from '../database/query-counter.js';
import { type MailSender, createMailSender } from './mail-sender.js';
import type { OutboxEmailEntity } from './outbox-email.entity.js';
import { claimDueEmails, markFailed, markSent } from './outbox.queries.js';

const BATCH = 20;

/**
 * Delivers the e-mail outbox: every OUTBOX_POLL_MS it claims due rows, sends them, and records the outcome.
 * Delivery is at least once: a crash between sending and recording re-sends after the lease expires.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Outbox');
  private readonly sender: MailSender;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Drains run one after another, so `drain()` returns only once everything due at its call has been handled. */
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sender = createMailSender(config, this.logger);
  }

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    // Let an in-flight drain record its results before the database connection closes.
    await this.tail;
    this.sender.close();
  }

  /** Sends every e-mail that is due now; resolves when they are all sent, rescheduled or dead. */
  drain(): Promise<void> {
    const run = this.tail.then(() => QueryCounter.untracked(() => this.drainDue()));
    this.tail = run.catch(() => undefined);
    return run;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.drain()
        .catch((error: unknown) => this.logger.error(`Outbox poll failed: ${messageOf(error)}`))
        .finally(() => this.schedule());
    }, this.config.outboxPollMs);
    // The HTTP server keeps the process alive; the poller alone must not.
    this.timer.unref();
  }

  private async drainDue(): Promise<void> {
    for (;;) {
      const now = nowIso();
      const batch = await this.db.write((m) => claimDueEmails(m, { postgres: this.db.isPostgres, now, limit: BATCH }));
      for (const email of batch) await this.deliver(email);
      // A full batch means more may be due; on shutdown the rest waits for the next start.
      if (batch.length < BATCH || this.stopped) return;
    }
  }

  private async deliver(email: OutboxEmailEntity): Promise<void> {
    try {
      await this.sender.send(email);
    } catch (error) {
      const message = messageOf(error);
      this.logger.warn(`E-mail ${email.id} attempt ${email.attempts + 1} failed: ${message}`);
      await this.db.write((m) => markFailed(m, email, message, nowIso()));
      return;
    }
    await this.db.write((m) => markSent(m, email, nowIso()));
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

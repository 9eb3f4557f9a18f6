import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { Poller, messageOf } from '../database/poller.js';
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
  private readonly poller: Poller;

  constructor(
    private readonly db: Db,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sender = createMailSender(config, this.logger);
    this.poller = new Poller('Outbox', config.outboxPollMs, this.logger, (stopped) => this.drainDue(stopped));
  }

  onApplicationBootstrap(): void {
    this.poller.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.poller.stop();
    this.sender.close();
  }

  /** Sends every e-mail that is due now; resolves when they are all sent, rescheduled or dead. */
  drain(): Promise<void> {
    return this.poller.drain();
  }

  private async drainDue(stopped: () => boolean): Promise<void> {
    for (;;) {
      const now = nowIso();
      const batch = await this.db.write((m) => claimDueEmails(m, { postgres: this.db.isPostgres, now, limit: BATCH }));
      for (const email of batch) await this.deliver(email);
      // A full batch means more may be due; on shutdown the rest waits for the next start.
      if (batch.length < BATCH || stopped()) return;
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

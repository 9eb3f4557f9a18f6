import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { Poller, messageOf } from '../database/poller.js';
import { type MailSender, createMailSender } from './mail-sender.js';
import type { OutboxEmailEntity } from './outbox-email.entity.js';
import { describeSmtpFailure, isPermanentRejection } from './outbox-backoff.js';
import { anyDue } from '../database/claim-due.js';
import { OutboxMetrics } from './outbox-metrics.js';
import { ATTEMPT_BUDGET_MS, claimDueEmails, markFailed, markSent } from './outbox.repository.js';

const BATCH = 20;

/**
 * Delivers the e-mail outbox: every OUTBOX_POLL_MS it claims due rows, sends them, and records the outcome.
 * Claims are leases taken with one atomic statement (`FOR UPDATE SKIP LOCKED` on PostgreSQL), so any number of
 * instances on one database send each row once; a failed attempt is retried with backoff until it goes through,
 * and only a permanent rejection by the mail server parks a row as `dead`. Delivery is at least once: a crash
 * between sending and recording re-sends after the lease expires (with the same Message-ID).
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Outbox');
  private readonly sender: MailSender;
  private readonly poller: Poller;

  constructor(
    private readonly db: Db,
    private readonly metrics: OutboxMetrics,
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
      if (!(await anyDue(this.db, 'outbox_email', now))) return;
      const batch = await this.db.write((m) => claimDueEmails(m, { dialect: this.db.dialect, now, limit: BATCH }));
      for (const email of batch) {
        // A slow server used up the lease: the rest of the batch waits for its leases to expire and is claimed anew.
        if (Date.now() > Date.parse(email.lockedUntil as string) - ATTEMPT_BUDGET_MS) break;
        await this.deliver(email);
      }
      // A full batch means more may be due; on shutdown the rest waits for the next start.
      if (batch.length < BATCH || stopped()) return;
    }
  }

  private async deliver(email: OutboxEmailEntity): Promise<void> {
    try {
      await this.sender.send(email);
    } catch (error) {
      const failure = { error: messageOf(error), permanent: isPermanentRejection(error) };
      // The row's id finds the address; the log gets neither it nor the server's reply, which may quote it.
      if (failure.permanent) {
        this.logger.error(`E-mail ${email.id} refused for good, not retried: ${describeSmtpFailure(error)}`);
      } else {
        this.logger.warn(
          `E-mail ${email.id} attempt ${email.attempts + 1} failed, will retry: ${describeSmtpFailure(error)}`,
        );
      }
      this.metrics.attempted(email.kind, failure.permanent ? 'dead' : 'retrying');
      await this.db.write((m) => markFailed(m, email, failure, nowIso()));
      return;
    }
    this.metrics.attempted(email.kind, 'sent');
    await this.db.write((m) => markSent(m, email, nowIso()));
  }
}

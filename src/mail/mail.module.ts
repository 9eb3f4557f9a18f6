import { Module } from '@nestjs/common';
import { MailStats } from './mail-stats.js';
import { OutboxMetrics } from './outbox-metrics.js';
import { OutboxRetentionSweeper } from './outbox-retention.js';
import { OutboxWorker } from './outbox.worker.js';

/** E-mail delivery through the outbox; producers queue with `enqueueEmail` inside their own transaction. */
@Module({
  providers: [OutboxWorker, MailStats, OutboxRetentionSweeper, OutboxMetrics],
  exports: [OutboxWorker, MailStats, OutboxRetentionSweeper],
})
export class MailModule {}

import { Module } from '@nestjs/common';
import { OutboxWorker } from './outbox.worker.js';

/** E-mail delivery through the outbox; producers queue with `enqueueEmail` inside their own transaction. */
@Module({ providers: [OutboxWorker], exports: [OutboxWorker] })
export class MailModule {}

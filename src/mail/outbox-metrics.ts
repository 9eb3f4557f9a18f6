import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Db } from '../database/db.service.js';
import { queueDepth } from '../database/queue-depth.js';
import type { EmailOutcome } from '../metrics/metrics.js';
import { Metrics } from '../metrics/metrics.js';
import { EMAIL_KINDS, type EmailKind } from './enqueue-email.js';

/** The `queue` label of each kind's part of the outbox at /metrics. */
const QUEUES: Record<EmailKind, string> = {
  invitation: 'emails_invitation',
  'sign-in': 'emails_sign_in',
  notification: 'emails_notification',
  'task-reminder': 'emails_task_reminder',
  email: 'emails_other',
};

/** The `kind` label of an e-mail: its kind, or `other` for a row written with a kind the code no longer has. */
function kindLabel(kind: string): string {
  return (EMAIL_KINDS as readonly string[]).includes(kind) ? kind : 'other';
}

/**
 * The outbox at /metrics: a queue per kind of e-mail (each one index range of outbox_email (status, kind,
 * next_attempt_at), read at each scrape), and what each attempt to send became.
 */
@Injectable()
export class OutboxMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly db: Db,
  ) {}

  onModuleInit(): void {
    for (const kind of EMAIL_KINDS) {
      this.metrics.watchQueue(QUEUES[kind], () => queueDepth(this.db, 'outbox_email', { column: 'kind', value: kind }));
      for (const outcome of ['sent', 'retrying', 'dead'] as const) this.metrics.emailAttempt(kind, outcome, 0);
    }
  }

  attempted(kind: string, outcome: EmailOutcome): void {
    this.metrics.emailAttempt(kindLabel(kind), outcome);
  }
}

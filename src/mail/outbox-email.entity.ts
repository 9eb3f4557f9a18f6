import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { LeasedRow, Row } from '../database/leased-row.js';

export type OutboxStatus = 'pending' | 'sent' | 'dead';

/** An e-mail written in the same transaction as the change that caused it, sent later by the outbox worker. */
@Entity('outbox_email')
@Index(['status', 'nextAttemptAt'])
// Each kind's queue at /metrics (queueDepth): its earliest pending row and their count, from one index range.
@Index(['status', 'kind', 'nextAttemptAt'])
// The hourly quota: an organization's latest slots of one kind.
@Index(['organizationId', 'kind', 'scheduledAt'])
// "Already sent today": the last e-mail with one deduplication key.
@Index(['dedupeKey', 'createdAt'])
// The per-recipient cap: an organization's latest e-mails to one address.
@Index(['organizationId', 'toAddress', 'createdAt'])
export class OutboxEmailEntity extends LeasedRow(Row) {
  declare status: OutboxStatus;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  id: string;

  @Column({ type: 'varchar', length: 12 })
  organizationId: string;

  @Column({ type: 'varchar', length: 320 })
  toAddress: string;

  /** What the e-mail is (`invitation`); quotas count an organization's e-mails of one kind. */
  @Column({ type: 'varchar', length: 32, default: 'email' })
  kind: string;

  /** E-mails with the same key within a window are sent once, e.g. one invitation per workspace and address a day. */
  @Column({ type: 'varchar', length: 400, nullable: true })
  dedupeKey: string | null;

  /** The first moment the quota lets it go out: its creation, or later when the organization's quota was used up. */
  @Column({ type: 'varchar', length: 24 })
  scheduledAt: string;

  @Column({ type: 'varchar', length: 500 })
  subject: string;

  @Column({ type: 'text' })
  textBody: string;

  @Column({ type: 'text' })
  htmlBody: string;

  /** Headers of its own, as JSON (`List-Unsubscribe`, `List-Unsubscribe-Post`); null for none. */
  @Column({ type: 'text', nullable: true })
  headers: string | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'varchar', length: 24 })
  createdAt: string;

  @Column({ type: 'varchar', length: 24, nullable: true })
  sentAt: string | null;
}

import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type OutboxStatus = 'pending' | 'sent' | 'dead';

/** An e-mail written in the same transaction as the change that caused it, sent later by the outbox worker. */
@Entity('outbox_email')
@Index(['status', 'nextAttemptAt'])
export class OutboxEmailEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  id: string;

  @Column({ type: 'varchar', length: 12 })
  organizationId: string;

  @Column({ type: 'varchar', length: 320 })
  toAddress: string;

  @Column({ type: 'varchar', length: 500 })
  subject: string;

  @Column({ type: 'text' })
  textBody: string;

  @Column({ type: 'text' })
  htmlBody: string;

  @Column({ type: 'varchar', length: 10 })
  status: OutboxStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'varchar', length: 24 })
  nextAttemptAt: string;

  @Column({ type: 'varchar', length: 24, nullable: true })
  lockedUntil: string | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'varchar', length: 24 })
  createdAt: string;

  @Column({ type: 'varchar', length: 24, nullable: true })
  sentAt: string | null;
}

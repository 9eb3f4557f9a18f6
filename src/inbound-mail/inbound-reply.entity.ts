import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A reply by e-mail already posted, by its Message-ID and person: a mail server that delivers one message twice (it
 * did not hear our answer) posts it once. Kept 30 days.
 */
@Entity('inbound_reply')
@Index('IDX_inbound_reply_received_at', ['receivedAt'])
export class InboundReplyEntity {
  /** SHA-256 of the person's id and the Message-ID, hex. */
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_inbound_reply' })
  key: string;

  @Column({ type: 'varchar', length: 24 })
  receivedAt: string;
}

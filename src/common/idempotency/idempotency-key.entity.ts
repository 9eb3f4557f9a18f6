import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One `Idempotency-Key` an organization sent with a POST: claimed while its request runs (`lockedUntil`), then the
 * response it produced, replayed for 24 hours to every retry with the same key and body.
 */
@Entity('idempotency_key')
export class IdempotencyKeyEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  organizationId: string;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  /** SHA-256 of method, path and canonical JSON body: a retry must send the same request. */
  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;

  /** Which request holds the claim, so only it records or releases the key. */
  @Column({ type: 'varchar', length: 24 })
  claimToken: string;

  /** While the first request runs; a claim whose process died is given up after this. */
  @Column({ type: 'varchar', length: 24, nullable: true })
  lockedUntil: string | null;

  @Column({ type: 'integer', nullable: true })
  responseStatus: number | null;

  @Column({ type: 'text', nullable: true })
  responseBody: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  responseLocation: string | null;

  @Column({ type: 'varchar', length: 24 })
  createdAt: string;

  @Index()
  @Column({ type: 'varchar', length: 24 })
  expiresAt: string;
}

import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type KeyScope = 'read' | 'write';

@Entity('api_key')
export class ApiKeyEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  id: string;

  @Index()
  @Column({ type: 'varchar', length: 12 })
  organizationId: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** First characters of the key, so people can tell keys apart in `key list` without the secret. */
  @Column({ type: 'varchar', length: 12 })
  prefix: string;

  /** SHA-256 of the whole key, hex. The key itself is never stored. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  hash: string;

  @Column({ type: 'varchar', length: 10 })
  scope: KeyScope;

  @Column({ type: 'varchar', length: 24, nullable: true })
  lastUsedAt: string | null;

  @Column({ type: 'varchar', length: 24, nullable: true })
  expiresAt: string | null;

  @Column({ type: 'varchar', length: 24, nullable: true })
  revokedAt: string | null;

  @Column({ type: 'varchar', length: 24 })
  createdAt: string;
}

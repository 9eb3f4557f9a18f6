import { Column, Index, PrimaryColumn } from 'typeorm';

/**
 * Columns every tenant-owned row has. Timestamps are ISO 8601 strings (see common/time.ts): identical on SQLite
 * and PostgreSQL, ordered correctly as text, and served without conversion.
 */
export abstract class TenantEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  id: string;

  @Index()
  @Column({ type: 'varchar', length: 12 })
  organizationId: string;

  @Column({ type: 'varchar', length: 24 })
  createdAt: string;

  @Column({ type: 'varchar', length: 24 })
  updatedAt: string;
}

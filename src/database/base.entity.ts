import { Column, Index, PrimaryColumn, VersionColumn } from 'typeorm';

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

  /**
   * Bumped by every UPDATE of the row (TypeORM adds `version = version + 1` to update queries). Served as the
   * resource's ETag; `If-Match` is checked against it inside an UPDATE, so two racing writers cannot both win.
   */
  @VersionColumn({ default: 1 })
  version?: number;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many rows of a resource an organization has, kept exact by database triggers on that resource's table (see
 * the OrganizationCounts migration): every insert and delete, by the API, a factory, a bulk load or a cascade,
 * changes it in the same transaction. An unfiltered list reads its `total` here in one index step instead of
 * counting every row. No row means none: the first insert creates it.
 */
@Entity('organization_count')
export class OrganizationCountEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  organizationId: string;

  /** The counted table: one of COUNTED_RESOURCES. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  resource: string;

  @Column({ type: 'integer' })
  total: number;
}

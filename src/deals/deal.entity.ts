import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';

@Entity('deal')
@Index(['organizationId', 'createdAt', 'id'])
export class DealEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 255 })
  name: string;

  /**
   * Decimal kept as canonical text: the contract carries it as a string and floats would round it. Room for the
   * bounds in common/decimal.ts (sign, 40 integer digits, point, 10 fraction digits: 52 characters).
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  amount: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  stage: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  type: string | null;

  @Column({ type: 'varchar', length: 24, nullable: true })
  createdDate: string | null;

  @Column({ type: 'varchar', length: 24, nullable: true })
  closeDate: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  crmBDealId: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  crmAOpportunityId: string | null;
}

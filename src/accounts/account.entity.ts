import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';

@Entity('account')
@Index(['organizationId', 'createdAt', 'id'])
export class AccountEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  website: string | null;

  @Index()
  @Column({ type: 'varchar', length: 12, nullable: true })
  ownerId: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  logo: string | null;

  @Index()
  @Column({ type: 'varchar', length: 255, nullable: true })
  crmAAccountId: string | null;

  @Index()
  @Column({ type: 'varchar', length: 255, nullable: true })
  crmBCompanyId: string | null;
}

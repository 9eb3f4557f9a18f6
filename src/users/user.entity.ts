import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';

@Entity('app_user')
@Index(['organizationId', 'email'], { unique: true })
export class UserEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  avatar: string | null;
}

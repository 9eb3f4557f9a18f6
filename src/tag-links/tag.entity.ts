import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';

@Entity('tag')
@Index(['organizationId', 'titleKey'], { unique: true })
@Index(['organizationId', 'createdAt', 'id'])
export class TagEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 255 })
  title: string;

  /** Lower-cased title: the unique key that makes titles case-insensitively unique per organization. */
  @Column({ type: 'varchar', length: 255 })
  titleKey: string;
}

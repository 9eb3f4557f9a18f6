import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';

export const ASSET_TYPES = ['image', 'pdf', 'video', 'link', 'document'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

@Entity('asset')
@Index(['organizationId', 'createdAt', 'id'])
export class AssetEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'integer', default: 0 })
  views: number;

  @Column({ type: 'integer', default: 0 })
  shares: number;

  @Column({ type: 'varchar', length: 20 })
  assetType: AssetType;

  @Column({ type: 'varchar', length: 2048 })
  assetUrl: string;
}

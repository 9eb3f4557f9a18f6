import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { FileEntity } from '../files/file.entity.js';
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

  /** An uploaded file the asset shows; cleared when the file is deleted. */
  @Column({ type: 'varchar', length: 12, nullable: true })
  fileId: string | null;

  @ManyToOne(() => FileEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'file_id' })
  file?: Relation<FileEntity>;
}

import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { AssetEntity } from './asset.entity.js';
import { TagEntity } from './tag.entity.js';

/** A tag on an asset. */
@Entity('asset_tag')
@Index(['tagId'])
export class AssetTagEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  assetId: string;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  tagId: string;

  @Column({ type: 'varchar', length: 24 })
  createdAt: string;

  @ManyToOne(() => AssetEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'asset_id' })
  asset?: Relation<AssetEntity>;

  @ManyToOne(() => TagEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tag_id' })
  tag?: Relation<TagEntity>;
}

import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { TagEmbedSource } from './tag.embed.js';
import { LINKED_ASSET, LINKED_TAG, type LinkedTag } from './linked.js';

/** A tag on an asset. The relations name their entities (see linked.ts): assets and tags import this folder. */
@Entity('asset_tag')
@Index(['tagId'])
export class AssetTagEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  assetId: string;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  tagId: string;

  @Column({ type: 'varchar', length: 24 })
  createdAt: string;

  @ManyToOne(LINKED_ASSET, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'asset_id' })
  asset?: Relation<{ id: string }>;

  @ManyToOne(LINKED_TAG, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tag_id' })
  tag?: Relation<LinkedTag & TagEmbedSource>;
}

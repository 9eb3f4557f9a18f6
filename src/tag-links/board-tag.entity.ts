import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { BoardEmbedSource } from './board.embed.js';
import type { TagEmbedSource } from './tag.embed.js';
import { LINKED_BOARD, LINKED_TAG, type LinkedBoard, type LinkedTag } from './linked.js';

/** A tag on a board. The relations name their entities (see linked.ts): boards and tags import this folder. */
@Entity('board_tag')
@Index(['tagId'])
export class BoardTagEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  boardId: string;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  tagId: string;

  @Column({ type: 'varchar', length: 24 })
  createdAt: string;

  @ManyToOne(LINKED_BOARD, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'board_id' })
  board?: Relation<LinkedBoard & BoardEmbedSource>;

  @ManyToOne(LINKED_TAG, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tag_id' })
  tag?: Relation<LinkedTag & TagEmbedSource>;
}

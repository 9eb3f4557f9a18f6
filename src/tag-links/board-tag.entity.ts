import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { BoardEntity } from './board.entity.js';
import { TagEntity } from './tag.entity.js';

/** A tag on a board. */
@Entity('board_tag')
@Index(['tagId'])
export class BoardTagEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  boardId: string;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  tagId: string;

  @Column({ type: 'varchar', length: 24 })
  createdAt: string;

  @ManyToOne(() => BoardEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'board_id' })
  board?: Relation<BoardEntity>;

  @ManyToOne(() => TagEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tag_id' })
  tag?: Relation<TagEntity>;
}

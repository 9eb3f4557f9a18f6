import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';

/** A board's colour scheme. */
export const APPEARANCES = [
  'greyExtraLight',
  'mandy',
  'saffron',
  'conifer',
  'pastelGreen',
  'downy',
  'malibu',
  'royalBlue',
  'mediumPurple',
  'brilliantRose',
] as const;
export type Appearance = (typeof APPEARANCES)[number];

@Entity('board')
@Index(['organizationId', 'position', 'createdAt'])
export class BoardEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'varchar', length: 20 })
  appearance: Appearance;

  @Column({ type: 'varchar', length: 64, nullable: true })
  icon: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** 0-based place in the organization's board order (the API's `index`); kept compact. */
  @Column({ type: 'integer' })
  position: number;
}

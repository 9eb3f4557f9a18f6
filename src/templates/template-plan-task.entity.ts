import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TemplateEntity } from './template.entity.js';
import { TenantEntity } from '../database/base.entity.js';

@Entity('template_plan_task')
@Index(['templateId', 'index'])
export class TemplatePlanTaskEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 12 })
  templateId: string;

  @Column({ type: 'integer' })
  index: number;

  @Column({ type: 'varchar', length: 500 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'boolean', default: false })
  isInternal: boolean;

  @Column({ type: 'varchar', length: 20, nullable: true })
  actionType: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  actionLinkUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  actionLinkName: string | null;

  @Column({ type: 'text', nullable: true })
  actionText: string | null;

  @Column({ type: 'boolean', default: false })
  showActionText: boolean;

  @Column({ type: 'integer', nullable: true })
  startOffsetDays: number | null;

  @Column({ type: 'integer', nullable: true })
  dueOffsetDays: number | null;

  @ManyToOne(() => TemplateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'template_id' })
  template?: Relation<TemplateEntity>;
}

import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';
import type { PlanViewType } from '../workspace-core/workspace-plan.entity.js';
import { TemplateEntity } from './template.entity.js';

/** A template's plan: copied, with its tasks, into every workspace made from the template. */
@Entity('template_plan')
@Index(['templateId', 'index'])
export class TemplatePlanEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 12 })
  templateId: string;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'boolean', default: false })
  isCollapsed: boolean;

  @Column({ type: 'varchar', length: 10, default: 'list' })
  viewType: PlanViewType;

  @Column({ type: 'integer' })
  index: number;

  @ManyToOne(() => TemplateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'template_id' })
  template?: Relation<TemplateEntity>;
}

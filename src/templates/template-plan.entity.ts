import { PlanColumns } from '../workspace-core/structure-columns.js';
import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TemplateEntity } from './template.entity.js';

/** A template's plan: copied, with its tasks, into every workspace made from the template. */
@Entity('template_plan')
@Index(['templateId', 'index'])
export class TemplatePlanEntity extends PlanColumns {
  @Column({ type: 'varchar', length: 12 })
  templateId: string;

  @ManyToOne(() => TemplateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'template_id' })
  template?: Relation<TemplateEntity>;
}

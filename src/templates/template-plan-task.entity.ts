import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TemplateEntity } from './template.entity.js';
import { PlanTaskColumns } from './plan-task-action.js';
import { TemplatePlanEntity } from './template-plan.entity.js';

/** A template's task; its title, description and action are PlanTaskColumns, as a workspace's copy has them. */
@Entity('template_plan_task')
@Index(['templateId', 'index'])
@Index(['templatePlanId', 'index'])
export class TemplatePlanTaskEntity extends PlanTaskColumns {
  @Column({ type: 'varchar', length: 12 })
  templateId: string;

  @Column({ type: 'varchar', length: 12 })
  templatePlanId: string;

  /** 0-based place among its plan's tasks. */
  @Column({ type: 'integer' })
  index: number;

  @Column({ type: 'integer', nullable: true })
  startOffsetDays: number | null;

  @Column({ type: 'integer', nullable: true })
  dueOffsetDays: number | null;

  @ManyToOne(() => TemplateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'template_id' })
  template?: Relation<TemplateEntity>;

  @ManyToOne(() => TemplatePlanEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'template_plan_id' })
  plan?: Relation<TemplatePlanEntity>;
}

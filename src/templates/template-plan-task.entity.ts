import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TemplateEntity } from './template.entity.js';
import { PlanTaskColumns } from './plan-task-action.js';
import { TemplatePlanEntity } from './template-plan.entity.js';

/**
 * A person a template task names by role: `owner`, the workspace's first member with role owner; `contact`, its first
 * member who is not an owner ("first" in the order workspace users are listed: oldest first).
 */
export const ASSIGNEE_ROLES = ['owner', 'contact'] as const;
export type AssigneeRole = (typeof ASSIGNEE_ROLES)[number];

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

  /** Who owns the workspace's copy, resolved when a workspace is made from the template (see ASSIGNEE_ROLES). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  assigneeRole: AssigneeRole | null;

  @ManyToOne(() => TemplateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'template_id' })
  template?: Relation<TemplateEntity>;

  @ManyToOne(() => TemplatePlanEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'template_plan_id' })
  plan?: Relation<TemplatePlanEntity>;
}

import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { WorkspacePlanEntity } from '../workspace-core/workspace-plan.entity.js';
import { PlanTaskColumns } from '../templates/plan-task-action.js';

export const TASK_STATUSES = ['Not Started', 'In Progress', 'Completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A workspace's task: title, description and action (PlanTaskColumns) copied from the template's, then its own. */
@Entity('workspace_plan_task')
@Index(['workspaceId', 'index'])
@Index(['workspacePlanId', 'index'])
@Index(['organizationId', 'createdAt', 'id'])
// The task reminders' poll reads the tasks due within a window of days (task-reminders/task-reminder.repository.ts).
@Index(['dueDate'])
export class WorkspacePlanTaskEntity extends PlanTaskColumns {
  @Column({ type: 'varchar', length: 12 })
  workspaceId: string;

  /** The plan holding the task; its tasks go with it when it is deleted. */
  @Column({ type: 'varchar', length: 12 })
  workspacePlanId: string;

  @Column({ type: 'varchar', length: 12, nullable: true })
  templatePlanTaskId: string | null;

  @Column({ type: 'integer' })
  index: number;

  @Column({ type: 'varchar', length: 20 })
  status: TaskStatus;

  @Column({ type: 'varchar', length: 24, nullable: true })
  completedAt: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  startDate: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  dueDate: string | null;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<WorkspaceEntity>;

  @ManyToOne(() => WorkspacePlanEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_plan_id' })
  plan?: Relation<WorkspacePlanEntity>;
}

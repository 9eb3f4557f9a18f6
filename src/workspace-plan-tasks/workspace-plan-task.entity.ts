import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { TenantEntity } from '../database/base.entity.js';

export const TASK_STATUSES = ['Not Started', 'In Progress', 'Completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

@Entity('workspace_plan_task')
@Index(['workspaceId', 'index'])
@Index(['organizationId', 'createdAt', 'id'])
export class WorkspacePlanTaskEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 12 })
  workspaceId: string;

  @Column({ type: 'varchar', length: 12, nullable: true })
  templatePlanTaskId: string | null;

  @Column({ type: 'integer' })
  index: number;

  @Column({ type: 'varchar', length: 500 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 20 })
  status: TaskStatus;

  @Column({ type: 'varchar', length: 24, nullable: true })
  completedAt: string | null;

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

  @Column({ type: 'varchar', length: 10, nullable: true })
  startDate: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  dueDate: string | null;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<WorkspaceEntity>;
}

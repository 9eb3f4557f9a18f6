import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/**
 * One owner of a workspace's task: a user of the task's organization. Goes with the task and with the user.
 * `position` keeps the order the last `assigneeIds` gave; `organizationId` scopes reads without a join.
 */
@Entity('workspace_plan_task_assignee')
@Index(['userId'])
@Index(['organizationId', 'userId'])
export class TaskAssigneeEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  taskId: string;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  userId: string;

  @Column({ type: 'varchar', length: 12 })
  organizationId: string;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 24 })
  createdAt: string;

  // Named by table: workspace-plan-tasks imports this folder, never the other way round.
  @ManyToOne('workspace_plan_task', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'task_id' })
  task?: unknown;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;
}

import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { WorkspacePlanTaskEntity } from '../workspace-plan-tasks/workspace-plan-task.entity.js';

/**
 * One reminder sent: this person was reminded of this task, due on this date, at this stage (`before-1`, `overdue`).
 * Written in the transaction that queues the e-mail (task_reminder_digest), so a reminder exists exactly when its
 * e-mail was queued; the unique key makes a second one impossible. A new due date is new reminders.
 */
@Entity('task_reminder')
@Index(['taskId', 'userId', 'dueDate', 'stage'], { unique: true })
@Index(['createdAt'])
export class TaskReminderEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  id: string;

  @Column({ type: 'varchar', length: 12 })
  organizationId: string;

  @Column({ type: 'varchar', length: 12 })
  taskId: string;

  @Index()
  @Column({ type: 'varchar', length: 12 })
  userId: string;

  @Column({ type: 'varchar', length: 10 })
  dueDate: string;

  @Column({ type: 'varchar', length: 12 })
  stage: string;

  @Column({ type: 'varchar', length: 12 })
  digestId: string;

  @Column({ type: 'varchar', length: 24 })
  createdAt: string;

  @ManyToOne(() => WorkspacePlanTaskEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'task_id' })
  task?: WorkspacePlanTaskEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;
}

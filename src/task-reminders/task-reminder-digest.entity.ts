import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/**
 * The one reminder e-mail of a person on a day (the organization's local day): unique per (user, day), written with
 * the reminders it gathers and the outbox row, in one transaction. `emailId` is null when the organization's e-mail
 * quota refused it (then the reminders were not recorded, and go the next day).
 */
@Entity('task_reminder_digest')
@Index(['userId', 'day'], { unique: true })
@Index(['createdAt'])
export class TaskReminderDigestEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  id: string;

  @Column({ type: 'varchar', length: 12 })
  organizationId: string;

  @Column({ type: 'varchar', length: 12 })
  userId: string;

  @Column({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'integer' })
  taskCount: number;

  @Column({ type: 'varchar', length: 12, nullable: true })
  emailId: string | null;

  @Column({ type: 'varchar', length: 24 })
  createdAt: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;
}

import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { FileEntity } from '../files/file.entity.js';
import { WorkspacePlanTaskEntity } from './workspace-plan-task.entity.js';

/**
 * A file attached to a workspace's task: what a contact uploaded on a file request (`actionType: "upload"`). Goes with
 * the task and with the file (deleting either deletes the link). `organizationId` scopes reads without a join.
 */
@Entity('workspace_plan_task_file')
@Index(['fileId'])
export class TaskFileEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  taskId: string;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  fileId: string;

  @Column({ type: 'varchar', length: 12 })
  organizationId: string;

  /** When it was attached: a task's files are listed in that order. */
  @Column({ type: 'varchar', length: 24 })
  createdAt: string;

  @ManyToOne(() => WorkspacePlanTaskEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'task_id' })
  task?: Relation<WorkspacePlanTaskEntity>;

  @ManyToOne(() => FileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'file_id' })
  file?: Relation<FileEntity>;
}

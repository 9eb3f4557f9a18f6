import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { FileEntity } from '../files/file.entity.js';
import { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';
import { WorkspacePlanTaskEntity } from '../workspace-plan-tasks/workspace-plan-task.entity.js';
import { ConversationColumns } from '../workspace-messages/conversation-columns.js';
import type { SubjectType } from './comment-subject.js';

/**
 * A comment on one plan task, section or file of a workspace, or a reply to one (ConversationColumns). The subject's
 * id is in the one column of its type, each a foreign key: deleting the task, the section (or its page, its workspace)
 * or the file deletes its comments in the same statement, on both databases.
 */
@Entity('workspace_comment')
@Index(['workspaceId', 'createdAt', 'id'])
@Index(['parentId', 'createdAt', 'id'])
export class WorkspaceCommentEntity extends ConversationColumns {
  @Column({ type: 'varchar', length: 20 })
  subjectType: SubjectType;

  @Index()
  @Column({ type: 'varchar', length: 12, nullable: true })
  workspacePlanTaskId: string | null;

  @Index()
  @Column({ type: 'varchar', length: 12, nullable: true })
  workspaceSectionId: string | null;

  @Index()
  @Column({ type: 'varchar', length: 12, nullable: true })
  fileId: string | null;

  @ManyToOne(() => WorkspacePlanTaskEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_plan_task_id' })
  workspacePlanTask?: Relation<WorkspacePlanTaskEntity>;

  @ManyToOne(() => WorkspaceSectionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_section_id' })
  workspaceSection?: Relation<WorkspaceSectionEntity>;

  @ManyToOne(() => FileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'file_id' })
  file?: Relation<FileEntity>;
}

import { Column, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import type { AuthorKind } from './message-author.js';

/**
 * What a message of the thread and a comment on a task, section or file both are: words of one workspace, written by
 * the team or a contact, maybe in reply to another (`parentId`, one level deep). A deleted one stays as a tombstone
 * (`deletedAt` set, `body` null) so what replies to it keeps its place; the workspace's deletion takes them all.
 */
export abstract class ConversationColumns extends TenantEntity {
  @Column({ type: 'varchar', length: 12 })
  workspaceId: string;

  @Column({ type: 'varchar', length: 12, nullable: true })
  parentId: string | null;

  /** Null once deleted. */
  @Column({ type: 'text', nullable: true })
  body: string | null;

  @Column({ type: 'varchar', length: 10 })
  authorKind: AuthorKind;

  /** The author's user id; kept (without a foreign key) so a conversation keeps its shape when a user is removed. */
  @Column({ type: 'varchar', length: 12 })
  authorUserId: string;

  /** Live (not deleted) replies, kept in the reply's transaction. */
  @Column({ type: 'integer', default: 0 })
  replyCount: number;

  @Column({ type: 'varchar', length: 24, nullable: true })
  editedAt: string | null;

  @Column({ type: 'varchar', length: 24, nullable: true })
  deletedAt: string | null;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<WorkspaceEntity>;
}

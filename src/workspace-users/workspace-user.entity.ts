import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { TenantEntity } from '../database/base.entity.js';
import type { WorkspaceRole } from '../workspace-core/workspace-roles.js';

@Entity('workspace_user')
@Index(['workspaceId', 'userId'], { unique: true })
@Index(['userId'])
export class WorkspaceUserEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 12 })
  workspaceId: string;

  @Column({ type: 'varchar', length: 12 })
  userId: string;

  @Column({ type: 'varchar', length: 20 })
  role: WorkspaceRole;

  /** When the invitation e-mail was queued; null while the workspace is unpublished. */
  @Column({ type: 'varchar', length: 24, nullable: true })
  notifiedAt: string | null;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<WorkspaceEntity>;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;
}

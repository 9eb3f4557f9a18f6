import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { TenantEntity } from '../database/base.entity.js';
import type { ActivityType } from '../events/event-types.js';

export { ACTIVITY_TYPES, type ActivityType } from '../events/event-types.js';

/** What a signed-in contact did on a published workspace, one row per act (ACTIVITY_TYPES, the names of its events). */
@Entity('workspace_activity')
@Index(['workspaceId', 'createdAt', 'id'])
@Index(['organizationId', 'createdAt', 'id'])
// The retention sweeper's scan, across organizations.
@Index(['createdAt'])
export class WorkspaceActivityEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 12 })
  workspaceId: string;

  /** The contact (a user of the organization who is a member of the workspace). */
  @Column({ type: 'varchar', length: 12 })
  userId: string;

  @Column({ type: 'varchar', length: 40 })
  type: ActivityType;

  /** What it was about, when it was about one of these (ids of the same workspace). */
  @Column({ type: 'varchar', length: 12, nullable: true })
  workspacePageId: string | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  workspacePlanTaskId: string | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  fileId: string | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  assetId: string | null;

  /** The address opened, for `workspace.link.clicked`. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  url: string | null;

  /** A deleted workspace's activities go with it. */
  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<WorkspaceEntity>;
}

import { PageColumns } from './structure-columns.js';
import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { WorkspaceEntity } from './workspace.entity.js';

/** A page of a workspace, holding sections; here because sections and the aggregate both refer to it. */
@Entity('workspace_page')
@Index(['workspaceId', 'index'])
@Index(['organizationId', 'createdAt', 'id'])
export class WorkspacePageEntity extends PageColumns {
  @Column({ type: 'varchar', length: 12 })
  workspaceId: string;

  /** Contacts' counted views of this page (see the engagement rules in docs/published-workspace.md). */
  @Column({ type: 'integer', default: 0 })
  totalViews: number;

  /** Distinct contacts who viewed this page. */
  @Column({ type: 'integer', default: 0 })
  uniqueViewers: number;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<WorkspaceEntity>;
}

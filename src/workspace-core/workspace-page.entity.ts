import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';
import { WorkspaceEntity } from './workspace.entity.js';

/** A page of a workspace, holding sections; here because sections and the aggregate both refer to it. */
@Entity('workspace_page')
@Index(['workspaceId', 'index'])
@Index(['organizationId', 'createdAt', 'id'])
export class WorkspacePageEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 12 })
  workspaceId: string;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  /** 0-based place among the workspace's pages; kept compact. */
  @Column({ type: 'integer' })
  index: number;

  /** Dock's show/hide: a hidden page is kept but not shown to visitors. */
  @Column({ type: 'boolean', default: false })
  isHidden: boolean;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<WorkspaceEntity>;
}

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

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<WorkspaceEntity>;
}

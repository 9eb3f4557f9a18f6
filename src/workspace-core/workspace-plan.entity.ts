import { PlanColumns } from './structure-columns.js';
import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { WorkspaceEntity } from './workspace.entity.js';

/**
 * A plan groups a workspace's tasks (Dock's mutual action plan). Here, below the parts, because tasks, sections and
 * the aggregate all refer to it.
 */
@Entity('workspace_plan')
@Index(['workspaceId', 'index'])
@Index(['organizationId', 'createdAt', 'id'])
export class WorkspacePlanEntity extends PlanColumns {
  @Column({ type: 'varchar', length: 12 })
  workspaceId: string;

  @Column({ type: 'varchar', length: 12, nullable: true })
  templatePlanId: string | null;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<WorkspaceEntity>;
}

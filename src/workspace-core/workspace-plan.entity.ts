import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';
import { WorkspaceEntity } from './workspace.entity.js';

export const PLAN_VIEW_TYPES = ['list', 'card'] as const;
export type PlanViewType = (typeof PLAN_VIEW_TYPES)[number];

/**
 * A plan groups a workspace's tasks (Dock's mutual action plan). Here, below the parts, because tasks, sections and
 * the aggregate all refer to it.
 */
@Entity('workspace_plan')
@Index(['workspaceId', 'index'])
@Index(['organizationId', 'createdAt', 'id'])
export class WorkspacePlanEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 12 })
  workspaceId: string;

  @Column({ type: 'varchar', length: 12, nullable: true })
  templatePlanId: string | null;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'boolean', default: false })
  isCollapsed: boolean;

  @Column({ type: 'varchar', length: 10, default: 'list' })
  viewType: PlanViewType;

  /** 0-based place among the workspace's plans; kept compact. */
  @Column({ type: 'integer' })
  index: number;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<WorkspaceEntity>;
}

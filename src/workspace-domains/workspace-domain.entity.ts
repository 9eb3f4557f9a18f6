import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { TenantEntity } from '../database/base.entity.js';
import type { WorkspaceRole } from '../workspace-core/workspace-roles.js';

@Entity('workspace_domain')
@Index(['workspaceId', 'domain'], { unique: true })
@Index(['organizationId', 'domain'])
export class WorkspaceDomainEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 12 })
  workspaceId: string;

  @Column({ type: 'varchar', length: 253 })
  domain: string;

  @Column({ type: 'varchar', length: 20 })
  role: WorkspaceRole;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<WorkspaceEntity>;
}

import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { FileEntity } from '../files/file.entity.js';
import { SectionContentColumns } from '../templates/section-content.js';
import { WorkspacePageEntity } from '../workspace-core/workspace-page.entity.js';
import { WorkspacePlanEntity } from '../workspace-core/workspace-plan.entity.js';

/** A section of a workspace page: SectionContentColumns, the page it sits on, and for kind `plan` the plan shown. */
@Entity('workspace_section')
@Index(['workspacePageId', 'index'])
@Index(['workspaceId'])
@Index(['organizationId', 'createdAt', 'id'])
export class WorkspaceSectionEntity extends SectionContentColumns {
  @Column({ type: 'varchar', length: 12 })
  workspaceId: string;

  @Column({ type: 'varchar', length: 12 })
  workspacePageId: string;

  /** For kind `plan`: a plan of the same workspace; cleared when the plan is deleted. */
  @Column({ type: 'varchar', length: 12, nullable: true })
  workspacePlanId: string | null;

  @ManyToOne(() => WorkspacePageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_page_id' })
  page?: Relation<WorkspacePageEntity>;

  @ManyToOne(() => WorkspacePlanEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'workspace_plan_id' })
  plan?: Relation<WorkspacePlanEntity>;

  @ManyToOne(() => FileEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'file_id' })
  file?: Relation<FileEntity>;
}

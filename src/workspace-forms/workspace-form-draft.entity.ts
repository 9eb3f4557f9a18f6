import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';
import { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';
import type { FormAnswers } from './form-answers.js';

/**
 * What a contact has typed into a form and not submitted yet: one per contact and form, replaced as they type, deleted
 * when they submit. Unchecked beyond its size (answers are checked on submission), and never shown to the team.
 */
@Entity('workspace_form_draft')
@Index(['formId', 'userId'], { unique: true })
@Index(['updatedAt'])
export class WorkspaceFormDraftEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 12 })
  workspaceId: string;

  @Column({ type: 'varchar', length: 12 })
  formId: string;

  @Column({ type: 'varchar', length: 12 })
  userId: string;

  @Column({ type: 'simple-json' })
  answers: FormAnswers;

  @ManyToOne(() => WorkspaceSectionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'form_id' })
  form?: Relation<WorkspaceSectionEntity>;
}

import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';
import { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';
import type { FormAnswers } from './form-answers.js';

/**
 * A contact's submitted answers to a form (a `form` section). A form that takes one response per contact has at most
 * one per contact, edited in place until the form is locked; the form's deletion (its section's, its workspace's)
 * takes its responses.
 */
@Entity('workspace_form_response')
@Index(['formId', 'createdAt', 'id'])
@Index(['formId', 'userId'])
// A submission sent twice (a double click, a retry) is one response: its form's key for it.
@Index(['formId', 'submissionKey'], { unique: true })
@Index(['organizationId', 'createdAt', 'id'])
export class WorkspaceFormResponseEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 12 })
  workspaceId: string;

  /** The form's section. */
  @Column({ type: 'varchar', length: 12 })
  formId: string;

  /** The contact who answered; kept without a foreign key, as a message's author is. */
  @Column({ type: 'varchar', length: 12 })
  userId: string;

  /** Keyed by question id, in the form's order when written. */
  @Column({ type: 'simple-json' })
  answers: FormAnswers;

  @Column({ type: 'varchar', length: 24 })
  submittedAt: string;

  /** The key the page's form carried when this response was first submitted (random per rendering of the form). */
  @Column({ type: 'varchar', length: 32, nullable: true })
  submissionKey: string | null;

  @ManyToOne(() => WorkspaceSectionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'form_id' })
  form?: Relation<WorkspaceSectionEntity>;
}

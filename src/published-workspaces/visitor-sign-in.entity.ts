import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';

/**
 * A magic link e-mailed to a visitor: single use, short-lived, stored as the SHA-256 of its token (the token itself
 * exists only in the e-mail). The person becomes a member (domain sign-in) only when the link is used.
 */
@Entity('visitor_sign_in')
@Index(['workspaceId'])
@Index(['expiresAt'])
export class VisitorSignInEntity {
  /** The SHA-256 (hex) of the token. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 12 })
  organizationId: string;

  @Column({ type: 'varchar', length: 12 })
  workspaceId: string;

  /** Lower-cased, as the person typed it. */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 24 })
  createdAt: string;

  @Column({ type: 'varchar', length: 24 })
  expiresAt: string;

  @Column({ type: 'varchar', length: 24, nullable: true })
  usedAt: string | null;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<WorkspaceEntity>;
}

import { Column, Entity, Index } from 'typeorm';
import { VisitorTokenColumns } from './visitor-token-columns.js';

/**
 * A magic link e-mailed to a visitor: single use, short-lived, stored as the SHA-256 of its token (the token itself
 * exists only in the e-mail). The person becomes a member (domain sign-in) only when the link is used.
 */
@Entity('visitor_sign_in')
@Index(['workspaceId'])
@Index(['expiresAt'])
export class VisitorSignInEntity extends VisitorTokenColumns {
  /** Lower-cased, as the person typed it. */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 24, nullable: true })
  usedAt: string | null;
}

import { Column, Entity, Index } from 'typeorm';
import { VisitorTokenColumns } from './visitor-token-columns.js';

/**
 * A signed-in visitor of one published workspace: the cookie holds a random token, the row its SHA-256. Valid while
 * the person is still a member and the workspace is still published as it was at sign-in (`publishedAt`).
 */
@Entity('visitor_session')
@Index(['workspaceId', 'userId'])
@Index(['expiresAt'])
export class VisitorSessionEntity extends VisitorTokenColumns {
  @Column({ type: 'varchar', length: 12 })
  userId: string;

  /** The workspace's publishedAt when the session began: unpublishing (and publishing again) ends the session. */
  @Column({ type: 'varchar', length: 24 })
  publishedAt: string;
}

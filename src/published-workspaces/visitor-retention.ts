import { retentionSweeper } from '../database/retention.js';
import { VisitorSessionEntity } from './visitor-session.entity.js';
import { VisitorSignInEntity } from './visitor-sign-in.entity.js';

/** Expired sessions sign no one in: they are purged as they expire (VISITOR_SESSION_TTL_HOURS after sign-in). */
export const VisitorSessionSweeper = retentionSweeper(() => ({
  name: 'Visitor session retention',
  retentionMs: 0,
  entity: VisitorSessionEntity,
  agedBy: 'r.expires_at',
}));

/** Sign-in links, used or not, are purged once expired (SIGN_IN_LINK_TTL_MINUTES after they were sent). */
export const VisitorSignInSweeper = retentionSweeper(() => ({
  name: 'Sign-in link retention',
  retentionMs: 0,
  entity: VisitorSignInEntity,
  agedBy: 'r.expires_at',
}));

import { createHmac, timingSafeEqual } from 'node:crypto';
import { ID_PATTERN } from '../common/ids.js';

/** Workspaces one unsubscribe link may name: an e-mail lists at most this many. */
export const UNSUBSCRIBE_WORKSPACES_MAX = 20;

/** Whom a link unsubscribes, from which workspaces' e-mails. */
export interface Unsubscription {
  userId: string;
  workspaceIds: string[];
}

const signature = (key: string, { userId, workspaceIds }: Unsubscription): string =>
  createHmac('sha256', key)
    .update(`unsubscribe\n${userId}\n${workspaceIds.join(',')}`)
    .digest('base64url');

/**
 * The address of an e-mail's one-click unsubscribe (RFC 8058): who and which workspaces, signed, so that nobody can
 * unsubscribe another person, and nothing needs to be stored before someone clicks. It never expires: an old e-mail's
 * link still works, as mail clients expect.
 */
export function unsubscribeUrl(base: string, key: string, who: Unsubscription): string {
  const query = new URLSearchParams({ u: who.userId, w: who.workspaceIds.join(','), s: signature(key, who) });
  return `${base}/unsubscribe?${query.toString()}`;
}

/** The unsubscription a link's query names, when its signature holds; null for anything else. */
export function readUnsubscribe(key: string, query: Record<string, unknown>): Unsubscription | null {
  const { u, w, s } = query;
  if (typeof u !== 'string' || typeof w !== 'string' || typeof s !== 'string') return null;
  const workspaceIds = w.split(',');
  if (!ID_PATTERN.test(u) || workspaceIds.length > UNSUBSCRIBE_WORKSPACES_MAX) return null;
  if (!workspaceIds.every((id) => ID_PATTERN.test(id))) return null;
  const who = { userId: u, workspaceIds };
  const expected = Buffer.from(signature(key, who));
  const given = Buffer.from(s);
  return given.length === expected.length && timingSafeEqual(given, expected) ? who : null;
}

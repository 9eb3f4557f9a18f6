import { createHmac, timingSafeEqual } from 'node:crypto';
import { ID_PATTERN } from '../common/ids.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_WIDTH = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whose reply, to which message's thread, until which day. */
export interface ReplyTarget {
  userId: string;
  /** The message of the thread a reply goes under. */
  threadId: string;
  /** Days since 1970-01-01 (UTC) of the last day the address works. */
  expiresDay: number;
}

/**
 * A 12-character base62 id in lower-case base 36: mail systems may fold the case of an address's local part, which
 * would turn one base62 id into another.
 */
function idToBase36(id: string): string {
  let n = 0n;
  for (const c of id) n = n * 62n + BigInt(BASE62.indexOf(c));
  return n.toString(36).padStart(ID_WIDTH, '0');
}

function idFromBase36(text: string): string | null {
  if (!/^[0-9a-z]{14}$/.test(text)) return null;
  let n = [...text].reduce((acc, c) => acc * 36n + BigInt(parseInt(c, 36)), 0n);
  let id = '';
  for (let i = 0; i < 12; i++) {
    id = BASE62[Number(n % 62n)] + id;
    n /= 62n;
  }
  return n === 0n && ID_PATTERN.test(id) ? id : null;
}

const signature = (key: string, body: string): string =>
  BigInt(`0x${createHmac('sha256', key).update(`reply\n${body}`).digest('hex').slice(0, 20)}`)
    .toString(36)
    .padStart(16, '0');

/**
 * The address a person's reply to a notification goes to: `r-<user><thread><day>-<signature>@<domain>`, all lower
 * case, 50 characters before the @ (the local part may have 64). Signed with the instances' shared key, so it cannot be
 * made up or altered; stateless, so nothing is stored per e-mail.
 */
export function replyAddress(key: string, domain: string, target: ReplyTarget): string {
  const body = `${idToBase36(target.userId)}${idToBase36(target.threadId)}${target.expiresDay.toString(36).padStart(4, '0')}`;
  return `r-${body}-${signature(key, body)}@${domain}`;
}

const SHAPE = /^r-[0-9a-z]{32}-[0-9a-z]{16}@(.+)$/;

/** Whether an address has a reply address's shape at our domain: the cheap test before any key is read. */
export function looksLikeReplyAddress(address: string, domain: string): boolean {
  return SHAPE.exec(address.toLowerCase())?.[1] === domain;
}

/** The reply target an address names, when it is ours, signed and unexpired on `today`; else why not. */
export function readReplyAddress(
  key: string,
  { address, domain, now }: { address: string; domain: string; now: number },
): ReplyTarget | 'not-ours' | 'expired' {
  const match = /^r-([0-9a-z]{32})-([0-9a-z]{16})@(.+)$/.exec(address.toLowerCase());
  if (!match || match[3] !== domain) return 'not-ours';
  const [, body, given] = match;
  const expected = Buffer.from(signature(key, body));
  if (!timingSafeEqual(Buffer.from(given), expected)) return 'not-ours';
  const userId = idFromBase36(body.slice(0, 14));
  const threadId = idFromBase36(body.slice(14, 28));
  const expiresDay = parseInt(body.slice(28), 36);
  if (!userId || !threadId) return 'not-ours';
  if (Math.floor(now / DAY_MS) > expiresDay) return 'expired';
  return { userId, threadId, expiresDay };
}

/** The last day an address made now works, `ttlDays` on. */
export const expiresDayFrom = (now: number, ttlDays: number): number => Math.floor(now / DAY_MS) + ttlDays;

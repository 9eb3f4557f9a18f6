import { createHash, randomBytes } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { Request, Response } from 'express';

/** Every visitor cookie lives under the published workspaces' path, never sent to the API. */
export const COOKIE_PATH = '/app';
/** The browser's own random id, which form tokens are bound to (signed double-submit). */
const BROWSER_COOKIE = 'wsv_b';
const BROWSER_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** The session cookie of one workspace: each workspace signs in on its own. */
export const sessionCookieName = (workspaceId: string): string => `wsv_s_${workspaceId}`;

/** A new unguessable token (session or sign-in link): 32 random bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, hex. A leaked table signs no one in. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

function cookies(req: Request): Record<string, string | undefined> {
  const header = req.headers.cookie;
  return header ? parseCookie(header) : {};
}

export function readCookie(req: Request, name: string): string | null {
  const value = cookies(req)[name];
  return value && value.length <= 128 ? value : null;
}

export interface CookieOptions {
  /** Over https only (APP_BASE_URL is https). */
  secure: boolean;
  /** Seconds; omitted: a browser-session cookie. 0 deletes it. */
  maxAge?: number;
}

/** HttpOnly (no script reads it), SameSite=Lax (not sent with another site's form posts), path /app. */
export function setCookie(res: Response, name: string, value: string, options: CookieOptions): void {
  res.append(
    'Set-Cookie',
    stringifySetCookie(name, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      path: COOKIE_PATH,
      ...(options.maxAge !== undefined && { maxAge: options.maxAge }),
    }),
  );
}

/**
 * The browser id, set now when the browser has none (or a malformed one): every page that shows a form calls this
 * first, so the token in the form and the cookie arrive together.
 */
export function browserId(req: Request, res: Response, options: Pick<CookieOptions, 'secure'>): string {
  const existing = readCookie(req, BROWSER_COOKIE);
  if (existing && BROWSER_ID.test(existing)) return existing;
  const id = randomBytes(18).toString('base64url');
  setCookie(res, BROWSER_COOKIE, id, { secure: options.secure, maxAge: 365 * 24 * 3600 });
  // Later reads in the same request see it as if the browser had sent it.
  req.headers.cookie = `${req.headers.cookie ? `${req.headers.cookie}; ` : ''}${BROWSER_COOKIE}=${id}`;
  return id;
}

/** The browser id the request carries, or null (a form post from a browser that never loaded a page). */
export function sentBrowserId(req: Request): string | null {
  const id = readCookie(req, BROWSER_COOKIE);
  return id && BROWSER_ID.test(id) ? id : null;
}

import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiKeyGuard } from '../common/auth/api-key.guard.js';
import { AppError } from '../common/http/app-error.js';
import { clientAddress } from '../common/http/client-address.js';
import type { ApiRequest } from '../common/http/request.js';
import { ID_PATTERN } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { slugify } from '../database/slug.computed.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { workspaceUrl } from '../workspace-core/workspace-url.computed.js';
import { FormTokens } from './form-tokens.js';
import {
  type Contact,
  type VisitedWorkspace,
  findContact,
  findVisitedWorkspace,
} from './visited-workspace.repository.js';
import { browserId, readCookie, sessionCookieName, setCookie, tokenHash } from './visitor-cookies.js';
import { VisitorLimits } from './visitor-limits.js';

/** Roles that may tick tasks; viewers and commenters read. */
const COMPLETING_ROLES: ReadonlySet<string> = new Set(['collaborator', 'editor', 'owner']);
/** Roles that may post messages and comments; viewers read. */
const CONVERSING_ROLES: ReadonlySet<string> = new Set(['commenter', 'collaborator', 'editor', 'owner']);

/** Who opens which workspace, and what they may do there. */
export interface Visit {
  workspace: VisitedWorkspace;
  /** The workspace's path, `/app/<org-slug>/<name-slug>-<id>`: every link and form of the page starts with it. */
  base: string;
  /** The workspace's public address (APP_BASE_URL based). */
  url: string;
  contact: Contact | null;
  /** A key holder of the organization (the team) looking at the page: sees it all, counts nothing. */
  preview: boolean;
  /** The form token of this browser and workspace. */
  csrf: string;
  /** A HEAD, or a browser fetching ahead of a click: served as usual, never counted as a view or an act. */
  passive: boolean;
  /**
   * The open page, in view, fetching its live regions again (passive too): not a view, yet what it brings is shown
   * to the reader, so a notification of it is not e-mailed. A tab in the background says `hidden`: not shown.
   */
  liveRefresh: boolean;
  /** Cookies only over https. */
  secureCookies: boolean;
  /** The page asked for, below `base` (`/messages/…`, `/pages/…`; '' for the workspace's address). */
  rest: string;
}

const RETURN_PATH = /^(?:\/[0-9A-Za-z_-]{1,64}){1,4}$/;

/**
 * Where to go back to after signing in: a page of this workspace by its path below `base` (`/messages/<id>`), or ''
 * for its address. Anything else (another site, `//host`, odd characters) is dropped: no open redirect.
 */
export function returnPath(value: string | undefined): string {
  if (!value || !RETURN_PATH.test(value) || value.startsWith('/sign-in')) return '';
  return value;
}

export const canSeeContent = (visit: Visit): boolean =>
  visit.preview || visit.contact !== null || visit.workspace.shareSetting === 'public';
export const canSeeWelcome = (visit: Visit): boolean =>
  canSeeContent(visit) || visit.workspace.shareSetting === 'landingPage';
export const canComplete = (visit: Visit): boolean =>
  !visit.preview && visit.contact !== null && COMPLETING_ROLES.has(visit.contact.role);
/** A signed-in contact who may write messages and comments (the team writes through the API, not the preview). */
export const canConverse = (visit: Visit): boolean =>
  !visit.preview && visit.contact !== null && CONVERSING_ROLES.has(visit.contact.role);
/** Only a signed-in contact's acts count; the team's previews and anonymous readers of a public workspace do not. */
export const counts = (visit: Visit): boolean => !visit.preview && visit.contact !== null;

export const pageNotFound = (): AppError => new AppError(404, 'This page does not exist, or is no longer shared.');

/** Headers by which browsers mark a request made ahead of a click (Chromium, Safari, Firefox): no one read it yet. */
const PREFETCH_HEADERS = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'] as const;
const PREFETCH = /\b(?:prefetch|prerender|preview)\b/i;

/**
 * The page's own script re-fetching the page after a live change (live.js): the person already saw the page, so it
 * is not another view.
 */
export const LIVE_REFRESH_HEADER = 'x-live-refresh';

/**
 * A request no reader made: HEAD (link checkers, unfurlers), a prefetch, which is rendered but not yet seen, or the
 * page's live refresh.
 */
export function isPassive(req: Request): boolean {
  if (req.method === 'HEAD' || req.headers[LIVE_REFRESH_HEADER] !== undefined) return true;
  return PREFETCH_HEADERS.some((name) => PREFETCH.test(String(req.headers[name] ?? '')));
}

/** A moved address: the caller answers 301 to `location`. */
export class Moved {
  constructor(readonly location: string) {}
}

/**
 * Resolves the visitor of a published workspace, in at most two statements (the workspace with its organization and
 * account, then the session with its membership). Rate limited per client address before any of it.
 */
@Injectable()
export class VisitorAccess {
  private readonly appPath: string;
  private readonly secureCookies: boolean;

  constructor(
    private readonly db: Db,
    private readonly tokens: FormTokens,
    private readonly limits: VisitorLimits,
    private readonly keys: ApiKeyGuard,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // The path is /app (config.ts checks it); the host may be a proxy's.
    const app = new URL(config.appBaseUrl);
    this.appPath = app.pathname;
    this.secureCookies = app.protocol === 'https:';
  }

  /**
   * The visit, or a Moved when a GET named the workspace by an old address (renamed workspace or organization).
   * 404 for an unknown, unpublished (unless previewed) or deleted workspace.
   */
  async open(
    req: Request,
    res: Response,
    { orgSlug, slugId, rest }: { orgSlug: string; slugId: string; rest: string },
  ): Promise<Visit | Moved> {
    await this.limits.request(clientAddress(req));
    const id = /(?:^|-)([0-9A-Za-z]{12})$/.exec(slugId)?.[1];
    if (!id || !ID_PATTERN.test(id)) throw pageNotFound();
    const workspace = await this.db.read((m) => findVisitedWorkspace(m, id));
    if (!workspace) throw pageNotFound();
    const preview = await this.isTeam(req, workspace);
    if (!workspace.published && !preview) throw pageNotFound();
    const canonical = `${workspace.orgSlug}/${slugify(workspace.name)}-${workspace.id}`;
    if (`${orgSlug}/${slugId}` !== canonical && (req.method === 'GET' || req.method === 'HEAD')) {
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      return new Moved(`${this.appPath}/${canonical}${rest}${query}`);
    }
    const contact = preview ? null : await this.contactOf(req, res, workspace);
    const csrf = await this.tokens.token(workspace.id, browserId(req, res, { secure: this.secureCookies }));
    return {
      workspace,
      base: `${this.appPath}/${canonical}`,
      url: workspaceUrl(this.config.appBaseUrl, workspace.orgSlug, { ...workspace, published: true }) as string,
      contact,
      preview,
      csrf,
      passive: isPassive(req),
      liveRefresh: req.headers[LIVE_REFRESH_HEADER] === '1',
      secureCookies: this.secureCookies,
      rest,
    };
  }

  /**
   * Whether the visit may still see the workspace's content, as a new request would find it: the workspace still
   * published (and public, for an anonymous reader), the contact's session still valid and still a member, the
   * team's key still valid. Two statements at most, no rate limit, no cookie: a live stream asks it on every event.
   */
  async stillOpen(req: Request, visit: Visit): Promise<boolean> {
    const workspace = await this.db.read((m) => findVisitedWorkspace(m, visit.workspace.id));
    if (!workspace) return false;
    if (visit.preview) return this.isTeam(req, workspace).catch(() => false);
    if (!workspace.published) return false;
    if (!visit.contact) return workspace.shareSetting === 'public';
    const { sessionHash } = visit.contact;
    return (await this.db.read((m) => findContact(m, { sessionHash, workspace, now: nowIso() }))) !== null;
  }

  /** A request carrying an API key of the workspace's organization; a bad key is a 401 (and counts as a failure). */
  private async isTeam(req: Request, workspace: VisitedWorkspace): Promise<boolean> {
    if (req.headers.authorization === undefined) return false;
    const apiRequest = req as ApiRequest;
    await this.keys.authenticateRequest(apiRequest);
    return apiRequest.org?.id === workspace.organizationId;
  }

  /** The signed-in contact; a cookie that no longer signs anyone in (expired, removed, unpublished) is cleared. */
  private async contactOf(req: Request, res: Response, workspace: VisitedWorkspace): Promise<Contact | null> {
    const name = sessionCookieName(workspace.id);
    const token = readCookie(req, name);
    if (!token) return null;
    const sessionHash = tokenHash(token);
    const contact = await this.db.read((m) => findContact(m, { sessionHash, workspace, now: nowIso() }));
    if (!contact) setCookie(res, name, '', { secure: this.secureCookies, maxAge: 0 });
    return contact;
  }
}

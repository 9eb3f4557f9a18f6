import { existingWorkspaceRow } from '../workspace-core/workspace-row.repository.js';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { clientAddress } from '../common/http/client-address.js';
import type { EntityManager } from 'typeorm';
import { invalidField } from '../common/http/app-error.js';
import { shortened } from '../common/text-bounds.js';
import { nowIso } from '../common/time.js';
import { parseEmail } from '../common/validation/fields.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { describeError } from '../logging/log-safety.js';
import { enqueueLimitedEmail } from '../mail/email-quota.js';
import type { WorkspaceRole } from '../workspace-core/workspace-roles.js';
import { normalizeDomain } from '../workspace-domains/domain-name.js';
import { WorkspaceUsersService } from '../workspace-users/workspace-users.service.js';
import type { Visit } from './visitor-access.js';
import { newToken, sessionCookieName, setCookie, tokenHash } from './visitor-cookies.js';
import { VisitorLimits } from './visitor-limits.js';
import {
  deleteSession,
  domainRole,
  insertSession,
  insertSignIn,
  memberByEmail,
  signInById,
  spendSignIn,
} from './visitor-sign-in.repository.js';
import { VisitorViews } from './visitor-views.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** A token as newToken() makes them: 32 bytes, base64url. Anything else is not looked up or shown. */
export const SIGN_IN_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Magic-link sign-in. Asking always gets the same answer, sent before anything is looked up, so neither the words nor
 * the time taken tell whether an address may open the workspace; only a member, or an address at one of the
 * workspace's domains, is e-mailed a link. Using the link signs the browser in (and makes a domain's person a member).
 */
@Injectable()
export class VisitorSignIn {
  private readonly logger = new Logger('VisitorSignIn');

  constructor(
    private readonly db: Db,
    private readonly limits: VisitorLimits,
    private readonly views: VisitorViews,
    private readonly members: WorkspaceUsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get ttlMinutes(): number {
    return this.config.visitors.signInLinkTtlMinutes;
  }

  /** 429 past SIGN_IN_REQUESTS_PER_CLIENT_PER_HOUR sign-in forms from the client's address. */
  admit(req: Request): Promise<void> {
    return this.limits.signIn(clientAddress(req));
  }

  /** Checks the address (400 when it is none) and starts the e-mail in the background. */
  request(visit: Visit, rawEmail: string, next = ''): string {
    const email = parseEmail(rawEmail.trim());
    if (!email || email.length > 320) throw invalidField('email', 'must be an e-mail address');
    void this.sendLink(visit, email, next).catch((error: unknown) =>
      this.logger.error(`Sign-in e-mail not queued: ${describeError(error)}`),
    );
    return email;
  }

  private async sendLink(visit: Visit, email: string, next: string): Promise<void> {
    const { workspace } = visit;
    if (!workspace.magicLinkVerificationEnabled) return;
    const allowed = await this.db.read((m) => this.entrant(m, workspace.id, email));
    if (!allowed || !(await this.limits.emailAllowed(email))) return;
    const token = newToken();
    const ttlMinutes = this.config.visitors.signInLinkTtlMinutes;
    const link = `${visit.url}/sign-in?token=${token}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
    const content = { workspaceName: workspace.name, orgName: workspace.orgName, link, ttlMinutes };
    await this.db.write(async (m) => {
      const now = nowIso();
      await insertSignIn(m, {
        id: tokenHash(token),
        organizationId: workspace.organizationId,
        workspaceId: workspace.id,
        email,
        createdAt: now,
        expiresAt: new Date(Date.parse(now) + ttlMinutes * MINUTE_MS).toISOString(),
        usedAt: null,
      });
      await enqueueLimitedEmail(
        m,
        {
          organizationId: workspace.organizationId,
          to: email,
          subject: `Sign in to ${shortened(workspace.name, 100)}`,
          text: `Sign in to ${workspace.name} (shared by ${workspace.orgName}):\n\n${link}\n\nThe link works once, within ${ttlMinutes} minutes. If you did not ask for it, ignore this e-mail.\n`,
          html: this.views.render('sign-in-email', content),
          kind: 'sign-in',
          dedupeKey: `sign-in:${tokenHash(token)}`,
        },
        { perOrgPerHour: this.config.visitors.signInEmailsPerOrgPerHour, dedupeWindowMs: ttlMinutes * MINUTE_MS },
      );
    });
  }

  /** Who the address is to the workspace: a member (their user id and role), a domain's person (the role), or null. */
  private async entrant(
    m: EntityManager,
    workspaceId: string,
    email: string,
  ): Promise<{ userId: string | null; role: WorkspaceRole } | null> {
    const member = await memberByEmail(m, { workspaceId, email });
    if (member) return member;
    // Compared as the workspace domains filter compares: the stored form (lower-case, punycode).
    const domain = normalizeDomain(email.slice(email.lastIndexOf('@') + 1), 'lookup');
    if (!domain.ok) return null;
    const found = await domainRole(m, { workspaceId, domain: domain.domain });
    return found ? { userId: null, role: found.role } : null;
  }

  /**
   * Uses a sign-in link: false when it is unknown, used, expired, for another workspace, its person may no longer
   * enter, or the workspace no longer offers e-mailed links (a link sent before magicLinkVerificationEnabled was turned
   * off must not sign in: with both methods off nobody signs in). One transaction: the link is spent (a concurrent second use finds it spent), a domain's person becomes a
   * member, the session is stored and its cookie set.
   */
  async confirm(visit: Visit, token: string, res: Response): Promise<boolean> {
    const { workspace } = visit;
    if (!workspace.publishedAt || !workspace.magicLinkVerificationEnabled || !SIGN_IN_TOKEN.test(token)) return false;
    const publishedAt = workspace.publishedAt;
    const session = newToken();
    const signedIn = await this.db.write(async (m) => {
      const now = nowIso();
      if (!(await spendSignIn(m, { id: tokenHash(token), workspaceId: workspace.id, now }))) return false;
      const link = await signInById(m, tokenHash(token));
      return this.startSession(m, visit, { email: link.email, session, publishedAt, now });
    });
    if (signedIn) this.setSessionCookie(visit, res, session);
    return signedIn;
  }

  /**
   * Signs in an address an identity provider has verified (OpenID Connect): the same rule as a used link, a member
   * or a workspace domain's person (who becomes a member), in one transaction. False for anyone else.
   */
  async signInVerified(visit: Visit, email: string, res: Response): Promise<boolean> {
    const { workspace } = visit;
    if (!workspace.publishedAt) return false;
    const publishedAt = workspace.publishedAt;
    const session = newToken();
    const signedIn = await this.db.write((m) =>
      this.startSession(m, visit, { email, session, publishedAt, now: nowIso() }),
    );
    if (signedIn) this.setSessionCookie(visit, res, session);
    return signedIn;
  }

  private async startSession(
    m: EntityManager,
    visit: Visit,
    { email, session, publishedAt, now }: { email: string; session: string; publishedAt: string; now: string },
  ): Promise<boolean> {
    const { workspace } = visit;
    const userId = await this.memberId(m, visit, email);
    if (!userId) return false;
    await insertSession(m, {
      id: tokenHash(session),
      organizationId: workspace.organizationId,
      workspaceId: workspace.id,
      userId,
      publishedAt,
      createdAt: now,
      expiresAt: new Date(Date.parse(now) + this.config.visitors.sessionTtlHours * HOUR_MS).toISOString(),
    });
    return true;
  }

  private setSessionCookie(visit: Visit, res: Response, session: string): void {
    setCookie(res, sessionCookieName(visit.workspace.id), session, {
      secure: visit.secureCookies,
      maxAge: this.config.visitors.sessionTtlHours * 3600,
    });
  }

  /** The member's user id; a workspace domain's person joins now with the domain's role. */
  private async memberId(m: EntityManager, visit: Visit, email: string): Promise<string | null> {
    const { workspace } = visit;
    const entrant = await this.entrant(m, workspace.id, email);
    if (!entrant) return null;
    if (entrant.userId) return entrant.userId;
    const row = await existingWorkspaceRow(m, workspace.id);
    const org = { id: workspace.organizationId, slug: workspace.orgSlug, name: workspace.orgName };
    const user = await this.members.joinByDomain(m, { org, workspace: row, email, role: entrant.role });
    return user.id;
  }

  /** Ends this browser's session of the workspace. */
  async signOut(visit: Visit, res: Response): Promise<void> {
    if (visit.contact) {
      const sessionHash = visit.contact.sessionHash;
      await this.db.write((m) => deleteSession(m, sessionHash));
    }
    setCookie(res, sessionCookieName(visit.workspace.id), '', { secure: visit.secureCookies, maxAge: 0 });
  }
}

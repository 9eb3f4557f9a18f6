import { createHmac } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import * as oidc from 'openid-client';
import { sharedSecret } from '../common/secrets/shared-secret.js';
import { parseEmail } from '../common/validation/fields.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { GoogleSignInConfig } from '../config/visitors-config.js';
import { Db } from '../database/db.service.js';
import { guardedFetch, ProviderUnreachable } from './oidc/guarded-fetch.js';
import type { Visit } from './visitor-access.js';
import { newToken, readCookie, sentBrowserId, setCookie } from './visitor-cookies.js';
import { VisitorSignIn } from './visitor-sign-in.service.js';

/** The cookie that carries one sign-in in flight: `<workspace id>.<state>`, for ten minutes. */
export const OIDC_COOKIE = 'wsv_oidc';
const FLOW_SECONDS = 600;
const FLOW = /^([0-9A-Za-z]{12})\.([A-Za-z0-9_-]{43})$/;
/** How long a provider's discovery document (and with it its cached keys) is kept before it is read again. */
const DISCOVERY_TTL_MS = 3_600_000;

/** Why a return from the provider signs no one in; each is its own page. */
export type OidcFailure = 'expired' | 'unverified' | 'refused' | 'stranger' | 'unreachable';

export class OidcFailed extends Error {
  constructor(readonly reason: OidcFailure) {
    super(reason);
  }
}

/**
 * "Continue with Google": OpenID Connect's authorization-code flow with PKCE, state and nonce, through openid-client
 * (which verifies the ID token's signature against the provider's keys, its issuer, audience, expiry and nonce).
 * Nothing is stored until the provider vouches for an address: the state travels in a short cookie, and the nonce
 * and PKCE verifier are derived from it with a server key bound to the workspace and this browser, so a forged or
 * replayed return (another browser, another workspace, a changed state) cannot produce them.
 */
@Injectable()
export class VisitorOidc {
  private readonly logger = new Logger('VisitorOidc');
  private readonly google: GoogleSignInConfig | null;
  private discovery: { at: number; config: Promise<oidc.Configuration> } | null = null;
  private key: Promise<string> | null = null;
  readonly redirectUri: string;

  constructor(
    private readonly db: Db,
    private readonly signIns: VisitorSignIn,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.google = config.visitors.google;
    this.redirectUri = `${config.appBaseUrl}/oidc/google/callback`;
  }

  /** Whether the workspace shows "Continue with Google": switched on for it, and configured for this installation. */
  offered(visit: Visit): boolean {
    return this.google !== null && visit.workspace.googleVerificationEnabled;
  }

  /** Starts a sign-in: the flow cookie is set and the provider's authorization URL returned. */
  async start(visit: Visit, req: Request, res: Response): Promise<string> {
    const browser = sentBrowserId(req);
    if (!this.offered(visit) || !browser) throw new OidcFailed('expired');
    const config = await this.configuration();
    const state = newToken();
    const { nonce, verifier } = await this.derived(visit.workspace.id, browser, state);
    setCookie(res, OIDC_COOKIE, `${visit.workspace.id}.${state}`, {
      secure: visit.secureCookies,
      maxAge: FLOW_SECONDS,
    });
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: this.redirectUri,
        scope: 'openid email',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /** The workspace a return from the provider belongs to (from the flow cookie), or null. */
  flowOf(req: Request): { workspaceId: string; state: string } | null {
    const match = FLOW.exec(readCookie(req, OIDC_COOKIE) ?? '');
    return match ? { workspaceId: match[1], state: match[2] } : null;
  }

  /**
   * Finishes a sign-in: the code is exchanged and the ID token checked, then the verified address signs in as a
   * magic link's would. The flow cookie is spent whatever happens. Throws OidcFailed with the reason.
   */
  async finish(visit: Visit, req: Request, res: Response): Promise<void> {
    const flow = this.flowOf(req);
    setCookie(res, OIDC_COOKIE, '', { secure: visit.secureCookies, maxAge: 0 });
    const browser = sentBrowserId(req);
    if (!flow || !browser || !this.offered(visit) || flow.workspaceId !== visit.workspace.id) {
      throw new OidcFailed('expired');
    }
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    // The URL as registered (APP_BASE_URL), whatever host a proxy passed on.
    const current = new URL(`${this.redirectUri}${query}`);
    if (current.searchParams.get('state') !== flow.state) throw new OidcFailed('expired');
    const { nonce, verifier } = await this.derived(visit.workspace.id, browser, flow.state);
    const config = await this.configuration();
    let claims: Readonly<Record<string, unknown>>;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: verifier,
        expectedState: flow.state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new OidcFailed('refused');
      // Google puts the address in the ID token; a provider that keeps it to UserInfo is asked there, for the same sub.
      claims = 'email' in idToken ? idToken : await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
    } catch (error) {
      throw this.failure(error);
    }
    const email = typeof claims.email === 'string' ? parseEmail(claims.email.trim()) : null;
    if (!email || claims.email_verified !== true) throw new OidcFailed('unverified');
    if (!(await this.signIns.signInVerified(visit, email, res))) throw new OidcFailed('stranger');
  }

  /** Unreachable (down, refused address, too slow, too large) or refused (anything the checks turned down). */
  private failure(error: unknown): OidcFailed {
    if (error instanceof OidcFailed) return error;
    const unreachable = error instanceof ProviderUnreachable || (error as Error).cause instanceof ProviderUnreachable;
    if (!unreachable) this.logger.warn(`Sign-in with Google refused: ${(error as Error).name}`);
    return new OidcFailed(unreachable ? 'unreachable' : 'refused');
  }

  /** The provider's metadata, read once an hour; openid-client keeps its signing keys with it (and re-reads them on an unknown key id: rotation). */
  private configuration(): Promise<oidc.Configuration> {
    const google = this.google;
    if (!google) return Promise.reject(new OidcFailed('expired'));
    if (this.discovery && Date.now() - this.discovery.at < DISCOVERY_TTL_MS) return this.discovery.config;
    const allowPrivateTargets = this.config.webhookAllowPrivateTargets;
    const fetch = guardedFetch({ timeoutMs: this.config.visitors.oidcTimeoutMs, allowPrivateTargets });
    const config = oidc
      .discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
        [oidc.customFetch]: fetch,
        // Plain http only where the address guard also lets loopback through (development, tests).
        ...(allowPrivateTargets && { execute: [oidc.allowInsecureRequests] }),
      })
      .then((found) => {
        found[oidc.customFetch] = fetch;
        return found;
      })
      .catch((error: unknown) => {
        this.discovery = null;
        throw this.failure(error);
      });
    this.discovery = { at: Date.now(), config };
    return config;
  }

  /** The nonce and PKCE verifier of a state: HMACs under a server key, bound to the workspace and browser. */
  private async derived(workspaceId: string, browser: string, state: string) {
    this.key ??= sharedSecret(this.db, 'visitor-oidc').catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    const key = await this.key;
    const mac = (purpose: string) =>
      createHmac('sha256', key).update(`${purpose}\n${workspaceId}\n${browser}\n${state}`).digest('base64url');
    return { nonce: mac('nonce'), verifier: mac('pkce') };
  }
}

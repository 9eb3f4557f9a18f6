import { createHmac } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import * as oidc from 'openid-client';
import { sharedSecret } from '../common/secrets/server-secret.repository.js';
import { parseEmail } from '../common/validation/fields.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { OidcClients, unreachable } from '../identity-providers/oidc-clients.js';
import { enabledProviders } from '../identity-providers/identity-provider.repository.js';
import { type FlowProvider, SignInProviders } from './oidc-providers.js';
import type { Visit } from './visitor-access.js';
import { newToken, readCookie, sentBrowserId, setCookie } from './visitor-cookies.js';
import { VisitorSignIn } from './visitor-sign-in.service.js';

/** The cookie that carries one sign-in in flight: `<workspace id>.<provider>.<state>`, for ten minutes. */
export const OIDC_COOKIE = 'wsv_oidc';
const FLOW_SECONDS = 600;
const FLOW = /^([0-9A-Za-z]{12})\.(google|[0-9A-Za-z]{12})\.([A-Za-z0-9_-]{43})$/;

/** Why a return from the provider signs no one in; each is its own page. */
export type OidcFailure = 'expired' | 'unverified' | 'refused' | 'stranger' | 'unreachable' | 'domain';

export class OidcFailed extends Error {
  constructor(
    readonly reason: OidcFailure,
    /** The provider's name ("Google", "Okta"), for the page's words. */
    readonly provider = 'The identity provider',
  ) {
    super(reason);
  }
}

/** A button of the sign-in page: "Continue with <name>", linking to `<workspace>/sign-in/<key>`. */
export interface ProviderButton {
  key: string;
  name: string;
}

/**
 * "Continue with Google" or with an organization's own provider: OpenID Connect's authorization-code flow with PKCE,
 * state and nonce, through openid-client (which verifies the ID token's signature against the provider's keys, its
 * issuer, audience, expiry and nonce). Nothing is stored until the provider vouches for an address: the state travels
 * in a short cookie, and the nonce and PKCE verifier are derived from it with a server key bound to the workspace,
 * the provider and this browser, so a forged or replayed return (another browser, workspace or provider, a changed
 * state) cannot produce them.
 */
@Injectable()
export class VisitorOidc {
  private readonly logger = new Logger('VisitorOidc');
  private key: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly signIns: VisitorSignIn,
    private readonly clients: OidcClients,
    private readonly providers: SignInProviders,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether the workspace shows any provider's button (without reading them: the header's "Sign in" link). */
  offered(visit: Visit): boolean {
    const { workspace } = visit;
    return (
      workspace.googleVerificationEnabled && (this.config.visitors.google !== null || workspace.identityProviders > 0)
    );
  }

  /** The buttons of the sign-in page: Google first (when configured), then the organization's, oldest first. */
  async buttons(visit: Visit): Promise<ProviderButton[]> {
    if (!this.offered(visit)) return [];
    const google = this.config.visitors.google ? [{ key: 'google', name: 'Google' }] : [];
    if (visit.workspace.identityProviders === 0 || !this.config.secretsKey) return google;
    const own = await this.db.read((m) => enabledProviders(m, visit.workspace.organizationId));
    return [...google, ...own.map((p) => ({ key: p.id, name: p.name }))];
  }

  /** The provider a start or callback names, when the workspace offers it; null otherwise. */
  provider(visit: Visit, key: string): Promise<FlowProvider | null> {
    return this.offered(visit) ? this.providers.find(visit.workspace.organizationId, key) : Promise.resolve(null);
  }

  /** Starts a sign-in: the flow cookie is set and the provider's authorization URL returned. */
  async start(visit: Visit, provider: FlowProvider, req: Request, res: Response): Promise<string> {
    const browser = sentBrowserId(req);
    if (!browser) throw new OidcFailed('expired');
    let config: oidc.Configuration;
    try {
      config = await this.clients.configuration(provider.client);
    } catch (error) {
      throw this.failure(error, provider);
    }
    const state = newToken();
    const { nonce, verifier } = await this.derived(visit.workspace.id, provider.key, browser, state);
    setCookie(res, OIDC_COOKIE, `${visit.workspace.id}.${provider.key}.${state}`, {
      secure: visit.secureCookies,
      maxAge: FLOW_SECONDS,
    });
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: provider.redirectUri,
        scope: 'openid email',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /** The workspace and provider a return from the provider belongs to (from the flow cookie), or null. */
  flowOf(req: Request): { workspaceId: string; provider: string; state: string } | null {
    const match = FLOW.exec(readCookie(req, OIDC_COOKIE) ?? '');
    return match ? { workspaceId: match[1], provider: match[2], state: match[3] } : null;
  }

  /**
   * Finishes a sign-in at the callback of `providerKey`: the code is exchanged (the client secret opened for that
   * call only) and the ID token checked, then the verified address signs in as a magic link's would. The flow cookie
   * is spent whatever happens. Throws OidcFailed with the reason.
   */
  async finish(visit: Visit, providerKey: string, req: Request, res: Response): Promise<void> {
    const flow = this.flowOf(req);
    setCookie(res, OIDC_COOKIE, '', { secure: visit.secureCookies, maxAge: 0 });
    const browser = sentBrowserId(req);
    if (!flow || !browser || flow.workspaceId !== visit.workspace.id || flow.provider !== providerKey) {
      throw new OidcFailed('expired');
    }
    const provider = await this.provider(visit, providerKey);
    if (!provider) throw new OidcFailed('expired');
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    // The URL as registered (APP_BASE_URL), whatever host a proxy passed on.
    const current = new URL(`${provider.redirectUri}${query}`);
    if (current.searchParams.get('state') !== flow.state) throw new OidcFailed('expired');
    const { nonce, verifier } = await this.derived(visit.workspace.id, provider.key, browser, flow.state);
    const email = await this.verifiedEmail(provider, current, { nonce, verifier, state: flow.state });
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    if (provider.allowedDomains && !provider.allowedDomains.includes(domain)) {
      throw new OidcFailed('domain', provider.name);
    }
    if (!(await this.signIns.signInVerified(visit, email, res))) throw new OidcFailed('stranger', provider.name);
  }

  /** The code exchanged and the ID token verified: the address the provider vouches for. */
  private async verifiedEmail(
    provider: FlowProvider,
    current: URL,
    checks: { nonce: string; verifier: string; state: string },
  ): Promise<string> {
    let claims: Readonly<Record<string, unknown>>;
    try {
      const config = await this.clients.configuration(provider.client, provider.secret());
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      this.clients.keepKeys(provider.client, config);
      const idToken = tokens.claims();
      if (!idToken) throw new OidcFailed('refused', provider.name);
      // Google puts the address in the ID token; a provider that keeps it to UserInfo is asked there, for the same sub.
      claims = 'email' in idToken ? idToken : await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
    } catch (error) {
      throw this.failure(error, provider);
    }
    const email = typeof claims.email === 'string' ? parseEmail(claims.email.trim()) : null;
    if (!email || claims.email_verified !== true) throw new OidcFailed('unverified', provider.name);
    return email;
  }

  /** Unreachable (down, refused address, too slow, too large) or refused (anything the checks turned down). */
  private failure(error: unknown, provider: FlowProvider): OidcFailed {
    if (error instanceof OidcFailed) return error;
    const down = unreachable(error);
    if (!down) this.logger.warn(`Sign-in with ${provider.key} refused: ${(error as Error).name}`);
    return new OidcFailed(down ? 'unreachable' : 'refused', provider.name);
  }

  /** The nonce and PKCE verifier of a state: HMACs under a server key, bound to the workspace, provider and browser. */
  private async derived(workspaceId: string, provider: string, browser: string, state: string) {
    this.key ??= sharedSecret(this.db, 'visitor-oidc').catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    const key = await this.key;
    const mac = (purpose: string) =>
      createHmac('sha256', key)
        .update(`${purpose}\n${workspaceId}\n${provider}\n${browser}\n${state}`)
        .digest('base64url');
    return { nonce: mac('nonce'), verifier: mac('pkce') };
  }
}

import { ConfigError, type Env, int } from './env-values.js';

/** The Google preset of OpenID Connect sign-in: an app registered at Google for this installation. */
export interface GoogleSignInConfig {
  /** https://accounts.google.com; GOOGLE_ISSUER_URL points it at another provider (development and tests). */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** The published workspace's visitors: how long sign-ins last, and how often anyone may ask for e-mails or pages. */
export interface VisitorsConfig {
  /** Hours a visitor stays signed in to a workspace (the cookie and its session row). */
  readonly sessionTtlHours: number;
  /** Minutes a sign-in link is valid (it is also single use). */
  readonly signInLinkTtlMinutes: number;
  /** Sign-in e-mails one address may be sent per rolling hour, whatever the workspace or the client asking. */
  readonly signInEmailsPerAddressPerHour: number;
  /** Sign-in requests one client address may make per rolling hour. */
  readonly signInRequestsPerClientPerHour: number;
  /** Sign-in e-mails one organization may send per hour; more wait in the outbox (as invitations do). */
  readonly signInEmailsPerOrgPerHour: number;
  /** Requests to published workspaces one client address may make per minute (pages, clicks, beats). */
  readonly requestsPerClientPerMinute: number;
  /** Messages and comments one signed-in contact may post per minute (across workspaces and instances). */
  readonly writesPerContactPerMinute: number;
  /** Messages and comments all contacts of one organization may post per minute: one busy customer cannot flood it. */
  readonly writesPerOrgPerMinute: number;
  /** GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, both or neither: null when "Continue with Google" is not offered. */
  readonly google: GoogleSignInConfig | null;
  /** Milliseconds each call to an identity provider (discovery, keys, token) may take. */
  readonly oidcTimeoutMs: number;
}

export function visitorsConfig(env: Env): VisitorsConfig {
  return {
    sessionTtlHours: int(env, 'VISITOR_SESSION_TTL_HOURS', { fallback: 720, min: 1, max: 24 * 365 }),
    signInLinkTtlMinutes: int(env, 'SIGN_IN_LINK_TTL_MINUTES', { fallback: 15, min: 1, max: 24 * 60 }),
    signInEmailsPerAddressPerHour: int(env, 'SIGN_IN_EMAILS_PER_ADDRESS_PER_HOUR', { fallback: 5, min: 1, max: 1000 }),
    signInRequestsPerClientPerHour: int(env, 'SIGN_IN_REQUESTS_PER_CLIENT_PER_HOUR', {
      fallback: 30,
      min: 1,
      max: 100_000,
    }),
    signInEmailsPerOrgPerHour: int(env, 'SIGN_IN_EMAILS_PER_ORG_PER_HOUR', { fallback: 500, min: 1, max: 1_000_000 }),
    requestsPerClientPerMinute: int(env, 'VISITOR_REQUESTS_PER_MINUTE', { fallback: 300, min: 1, max: 1_000_000 }),
    writesPerContactPerMinute: int(env, 'VISITOR_WRITES_PER_MINUTE', { fallback: 10, min: 1, max: 10_000 }),
    writesPerOrgPerMinute: int(env, 'VISITOR_WRITES_PER_ORG_PER_MINUTE', { fallback: 600, min: 1, max: 1_000_000 }),
    google: googleConfig(env),
    oidcTimeoutMs: int(env, 'OIDC_TIMEOUT_MS', { fallback: 5000, min: 100, max: 60_000 }),
  };
}

function googleConfig(env: Env): GoogleSignInConfig | null {
  const clientId = env.GOOGLE_CLIENT_ID ?? '';
  const clientSecret = env.GOOGLE_CLIENT_SECRET ?? '';
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) throw new ConfigError('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together');
  const issuer = env.GOOGLE_ISSUER_URL || 'https://accounts.google.com';
  let parsed: URL;
  try {
    parsed = new URL(issuer);
  } catch {
    throw new ConfigError(`GOOGLE_ISSUER_URL must be an http(s) URL, got "${issuer}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new ConfigError(`GOOGLE_ISSUER_URL must be an http(s) URL, got "${issuer}"`);
  }
  return { issuer, clientId, clientSecret };
}

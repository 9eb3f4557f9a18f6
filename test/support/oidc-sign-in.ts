import { type Api, bootWithOrg } from './api.js';
import type { TestApp } from './app.js';
import { createPublishedWorkspace, type PublishedWorkspace } from './factories/published-workspace.js';
import { type TestOidcProvider, startOidcProvider } from './oidc-provider.js';
import { freePort } from './smtp.js';

export const ANA = 'ana@customer.example';
const OKTA_SECRET = 'okta-client-secret-for-tests';

/** The app on a real port, a real OpenID provider, and a workspace offering "Continue with Google" and with "Okta". */
export interface OidcSignInWorld {
  t: TestApp;
  api: Api;
  provider: TestOidcProvider;
  /** Ana is a member (collaborator); anyone at partner.example may join as a viewer. */
  ws: PublishedWorkspace;
  /** The app's origin, where the provider sends the browser back. */
  origin: string;
  /** The organization's own provider, named "Okta": the same provider as another client, for customer.example only. */
  okta: { id: string; url: string };
  /** Rows sign-in may create: sessions, people, memberships. A failed sign-in changes none of them. */
  rowCounts(): Promise<number[]>;
  close(): Promise<void>;
}

/**
 * GOOGLE_ISSUER_URL points the Google preset at the local provider, and the organization's provider is created through
 * the API at the same provider as another client; WEBHOOK_ALLOW_PRIVATE_TARGETS lets the address guard reach loopback,
 * as it does for the webhook suites. The provider knows one account whose address it has not verified: `unverified`.
 */
export async function startOidcSignInWorld(): Promise<OidcSignInWorld> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const provider = await startOidcProvider(`${origin}/app/oidc/google/callback`);
  const { t, api } = await bootWithOrg({
    APP_BASE_URL: `${origin}/app`,
    PUBLIC_BASE_URL: origin,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    GOOGLE_ISSUER_URL: provider.issuer,
    SECRETS_KEY: '5e'.repeat(32),
  });
  await t.app.listen(port, '127.0.0.1');
  const ws = await createPublishedWorkspace(api, {
    members: [{ email: ANA, role: 'collaborator' }],
    domains: [{ domain: 'partner.example', role: 'viewer' }],
  });
  await api.patch(`/v1/workspaces/${ws.id}`, { googleVerificationEnabled: true }).expect(200);
  const created = await api
    .post('/v1/identity-providers', {
      name: 'Okta',
      issuerUrl: provider.issuer,
      clientId: 'okta-client',
      clientSecret: OKTA_SECRET,
      allowedDomains: ['customer.example'],
    })
    .expect(201);
  const okta = created.body.data.identityProvider as { id: string; url: string; redirectUri: string };
  provider.registerClient({ clientId: 'okta-client', clientSecret: OKTA_SECRET, redirectUri: okta.redirectUri });
  provider.accounts.set('unverified', { email: 'eve@customer.example', emailVerified: false });
  const count = async (table: string) =>
    Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n as string | number);
  return {
    t,
    api,
    provider,
    ws,
    origin,
    okta,
    rowCounts: async () => [await count('visitor_session'), await count('app_user'), await count('workspace_user')],
    close: async () => {
      await t.close();
      await provider.close();
    },
  };
}

/** The status of a GET, its body read: an unread body would hold its keep-alive socket past the suite. */
export async function statusOf(url: string): Promise<number> {
  const res = await fetch(url, { redirect: 'manual' });
  await res.arrayBuffer();
  return res.status;
}

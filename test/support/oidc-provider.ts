import type { Server } from 'node:http';
import { SignJWT, decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import MemoryAdapter from 'oidc-provider/lib/adapters/memory_adapter.js';
import { freePort } from './smtp.js';

/** Who a login typed at the provider's form is: the login is the e-mail address unless listed here. */
export interface ProviderAccount {
  email: string;
  emailVerified: boolean;
}

/**
 * How the provider misbehaves on its next token responses: claims of the ID token replaced (signed with its key, or
 * with a stranger's key under its key id), its key rotated (the ID token signed with a new key, which its key set
 * publishes beside the old one, as providers do), or the connection cut.
 */
export type Misbehaviour =
  | { kind: 'claims'; claims: Record<string, unknown>; signedBy?: 'provider' | 'stranger' }
  | { kind: 'rotated' }
  | { kind: 'down' }
  | null;

/** A confidential client of the provider (client_secret_post), allowed to return to one redirect URI. */
export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers another client (an organization's provider, whose redirect URI names its id) while running. */
  registerClient(client: TestClient): void;
  /** Accounts with an address other than their login, or an unverified one. */
  accounts: Map<string, ProviderAccount>;
  misbehave(next: Misbehaviour): void;
  /** How many times its key set (jwks_uri) has been read. */
  keySetReads(): number;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider, the certified implementation) on loopback, with its development login and
 * consent pages, one confidential client, and its own RS256 key: the test can re-sign an ID token with the provider's
 * key to make one that is valid but for the wrong audience, nonce or time, as only a provider could.
 */
export async function startOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const stranger = (await generateKeyPair('RS256')).privateKey;
  const rotated = await generateKeyPair('RS256', { extractable: true });
  const rotatedJwk = { ...(await exportJWK(rotated.publicKey)), kid: 'rotated-key', alg: 'RS256', use: 'sig' };
  let keySetReads = 0;
  const accounts = new Map<string, ProviderAccount>();
  let misbehaviour: Misbehaviour = null;
  const clientId = 'workspace-visitors';
  const clientSecret = 'a-client-secret-for-tests-only';
  const registered = new Map<string, Record<string, unknown>>();
  const metadata = (client: TestClient) => ({
    client_id: client.clientId,
    client_secret: client.clientSecret,
    redirect_uris: [client.redirectUri],
    response_types: ['code'],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'client_secret_post',
  });
  /** The provider's own in-memory storage, except that clients registered later are found here. */
  class Adapter extends MemoryAdapter {
    constructor(private readonly model: string) {
      super(model);
    }

    override async find(id: string): Promise<Record<string, unknown> | undefined> {
      return this.model === 'Client' ? registered.get(id) : super.find(id);
    }
  }
  const provider = new Provider(issuer, {
    adapter: Adapter,
    clients: [metadata({ clientId, clientSecret, redirectUri })],
    jwks: { keys: [jwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    scopes: ['openid', 'email'],
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-cookie-key'] },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => {
        const account = accounts.get(sub) ?? { email: sub, emailVerified: true };
        return { sub, email: account.email, email_verified: account.emailVerified };
      },
    }),
  });
  provider.use(async (ctx, next) => {
    if (ctx.path === '/token' && misbehaviour?.kind === 'down') {
      ctx.req.socket.destroy();
      return;
    }
    await next();
    if (ctx.path === '/jwks') {
      keySetReads += 1;
      if (misbehaviour?.kind === 'rotated') {
        ctx.body = { keys: [...(ctx.body as { keys: object[] }).keys, rotatedJwk] };
      }
    }
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !body?.id_token || !misbehaviour || misbehaviour.kind === 'down') return;
    const changed = misbehaviour.kind === 'claims' ? misbehaviour.claims : {};
    const claims = { ...decodeJwt(body.id_token), ...changed };
    const { kid } = decodeProtectedHeader(body.id_token);
    const [key, keyId] =
      misbehaviour.kind === 'rotated'
        ? [rotated.privateKey, rotatedJwk.kid]
        : [misbehaviour.signedBy === 'stranger' ? stranger : privateKey, kid];
    const idToken = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: keyId }).sign(key);
    ctx.body = { ...body, id_token: idToken };
  });
  const server: Server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    registerClient: (client) => registered.set(client.clientId, metadata(client)),
    misbehave: (next) => {
      misbehaviour = next;
    },
    keySetReads: () => keySetReads,
    // Stop accepting first, then cut the browser's kept-alive connections: the other order lets one reconnect between.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

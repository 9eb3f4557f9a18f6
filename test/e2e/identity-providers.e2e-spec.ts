import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Api, bootWithOrg, expectError, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { type TestOidcProvider, startOidcProvider } from '../support/oidc-provider.js';

/**
 * Identity providers through the API, against a real OpenID provider (oidc-provider) on loopback: creation discovers
 * the issuer, the client secret is write-only and stored sealed, bad issuers are 400s that say why, at most five per
 * organization, and another organization's provider is not found. WEBHOOK_ALLOW_PRIVATE_TARGETS lets the guard reach
 * loopback, as in the webhook suites; the last block runs without it.
 */
const SECRETS_KEY = 'a3'.repeat(32);
const SECRET = 'the-okta-client-secret-4a1f';

describe('identity providers (API)', () => {
  let t: TestApp;
  let api: Api;
  let provider: TestOidcProvider;
  /** Serves discovery documents a provider should not: another issuer's, and a web page. */
  let impostor: Server;
  let impostorUrl: string;

  beforeAll(async () => {
    provider = await startOidcProvider('http://127.0.0.1:1/unused');
    impostor = createServer((req, res) => {
      if (req.url === '/other/.well-known/openid-configuration') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ issuer: 'https://elsewhere.example', authorization_endpoint: 'https://x.example' }));
      } else {
        res.setHeader('content-type', 'text/html');
        res.end('<html>Sign in</html>');
      }
    });
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
    impostorUrl = `http://127.0.0.1:${(impostor.address() as AddressInfo).port}`;
    ({ t, api } = await bootWithOrg({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', SECRETS_KEY }));
  });

  afterAll(async () => {
    await t?.close();
    await provider?.close();
    impostor?.closeAllConnections();
    await new Promise((resolve) => impostor?.close(resolve));
  });

  const body = (extra: Record<string, unknown> = {}) => ({
    name: 'Okta',
    issuerUrl: provider.issuer,
    clientId: 'okta-client',
    clientSecret: SECRET,
    allowedDomains: ['Customer.Example', 'customer.example', 'partner.example'],
    ...extra,
  });
  const storedRows = async (): Promise<{ id: string; sealed_client_secret: string }[]> =>
    t.dataSource.query('SELECT id, sealed_client_secret FROM identity_provider');

  it('creates a provider once its issuer is discovered, with the redirect URI to register; the secret is never returned', async () => {
    const res = await api.post('/v1/identity-providers', body()).expect(201);
    const created = res.body.data.identityProvider;
    expect(created).toEqual({
      id: expect.any(String),
      object: 'identityProvider',
      url: expect.stringContaining(`/v1/identity-providers/${created.id}`),
      name: 'Okta',
      issuerUrl: provider.issuer,
      clientId: 'okta-client',
      allowedDomains: ['customer.example', 'partner.example'],
      enabled: true,
      redirectUri: `${t.config.appBaseUrl}/oidc/${created.id}/callback`,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await api.get(`/v1/identity-providers/${created.id}`).expect(200);
    const listed = await api.get('/v1/identity-providers').expect(200);
    for (const answer of [res, read, listed]) expect(JSON.stringify(answer.body)).not.toContain(SECRET);
    expect(listed.body.data.identityProviders.map((p: { id: string }) => p.id)).toContain(created.id);
  });

  it('stores the client secret sealed, never in the clear, and a new secret replaces it', async () => {
    const { id } = (await api.post('/v1/identity-providers', body()).expect(201)).body.data.identityProvider;
    const sealed = (await storedRows()).find((row) => row.id === id)!.sealed_client_secret;
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(SECRET);
    expect(sealed).not.toContain(Buffer.from(SECRET).toString('base64url'));
    const patched = await api.patch(`/v1/identity-providers/${id}`, { clientSecret: 'rotated-secret-77' }).expect(200);
    expect(JSON.stringify(patched.body)).not.toContain('rotated-secret-77');
    expect((await storedRows()).find((row) => row.id === id)!.sealed_client_secret).not.toBe(sealed);
  });

  it.each([
    ['a path that is not an issuer', () => `${provider.issuer}/nope`, 'did not answer 200 with a JSON document'],
    ['a document naming another issuer', () => `${impostorUrl}/other`, 'names another issuer'],
    ['a web page', () => `${impostorUrl}/page`, 'not an OpenID Connect discovery document'],
    ['nothing listening', () => 'http://127.0.0.1:1', 'could not be reached'],
  ])(
    'an issuer whose discovery fails (%s) is a 400 on issuerUrl saying why, and nothing is stored',
    async (_c, issuer, words) => {
      const before = await storedRows();
      const res = await api.post('/v1/identity-providers', body({ issuerUrl: issuer() })).expect(400);
      const error = expectError(res.body, 400, 'BAD_REQUEST');
      expect(error.details).toEqual([{ field: 'issuerUrl', message: expect.stringContaining(words) }]);
      expect(error.message).toContain('discovery failed');
      expect(await storedRows()).toEqual(before);
    },
  );

  it.each([
    ['no allowed domain', { allowedDomains: [] }, 'allowedDomains'],
    ['a wildcard domain', { allowedDomains: ['*.customer.example'] }, 'allowedDomains'],
    ['no client secret', { clientSecret: undefined }, 'clientSecret'],
    ['an issuer that is not a URL', { issuerUrl: 'okta' }, 'issuerUrl'],
    ['an issuer with a query', { issuerUrl: `${'http://127.0.0.1:1'}/?tenant=x` }, 'issuerUrl'],
    ['a name on two lines', { name: 'Ok\nta' }, 'name'],
  ])('a body with %s is a 400 naming the field', async (_c, extra, field) => {
    const res = await api.post('/v1/identity-providers', body(extra)).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details[0].field).toBe(field);
  });

  it('updates the name, domains and enabled flag; a new issuer is discovered first and a failing one changes nothing', async () => {
    const { id } = (await api.post('/v1/identity-providers', body()).expect(201)).body.data.identityProvider;
    const updated = await api
      .patch(`/v1/identity-providers/${id}`, { name: 'Acme SSO', allowedDomains: ['acme.example'], enabled: false })
      .expect(200);
    expect(updated.body.data.identityProvider).toMatchObject({
      name: 'Acme SSO',
      allowedDomains: ['acme.example'],
      enabled: false,
    });
    await api.patch(`/v1/identity-providers/${id}`, { issuerUrl: `${impostorUrl}/other` }).expect(400);
    const read = await api.get(`/v1/identity-providers/${id}`).expect(200);
    expect(read.body.data.identityProvider.issuerUrl).toBe(provider.issuer);
  });

  it('allows five providers per organization; the sixth is a 400 that says so', async () => {
    const { api: own } = await newOrgApi(t);
    for (let i = 0; i < 5; i++) await own.post('/v1/identity-providers', body({ name: `Provider ${i}` })).expect(201);
    const res = await own.post('/v1/identity-providers', body()).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').message).toContain('maximum of 5 identity providers');
  });

  it("another organization's provider is not found: not read, changed nor deleted", async () => {
    const { id } = (await api.post('/v1/identity-providers', body()).expect(201)).body.data.identityProvider;
    const { api: stranger } = await newOrgApi(t);
    await stranger.get(`/v1/identity-providers/${id}`).expect(404);
    await stranger.patch(`/v1/identity-providers/${id}`, { enabled: false }).expect(404);
    await stranger.delete(`/v1/identity-providers/${id}`).expect(404);
    expect((await stranger.get('/v1/identity-providers').expect(200)).body.data.identityProviders).toEqual([]);
    expect((await api.get(`/v1/identity-providers/${id}`).expect(200)).body.data.identityProvider.enabled).toBe(true);
  });

  it('deletes a provider', async () => {
    const { id } = (await api.post('/v1/identity-providers', body()).expect(201)).body.data.identityProvider;
    await api.delete(`/v1/identity-providers/${id}`).expect(200);
    await api.get(`/v1/identity-providers/${id}`).expect(404);
  });
});

describe('identity providers on a server without the development switch or SECRETS_KEY', () => {
  let t: TestApp;
  let api: Api;

  beforeAll(async () => ({ t, api } = await bootWithOrg()));
  afterAll(() => t?.close());

  const create = (issuerUrl: string) =>
    api.post('/v1/identity-providers', {
      name: 'Okta',
      issuerUrl,
      clientId: 'c',
      clientSecret: 's',
      allowedDomains: ['acme.example'],
    });

  it.each([
    ['plain http', 'http://idp.acme.example', 'must use https'],
    ['loopback', 'https://127.0.0.1', 'private, loopback or reserved'],
    ['a private address', 'https://10.1.2.3', 'private, loopback or reserved'],
    ['the metadata address', 'https://169.254.169.254', 'private, loopback or reserved'],
    ['an internal name', 'https://metadata.google.internal', 'internal host name'],
  ])('refuses an issuer at %s before anything is fetched', async (_c, issuer, words) => {
    const res = await create(issuer).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'issuerUrl', message: expect.stringContaining(words) },
    ]);
  });

  it('answers 409 saying SECRETS_KEY is missing, rather than store a secret in the clear', async () => {
    const res = await create('https://acme.okta.com').expect(409);
    expect(expectError(res.body, 409, 'CONFLICT').message).toContain('SECRETS_KEY');
    expect(await t.dataSource.query('SELECT id FROM identity_provider')).toEqual([]);
  });
});

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { type Api, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { launchChromium } from '../support/chromium.js';
import { stoppedClock } from '../support/clock.js';
import { createPublishedWorkspace, type PublishedWorkspace } from '../support/factories/published-workspace.js';
import { type Misbehaviour, type TestOidcProvider, startOidcProvider } from '../support/oidc-provider.js';
import { freePort } from '../support/smtp.js';

/**
 * "Continue with Google" and with the organization's own provider ("Okta") against a real OpenID provider
 * (oidc-provider) on loopback, in Chromium against the app on a real port. GOOGLE_ISSUER_URL points the Google preset
 * at the local provider, and the organization's provider is created through the API at the same provider as another
 * client; WEBHOOK_ALLOW_PRIVATE_TARGETS lets the address guard reach loopback, as it does for the webhook suites. One
 * app, provider and browser serve every case; each case uses a fresh browser context.
 */
const STEP_TIMEOUT = 20_000;
const ANA = 'ana@customer.example';
const OKTA_SECRET = 'okta-client-secret-for-tests';

describe("visitor sign-in with Google and an organization's OpenID provider in Chromium", () => {
  let t: TestApp;
  let api: Api;
  let provider: TestOidcProvider;
  let browser: Browser | undefined;
  let ws: PublishedWorkspace;
  let origin: string;
  let okta: { id: string; url: string };

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    provider = await startOidcProvider(`${origin}/app/oidc/google/callback`);
    ({ t, api } = await bootWithOrg({
      APP_BASE_URL: `${origin}/app`,
      PUBLIC_BASE_URL: origin,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER_URL: provider.issuer,
      SECRETS_KEY: '5e'.repeat(32),
    }));
    await t.app.listen(port, '127.0.0.1');
    ws = await createPublishedWorkspace(api, {
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
    okta = created.body.data.identityProvider;
    provider.registerClient({
      clientId: 'okta-client',
      clientSecret: OKTA_SECRET,
      redirectUri: created.body.data.identityProvider.redirectUri,
    });
    provider.accounts.set('unverified', { email: 'eve@customer.example', emailVerified: false });
    browser = await launchChromium();
  }, 90_000);

  afterEach(() => provider.misbehave(null));

  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await provider?.close();
  });

  /** The status of a GET, its body read: an unread body would hold its keep-alive socket past the suite. */
  async function statusOf(url: string): Promise<number> {
    const res = await fetch(url, { redirect: 'manual' });
    await res.arrayBuffer();
    return res.status;
  }

  /** A new browser at the workspace's sign-in page; the provider's page asks for a font from the Internet: refused. */
  async function freshPage(): Promise<Page> {
    const context = await browser!.newContext();
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.goto(ws.workspaceUrl);
    await page.getByRole('heading', { level: 1, name: 'Sign in to Acme onboarding' }).waitFor();
    return page;
  }

  /** Clicks "Continue with <provider>" and signs in at the provider as `login`. */
  async function continueAs(page: Page, login: string, providerName = 'Google'): Promise<void> {
    await page.getByRole('link', { name: `Continue with ${providerName}` }).click();
    await signInAtProvider(page, login);
  }

  /** At the provider's login page: signs in as `login`, consents, and waits for the way back. */
  async function signInAtProvider(page: Page, login: string): Promise<void> {
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.origin === origin, { waitUntil: 'load' });
  }

  /** Rows sign-in may create: sessions, people, memberships. A failed sign-in changes none of them. */
  async function rowCounts(): Promise<number[]> {
    const count = async (table: string) =>
      Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n as string | number);
    return [await count('visitor_session'), await count('app_user'), await count('workspace_user')];
  }

  async function expectFailurePage(page: Page, heading: string, before: number[]): Promise<void> {
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe(`${ws.path}/sign-in`);
    expect(await page.getByText('Signed in as').count()).toBe(0);
    expect(await rowCounts()).toEqual(before);
  }

  it('shows "Continue with Google" and "Continue with Okta" above the e-mail form', async () => {
    const page = await freshPage();
    const buttons = page.getByRole('link', { name: /^Continue with / });
    await buttons.first().waitFor();
    expect(await buttons.allTextContents()).toEqual(['Continue with Google', 'Continue with Okta']);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).waitFor();
    await page.screenshot({ path: join(tmpdir(), 'visitor-sign-in-google.png'), fullPage: true });
    await page.context().close();
  });

  it('a member continues with Google, signs in at the provider and lands on the workspace signed in', async () => {
    const page = await freshPage();
    await continueAs(page, ANA);
    expect(new URL(page.url()).pathname).toBe(ws.path);
    await page.getByText(`Signed in as ${ANA}`).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Our plan' }).waitFor();
    await page.context().close();
  });

  it("a person at a workspace domain becomes a member with the domain's role", async () => {
    const page = await freshPage();
    await continueAs(page, 'dan@partner.example');
    await page.getByText('Signed in as dan@partner.example').waitFor();
    const members = (await api.get(`/v1/workspace-users?filters[workspaceId]=${ws.id}`).expect(200)).body.data
      .workspaceUsers as { role: string; user: { email: string } }[];
    expect(members.find((m) => m.user.email === 'dan@partner.example')?.role).toBe('viewer');
    await page.context().close();
  });

  it('a stranger is told the account cannot open the workspace, and nothing is created', async () => {
    const page = await freshPage();
    const before = await rowCounts();
    await continueAs(page, 'mallory@elsewhere.example');
    await expectFailurePage(page, 'This account cannot open this workspace', before);
  });

  it('an address the provider has not verified is refused, and nothing is created', async () => {
    const page = await freshPage();
    const before = await rowCounts();
    await continueAs(page, 'unverified');
    await expectFailurePage(page, 'Your e-mail address is not verified', before);
  });

  it("a return whose state is not this browser's latest is refused as expired", async () => {
    const page = await freshPage();
    const before = await rowCounts();
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.locator('input[name="login"]').waitFor();
    // A second sign-in started in another tab of the same browser replaces the first one's state.
    const second = await page.context().newPage();
    await second.goto(ws.workspaceUrl);
    await second.getByRole('link', { name: 'Continue with Google' }).click();
    await second.locator('input[name="login"]').waitFor();
    await signInAtProvider(page, ANA);
    await expectFailurePage(page, 'This sign-in has expired', before);
  });

  it.each<[string, Misbehaviour]>([
    ['a wrong nonce', { kind: 'claims', claims: { nonce: 'not-the-nonce-we-sent' } }],
    ['another audience', { kind: 'claims', claims: { aud: 'someone-elses-client' } }],
    ['an expired ID token', { kind: 'claims', claims: { iat: 1_700_000_000, exp: 1_700_000_600 } }],
    ['another issuer', { kind: 'claims', claims: { iss: 'https://accounts.google.com' } }],
    [
      "a signature by a key not the provider's (under its key id)",
      { kind: 'claims', claims: {}, signedBy: 'stranger' },
    ],
  ])('an ID token with %s is refused', async (_case, misbehaviour) => {
    provider.misbehave(misbehaviour);
    const page = await freshPage();
    const before = await rowCounts();
    await continueAs(page, ANA);
    await expectFailurePage(page, 'This sign-in could not be verified', before);
  });

  it("keeps the provider's keys between sign-ins, and reads them again for a token signed with a rotated key", async () => {
    const signInAsAna = async () => {
      const page = await freshPage();
      await continueAs(page, ANA);
      await page.getByText(`Signed in as ${ANA}`).waitFor();
      await page.context().close();
    };
    // The application's clock stands still: the kept keys are a minute old only when the test moves it.
    const clock = stoppedClock();
    try {
      await signInAsAna();
      const reads = provider.keySetReads();
      await signInAsAna();
      expect(provider.keySetReads()).toBe(reads);
      provider.misbehave({ kind: 'rotated' });
      // openid-client reads the key set again for an unknown key id once the kept one is a minute old.
      clock.advance(61_000);
      await signInAsAna();
      expect(provider.keySetReads()).toBe(reads + 1);
    } finally {
      clock.restore();
    }
    // Three sign-ins in Chromium.
  }, 90_000);

  it('a provider that is down shows a clear page, and nothing is created', async () => {
    provider.misbehave({ kind: 'down' });
    const page = await freshPage();
    const before = await rowCounts();
    await continueAs(page, ANA);
    await expectFailurePage(page, 'Google could not be reached', before);
  });

  it('a workspace with Google sign-in off shows no provider button, and their start addresses are not found', async () => {
    const other = await createPublishedWorkspace(api, { name: 'Plain onboarding' });
    const signIn = await fetch(`${other.workspaceUrl}/sign-in`);
    expect(await signIn.text()).not.toContain('Continue with');
    expect(await statusOf(`${other.workspaceUrl}/sign-in/google`)).toBe(404);
    expect(await statusOf(`${other.workspaceUrl}/sign-in/${okta.id}`)).toBe(404);
  });

  it('magicLinkVerificationEnabled chooses the e-mail form: off, only the buttons; with Google sign-in off too, nobody signs in', async () => {
    const other = await createPublishedWorkspace(api, { name: 'Buttons only' });
    await api
      .patch(`/v1/workspaces/${other.id}`, { googleVerificationEnabled: true, magicLinkVerificationEnabled: false })
      .expect(200);
    const buttonsOnly = await (await fetch(`${other.workspaceUrl}/sign-in`)).text();
    expect(buttonsOnly).toContain('Continue with Google');
    expect(buttonsOnly).toContain('Continue with Okta');
    expect(buttonsOnly).not.toContain('E-mail me a sign-in link');
    await api.patch(`/v1/workspaces/${other.id}`, { googleVerificationEnabled: false }).expect(200);
    const neither = await (await fetch(`${other.workspaceUrl}/sign-in`)).text();
    expect(neither).toContain('Signing in is turned off for this workspace');
    expect(neither).not.toContain('Continue with');
    expect(neither).not.toContain('E-mail me a sign-in link');
    expect(await statusOf(`${other.workspaceUrl}/sign-in/google`)).toBe(404);
  });

  it("a member continues with the organization's provider and lands on the workspace signed in", async () => {
    const page = await freshPage();
    await continueAs(page, ANA, 'Okta');
    expect(new URL(page.url()).pathname).toBe(ws.path);
    await page.getByText(`Signed in as ${ANA}`).waitFor();
  });

  it("an address outside the provider's allowed domains gets a clear page, and nothing is created", async () => {
    const page = await freshPage();
    const before = await rowCounts();
    // A workspace domain's person: the magic link would let them in, but Okta may not vouch for partner.example.
    await continueAs(page, 'dan@partner.example', 'Okta');
    await expectFailurePage(page, 'This address cannot sign in with Okta', before);
  });

  it("a disabled provider's button is gone, and a sign-in started before refuses at its callback", async () => {
    const page = await freshPage();
    const before = await rowCounts();
    await page.getByRole('link', { name: 'Continue with Okta' }).click();
    await page.locator('input[name="login"]').waitFor();
    await api.patch(`/v1/identity-providers/${okta.id}`, { enabled: false }).expect(200);
    try {
      await signInAtProvider(page, ANA);
      await expectFailurePage(page, 'This sign-in has expired', before);
      await page.goto(ws.workspaceUrl);
      await page.getByRole('link', { name: 'Continue with Google' }).waitFor();
      expect(await page.getByRole('link', { name: 'Continue with Okta' }).count()).toBe(0);
      expect(await statusOf(`${ws.workspaceUrl}/sign-in/${okta.id}`)).toBe(404);
    } finally {
      await api.patch(`/v1/identity-providers/${okta.id}`, { enabled: true }).expect(200);
    }
  });
});

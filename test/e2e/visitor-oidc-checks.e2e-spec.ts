import { stoppedClock } from '../support/clock.js';
import { createPublishedWorkspace } from '../support/factories/published-workspace.js';
import { HttpBrowser, type HttpPage, headingOf, linksOf, textOf } from '../support/http-browser.js';
import type { Misbehaviour } from '../support/oidc-provider.js';
import { ANA, type OidcSignInWorld, startOidcSignInWorld, statusOf } from '../support/oidc-sign-in.js';

/**
 * What the server refuses, and keeps, on the way back from an OpenID provider: the same flow as
 * visitor-oidc-sign-in.e2e-spec.ts (the workspace's button, the real provider's login and consent forms, the return to
 * the callback), driven over HTTP by a browser without a screen (HttpBrowser), because every check here is made by the
 * server: the ID token's nonce, audience, expiry, issuer and signature, the flow cookie's state, the provider's
 * verified flag and allowed domains, the key set kept between sign-ins. What only a real browser proves (the buttons
 * it shows, that its cookies survive the trip through the provider) stays in Chromium there; each flow here costs
 * tens of milliseconds instead of seconds.
 */
describe('visitor sign-in with OpenID providers: what the server refuses and keeps', () => {
  let world: OidcSignInWorld;

  beforeAll(async () => {
    world = await startOidcSignInWorld();
  }, 60_000);

  afterEach(() => world.provider.misbehave(null));

  afterAll(() => world?.close());

  /** A new browser at the workspace's sign-in page. */
  async function freshSignIn(browser = new HttpBrowser()): Promise<{ browser: HttpBrowser; page: HttpPage }> {
    const page = await browser.open(world.ws.workspaceUrl);
    expect(headingOf(page, 1)).toBe('Sign in to Acme onboarding');
    return { browser, page };
  }

  /** Follows "Continue with <provider>" to the provider's login form. */
  async function toProvider(browser: HttpBrowser, signIn: HttpPage, providerName: string): Promise<HttpPage> {
    const login = await browser.click(signIn, `Continue with ${providerName}`);
    expect(login.url.origin).toBe(world.provider.issuer);
    return login;
  }

  /** At the provider's login form: signs in as `login`, consents, and returns the page the app answers with. */
  async function signInAtProvider(browser: HttpBrowser, login: HttpPage, account: string): Promise<HttpPage> {
    const consent = await browser.submit(login, { login: account, password: 'any password' });
    const back = await browser.submit(consent);
    expect(back.url.origin).toBe(world.origin);
    return back;
  }

  /** Clicks "Continue with <provider>" in a new browser and signs in at the provider as `account`. */
  async function continueAs(account: string, providerName = 'Google'): Promise<HttpPage> {
    const { browser, page } = await freshSignIn();
    return signInAtProvider(browser, await toProvider(browser, page, providerName), account);
  }

  function expectSignedIn(page: HttpPage, email: string): void {
    expect(page.status).toBe(200);
    expect(page.url.pathname).toBe(world.ws.path);
    expect(textOf(page.html)).toContain(`Signed in as ${email}`);
  }

  async function expectFailurePage(page: HttpPage, status: number, heading: string, before: number[]) {
    expect([page.status, headingOf(page, 1)]).toEqual([status, heading]);
    expect(linksOf(page).find((l) => l.text === 'Back to sign-in')?.href).toBe(`${world.ws.path}/sign-in`);
    expect(textOf(page.html)).not.toContain('Signed in as');
    expect(await world.rowCounts()).toEqual(before);
  }

  it('a stranger is told the account cannot open the workspace, and nothing is created', async () => {
    const before = await world.rowCounts();
    const page = await continueAs('mallory@elsewhere.example');
    await expectFailurePage(page, 403, 'This account cannot open this workspace', before);
  });

  it('an address the provider has not verified is refused, and nothing is created', async () => {
    const before = await world.rowCounts();
    const page = await continueAs('unverified');
    await expectFailurePage(page, 403, 'Your e-mail address is not verified', before);
  });

  it("a return whose state is not this browser's latest is refused as expired", async () => {
    const before = await world.rowCounts();
    const { browser, page } = await freshSignIn();
    const first = await toProvider(browser, page, 'Google');
    // A second sign-in started in another tab of the same browser replaces the first one's state.
    const other = await freshSignIn(browser);
    await toProvider(browser, other.page, 'Google');
    await expectFailurePage(await signInAtProvider(browser, first, ANA), 400, 'This sign-in has expired', before);
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
    world.provider.misbehave(misbehaviour);
    const before = await world.rowCounts();
    const page = await continueAs(ANA);
    await expectFailurePage(page, 400, 'This sign-in could not be verified', before);
  });

  it('the same sign-in with a well-behaved provider signs the member in (the cases above differ only in the token)', async () => {
    expectSignedIn(await continueAs(ANA), ANA);
  });

  it("keeps the provider's keys between sign-ins, and reads them again for a token signed with a rotated key", async () => {
    // The application's clock stands still: the kept keys are a minute old only when the test moves it.
    const clock = stoppedClock();
    try {
      expectSignedIn(await continueAs(ANA), ANA);
      const reads = world.provider.keySetReads();
      expectSignedIn(await continueAs(ANA), ANA);
      expect(world.provider.keySetReads()).toBe(reads);
      world.provider.misbehave({ kind: 'rotated' });
      // openid-client reads the key set again for an unknown key id once the kept one is a minute old.
      clock.advance(61_000);
      expectSignedIn(await continueAs(ANA), ANA);
      expect(world.provider.keySetReads()).toBe(reads + 1);
    } finally {
      clock.restore();
    }
  });

  it('a provider that is down shows a clear page, and nothing is created', async () => {
    world.provider.misbehave({ kind: 'down' });
    const before = await world.rowCounts();
    const page = await continueAs(ANA);
    await expectFailurePage(page, 502, 'Google could not be reached', before);
  });

  it("an address outside the provider's allowed domains gets a clear page, and nothing is created", async () => {
    const before = await world.rowCounts();
    // A workspace domain's person: the magic link would let them in, but Okta may not vouch for partner.example.
    const page = await continueAs('dan@partner.example', 'Okta');
    await expectFailurePage(page, 403, 'This address cannot sign in with Okta', before);
  });

  it("a disabled provider's button is gone, and a sign-in started before refuses at its callback", async () => {
    const { api, okta, ws } = world;
    const before = await world.rowCounts();
    const { browser, page } = await freshSignIn();
    const login = await toProvider(browser, page, 'Okta');
    await api.patch(`/v1/identity-providers/${okta.id}`, { enabled: false }).expect(200);
    try {
      await expectFailurePage(await signInAtProvider(browser, login, ANA), 400, 'This sign-in has expired', before);
      const again = await browser.open(ws.workspaceUrl);
      const buttons = linksOf(again).filter((l) => l.text.startsWith('Continue with '));
      expect(buttons.map((l) => l.text)).toEqual(['Continue with Google']);
      expect(await statusOf(`${ws.workspaceUrl}/sign-in/${okta.id}`)).toBe(404);
    } finally {
      await api.patch(`/v1/identity-providers/${okta.id}`, { enabled: true }).expect(200);
    }
  });

  it('a workspace with Google sign-in off shows no provider button, and their start addresses are not found', async () => {
    const other = await createPublishedWorkspace(world.api, { name: 'Plain onboarding' });
    const signIn = await fetch(`${other.workspaceUrl}/sign-in`);
    expect(await signIn.text()).not.toContain('Continue with');
    expect(await statusOf(`${other.workspaceUrl}/sign-in/google`)).toBe(404);
    expect(await statusOf(`${other.workspaceUrl}/sign-in/${world.okta.id}`)).toBe(404);
  });

  it('magicLinkVerificationEnabled chooses the e-mail form: off, only the buttons; with Google sign-in off too, nobody signs in', async () => {
    const { api } = world;
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
});

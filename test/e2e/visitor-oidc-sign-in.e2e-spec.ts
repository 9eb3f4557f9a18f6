import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.js';
import { ANA, type OidcSignInWorld, startOidcSignInWorld } from '../support/oidc-sign-in.js';

/**
 * "Continue with Google" and with the organization's own provider ("Okta") against a real OpenID provider
 * (oidc-provider) on loopback, in Chromium against the app on a real port: the journeys a person takes, which prove
 * what only a browser can (the buttons it shows, the provider's pages it fills in, the cookies it keeps through the
 * trip under its own rules, SameSite among them). What the server refuses on the way back (a bad ID token, a stale
 * state, an unverified address, a provider that is down or disabled, rotated keys) is proved over HTTP through the
 * same provider in visitor-oidc-checks.e2e-spec.ts, at a fraction of a browser's cost. One app, provider and browser
 * serve every case; each case uses a fresh browser context.
 */
const STEP_TIMEOUT = 20_000;

describe("visitor sign-in with Google and an organization's OpenID provider in Chromium", () => {
  let world: OidcSignInWorld;
  let browser: Browser | undefined;

  beforeAll(async () => {
    world = await startOidcSignInWorld();
    browser = await launchChromium();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await world?.close();
  });

  /** A new browser at the workspace's sign-in page; the provider's page asks for a font from the Internet: refused. */
  async function freshPage(): Promise<Page> {
    const context = await browser!.newContext();
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.goto(world.ws.workspaceUrl);
    await page.getByRole('heading', { level: 1, name: 'Sign in to Acme onboarding' }).waitFor();
    return page;
  }

  /** Clicks "Continue with <provider>", signs in at the provider as `login`, consents, and waits for the way back. */
  async function continueAs(page: Page, login: string, providerName = 'Google'): Promise<void> {
    await page.getByRole('link', { name: `Continue with ${providerName}` }).click();
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.origin === world.origin, { waitUntil: 'load' });
  }

  it('shows "Continue with Google" and "Continue with Okta" above the e-mail form; a member continues with Google, signs in at the provider and lands on the workspace signed in', async () => {
    // One page for both: a journey starts at these buttons, and each new page in Chromium costs seconds.
    const page = await freshPage();
    const buttons = page.getByRole('link', { name: /^Continue with / });
    await buttons.first().waitFor();
    expect(await buttons.allTextContents()).toEqual(['Continue with Google', 'Continue with Okta']);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).waitFor();
    await page.screenshot({ path: join(tmpdir(), 'visitor-sign-in-google.png'), fullPage: true });
    await continueAs(page, ANA);
    expect(new URL(page.url()).pathname).toBe(world.ws.path);
    await page.getByText(`Signed in as ${ANA}`).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Our plan' }).waitFor();
    await page.context().close();
  });

  it("a person at a workspace domain becomes a member with the domain's role", async () => {
    const page = await freshPage();
    await continueAs(page, 'dan@partner.example');
    await page.getByText('Signed in as dan@partner.example').waitFor();
    const members = (await world.api.get(`/v1/workspace-users?filters[workspaceId]=${world.ws.id}`).expect(200)).body
      .data.workspaceUsers as { role: string; user: { email: string } }[];
    expect(members.find((m) => m.user.email === 'dan@partner.example')?.role).toBe('viewer');
    await page.context().close();
  });

  it("a member continues with the organization's provider and lands on the workspace signed in", async () => {
    const page = await freshPage();
    await continueAs(page, ANA, 'Okta');
    expect(new URL(page.url()).pathname).toBe(world.ws.path);
    await page.getByText(`Signed in as ${ANA}`).waitFor();
    await page.context().close();
  });
});

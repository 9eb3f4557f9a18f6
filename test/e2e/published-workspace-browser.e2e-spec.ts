import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.js';
import { WebhookWorker } from '../../src/webhooks/webhook.worker.js';
import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { type DockReceiver, startDockReceiver } from '../support/dock-receiver.js';
import { createPublishedWorkspace, type PublishedWorkspace } from '../support/factories/published-workspace.js';
import { bootWithSmtp, drainOutbox } from '../support/mail-app.js';
import { type CapturedMail, type SmtpCapture, freePort } from '../support/smtp.js';
import { until } from '../support/until.js';
import { signInLinkOf } from '../support/visitor.js';
import type { Json } from '../support/wire.js';

/**
 * The published workspace as a person uses it, in Debian's Chromium against the app listening on a real port: the
 * invitation e-mail's link, sign-in by e-mailed magic link, the pages and the plan, ticking a task (the page's script
 * submits the plan form), and what the team then sees through the API and a Dock-format webhook receiver.
 * APP_BASE_URL is this listener, so the links in the e-mails open in the browser as they would for a customer.
 * The tests run in order, as one person's visit.
 */
const STEP_TIMEOUT = 20_000;
const ANA = 'ana@customer.example';

describe('published workspace in Chromium: from the invitation to a completed task', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let receiver: DockReceiver;
  let api: Api;
  let ws: PublishedWorkspace;
  let origin: string;
  let browser: Browser | undefined;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    receiver = await startDockReceiver();
    ({ t, smtp } = await bootWithSmtp({
      APP_BASE_URL: `${origin}/app`,
      PUBLIC_BASE_URL: origin,
      // The receiver is on loopback: the development switch allows it. Deliveries leave when the test drains them.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_POLL_MS: '3600000',
      WEBHOOK_RETRY_SCHEDULE: '0,0',
    }));
    await t.app.listen(port, '127.0.0.1');
    ({ api } = await newOrgApi(t));
    const endpoint = (
      await api
        .post('/v1/webhook-endpoints', {
          url: receiver.url,
          format: 'dock',
          eventTypes: ['workspace.plan.task.completed'],
        })
        .expect(201)
    ).body.data.webhookEndpoint;
    receiver.useSecret(endpoint.secret);
    ws = await createPublishedWorkspace(api, { members: [{ email: ANA, role: 'collaborator' }] });
    browser = await launchChromium();
    context = await browser.newContext();
    page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await receiver?.close();
  });

  /** The first e-mail to `to` after the first `skip` ones, once the outbox has been drained. */
  async function mailTo(to: string, skip = 0): Promise<CapturedMail> {
    let found: CapturedMail | undefined;
    await until(`an e-mail to ${to}`, async () => {
      await drainOutbox(t);
      found = smtp.messages.filter((m) => m.envelopeTo.includes(to))[skip];
      return found !== undefined;
    });
    return found!;
  }

  /** Runs `act`, which makes the browser load a new document, and waits until that document has loaded. */
  async function reloadedBy(act: () => Promise<unknown>): Promise<void> {
    const navigated = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
    await act();
    await navigated;
    await page.waitForLoadState('load');
  }

  const workspace = async (): Promise<Json> =>
    (await api.get(`/v1/workspaces/${ws.id}`).expect(200)).body.data.workspace as Json;
  const task = (title: string) => page.getByRole('checkbox', { name: title, exact: true });

  it('opens the invitation link, asks for the work e-mail, and signs in with the e-mailed link', async () => {
    const invitation = await mailTo(ANA);
    const link = invitation.text.match(/https?:\/\/\S+/g)?.find((url) => url === ws.workspaceUrl);
    expect(link).toBe(`${origin}${ws.path}`);

    await page.goto(link!);
    await page.getByRole('heading', { level: 1, name: 'Sign in to Acme onboarding' }).waitFor();
    expect(await page.getByText('Kick-off call').count()).toBe(0);
    await page.getByLabel('Work e-mail').fill(ANA);
    await reloadedBy(() => page.getByRole('button', { name: 'E-mail me a sign-in link' }).click());
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    expect(await page.getByRole('status').innerText()).toContain(ANA);

    const signIn = await mailTo(ANA, 1);
    expect(signIn.subject).toBe('Sign in to Acme onboarding');
    const signInLink = signInLinkOf(signIn.text);
    expect(signInLink.startsWith(`${origin}${ws.path}/sign-in?token=`)).toBe(true);
    await page.goto(signInLink);
    await reloadedBy(() => page.getByRole('button', { name: 'Continue to Acme onboarding' }).click());
    expect(page.url()).toBe(ws.workspaceUrl);
    expect(await page.getByText('Signed in as').innerText()).toBe(`Signed in as ${ANA}`);
  }, 60_000);

  it('shows the pages as navigation and the plan, each task a checkbox named by its title', async () => {
    const nav = page.getByRole('navigation', { name: 'Workspace pages' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Overview', 'Messages']);
    expect(await nav.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Our plan' }).waitFor();
    expect(await page.locator('.plan .progress').innerText()).toBe('0 of 2 done');
    expect(await task('Kick-off call').isChecked()).toBe(false);
    expect(await task('Security review').isChecked()).toBe(false);
    expect(await page.getByText('Internal margin check').count()).toBe(0);
    // The script saves each tick at once: the form's button is only for browsers without it.
    expect(await page.getByRole('button', { name: 'Save progress' }).isHidden()).toBe(true);
  });

  it('ticking "Kick-off call" saves it at once; the page comes back with it ticked', async () => {
    await reloadedBy(() => task('Kick-off call').click());
    expect(page.url()).toBe(`${ws.workspaceUrl}/pages/${ws.pages.overview}`);
    expect(await task('Kick-off call').isChecked()).toBe(true);
    expect(await task('Security review').isChecked()).toBe(false);
    expect(await page.locator('.plan .progress').innerText()).toBe('1 of 2 done');
  });

  it('the API shows the task completed, the counters moved, and the completion among the activities', async () => {
    const done = (await api.get(`/v1/workspace-plan-tasks/${ws.tasks.kickOff}`).expect(200)).body.data
      .workspacePlanTask;
    expect(done).toMatchObject({ status: 'Completed', completed: true });
    const shown = await workspace();
    expect(shown.totalActions).toBe(1);
    expect(shown.totalViews).toBeGreaterThanOrEqual(1);
    expect(Date.parse(shown.lastContactView as string)).toBeGreaterThan(Date.now() - 60_000);
    const members = shown.workspaceUsers as { user: { id: string; email: string } }[];
    const ana = members.find((m) => m.user.email === ANA)!.user;

    const activities = (await api.get(`/v1/workspace-activities?filters[workspaceId]=${ws.id}`).expect(200)).body.data
      .workspaceActivities as Json[];
    expect(activities.filter((a) => a.type === 'workspace.plan.task.completed')).toEqual([
      expect.objectContaining({ workspaceId: ws.id, userId: ana.id, workspacePlanTaskId: ws.tasks.kickOff }),
    ]);
    expect(activities.map((a) => a.type)).toContain('workspace.page.viewed');
  });

  it('a Dock-format receiver verifies and reads the workspace.plan.task.completed delivery', async () => {
    await t.app.get(WebhookWorker).drain();
    expect(receiver.rejected).toBe(0);
    const completed = receiver.verified.filter((e) => e.subscriptionType === 'workspace.plan.task.completed');
    expect(completed).toHaveLength(1);
    const { associatedObjects } = completed[0];
    expect(associatedObjects.workspace).toMatchObject({ id: ws.id, name: 'Acme onboarding', url: ws.workspaceUrl });
    expect(associatedObjects.user).toMatchObject({ email: ANA });
    expect(associatedObjects.workspacePlanTask).toMatchObject({
      id: ws.tasks.kickOff,
      title: 'Kick-off call',
      status: 'Completed',
    });
  });

  it('is usable from the keyboard: the skip link comes first, and Space ticks and unticks a task', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    const focused = page.locator(':focus');
    expect(await focused.innerText()).toBe('Skip to content');
    // Shown when focused (it sits off-screen otherwise).
    const box = await skip.boundingBox();
    expect(box && box.x >= 0 && box.y >= 0).toBe(true);
    await page.keyboard.press('Enter');
    expect(await focused.getAttribute('id')).toBe('main');

    await task('Security review').focus();
    await reloadedBy(() => page.keyboard.press('Space'));
    expect(await task('Security review').isChecked()).toBe(true);
    expect(
      (await api.get(`/v1/workspace-plan-tasks/${ws.tasks.security}`).expect(200)).body.data.workspacePlanTask,
    ).toMatchObject({ status: 'Completed' });

    await task('Security review').focus();
    await reloadedBy(() => page.keyboard.press('Space'));
    expect(await task('Security review').isChecked()).toBe(false);
    expect(await task('Kick-off call').isChecked()).toBe(true);
    const reopened = (await api.get(`/v1/workspace-plan-tasks/${ws.tasks.security}`).expect(200)).body.data
      .workspacePlanTask;
    expect(reopened.completed).toBe(false);
  });

  it('counts the seconds the page was in view: leaving the page sends the beat', async () => {
    // A fresh view: the beat counts no more than the time since the contact's last view or beat.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    expect(await page.evaluate('document.visibilityState')).toBe('visible');
    const before = (await workspace()).totalTimeSpent as number;
    await sleep(2_500);
    // Leaving fires pagehide (the page turns hidden): the script reports the seconds in view by sendBeacon. Chromium
    // sends it as the document goes (Playwright does not see that request), so the workspace's total tells.
    await page.goto('about:blank');
    let after = before;
    await until('totalTimeSpent moves', async () => {
      after = (await workspace()).totalTimeSpent as number;
      return after > before;
    });
    expect(after - before).toBeGreaterThanOrEqual(2);
    expect(after - before).toBeLessThanOrEqual(10);
  }, 30_000);
});

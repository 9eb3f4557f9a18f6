import { type Browser, type Page } from 'playwright-core';
import { signedInPage } from '../support/browser-sign-in.js';
import { launchChromium } from '../support/chromium.js';
import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { createPublishedWorkspace, type PublishedWorkspace } from '../support/factories/published-workspace.js';
import { bootWithSmtp } from '../support/mail-app.js';
import { type SmtpCapture, freePort } from '../support/smtp.js';
import { until } from '../support/until.js';
import type { Json } from '../support/wire.js';

const STEP_TIMEOUT = 20_000;
const SCREENSHOT = process.env.COMMENTS_SCREENSHOT ?? '/tmp/published-workspace-comments.png';
const CARA = 'cara@customer.example';
const COLE = 'cole@customer.example';

/**
 * Comments in Debian's Chromium, without help from the page's script: a commenter writes under a task and sees it
 * there; a collaborator, whose tasks sit in the plan's form, comments under one and still ticks another (the comment
 * form's controls name their own form, so neither form takes the other's fields).
 */
describe('published workspace in Chromium: comments under a task', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;
  let ws: PublishedWorkspace;
  let origin: string;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    ({ t, smtp } = await bootWithSmtp({ APP_BASE_URL: `${origin}/app`, PUBLIC_BASE_URL: origin }));
    await t.app.listen(port, '127.0.0.1');
    ({ api } = await newOrgApi(t));
    ws = await createPublishedWorkspace(api, {
      members: [
        { email: CARA, role: 'commenter' },
        { email: COLE, role: 'collaborator' },
      ],
    });
    browser = await launchChromium();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** A browser of its own for `email`, signed in through the e-mailed link, on the Overview page. */
  async function signedIn(email: string): Promise<Page> {
    const place = {
      t,
      smtp,
      workspaceUrl: `${origin}${ws.path}`,
      workspaceName: 'Acme onboarding',
      stepTimeout: STEP_TIMEOUT,
    };
    return signedInPage(browser!, place, email);
  }

  const comments = async (): Promise<Json[]> =>
    (await api.get(`/v1/workspace-comments?filters[workspaceId]=${ws.id}`).expect(200)).body.data
      .workspaceComments as Json[];

  it('a commenter writes under "Kick-off call" and sees it there, with their name, after the page comes back', async () => {
    const page = await signedIn(CARA);
    const task = page.locator(`#task-${ws.tasks.kickOff}`);
    // Behind a disclosure until asked for: a page of many tasks is not a page of many text areas.
    expect(await task.getByRole('textbox').isVisible()).toBe(false);
    await task.locator('summary').click();
    const box = task.getByRole('textbox', { name: 'Add a comment on Kick-off call' });
    await box.fill('Could we start at **10:00** instead?');
    await task.getByRole('button', { name: 'Post comment on Kick-off call' }).click();
    const [comment] = await comments();
    await page.waitForURL(`${origin}${ws.path}/pages/${ws.pages.overview}#comment-${comment.id}`);

    const shown = task.locator(`#comment-${comment.id}`);
    expect(await shown.locator('.comment-body').innerHTML()).toContain('<strong>10:00</strong>');
    expect(await shown.locator('.comment-author').innerText()).toBe('cara');
    expect(await shown.locator('time').innerText()).toBe('just now');
    expect(await task.locator('[data-live-region]').getAttribute('aria-live')).toBe('polite');
    expect(comment).toMatchObject({ subject: { type: 'workspacePlanTask', id: ws.tasks.kickOff } });
    // Their own comment's edit box, and a second comment box, opened to show the forms as the person sees them.
    await shown.locator('summary').click();
    expect(await shown.getByRole('textbox', { name: 'Edit your comment' }).inputValue()).toBe(
      'Could we start at **10:00** instead?',
    );
    await page.locator(`#task-${ws.tasks.security} summary`).click();
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
  }, 60_000);

  it('a collaborator comments under a task inside the plan form, and ticking a task still saves only the tick', async () => {
    const page = await signedIn(COLE);
    const security = page.locator(`#task-${ws.tasks.security}`);
    await security.locator('summary').click();
    await security.getByRole('textbox', { name: 'Add a comment on Security review' }).fill('Who reviews it?');
    await security.getByRole('button', { name: 'Post comment on Security review' }).click();
    await security.locator('.comment-body').getByText('Who reviews it?').waitFor();
    expect((await comments()).map((c) => [c.body, (c.subject as Json).id])).toEqual([
      ['Could we start at **10:00** instead?', ws.tasks.kickOff],
      ['Who reviews it?', ws.tasks.security],
    ]);
    // Nothing was ticked by the comment's post.
    const task = (id: string) => api.get(`/v1/workspace-plan-tasks/${id}`).expect(200);
    expect((await task(ws.tasks.security)).body.data.workspacePlanTask.completed).toBe(false);

    // The script submits the plan form on a tick; the comment boxes inside it are not its fields.
    const kickOff = page.locator(`#task-${ws.tasks.kickOff}`);
    await kickOff.locator('summary').click();
    await kickOff.getByRole('textbox').fill('draft never sent');
    await page.getByRole('checkbox', { name: 'Kick-off call', exact: true }).click();
    await until('the tick saved', async () => (await task(ws.tasks.kickOff)).body.data.workspacePlanTask.completed);
    expect(await comments()).toHaveLength(2);
  }, 60_000);
});

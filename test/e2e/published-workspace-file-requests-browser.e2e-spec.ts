import { type Browser, type Page } from 'playwright-core';
import { signedInPage } from '../support/browser-sign-in.js';
import { launchChromium } from '../support/chromium.js';
import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { binary, linkPath } from '../support/factories/files.js';
import { createPublishedWorkspace, type PublishedWorkspace } from '../support/factories/published-workspace.js';
import { bootWithSmtp } from '../support/mail-app.js';
import { type SmtpCapture, freePort } from '../support/smtp.js';
import type { Json } from '../support/wire.js';

const STEP_TIMEOUT = 20_000;
const SCREENSHOT = process.env.FILE_REQUEST_SCREENSHOT ?? '/tmp/published-workspace-file-request.png';
const COLE = 'cole@customer.example';

/**
 * A file request in Debian's Chromium: a collaborator chooses a file under the task that asks for it and uploads it
 * (a plain multipart form, no help from the page's script needed); the task shows completed with the file, and the
 * team reads it through the API, its signed link downloading the same bytes.
 */
describe('published workspace in Chromium: a file request completed by an upload', () => {
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
    ws = await createPublishedWorkspace(api, { members: [{ email: COLE, role: 'collaborator' }] });
    await api
      .patch(`/v1/workspace-plan-tasks/${ws.tasks.kickOff}`, {
        actionType: 'upload',
        actionText: 'Upload the signed order form',
        showActionText: true,
      })
      .expect(200);
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

  it('a collaborator uploads the file under the task; the task shows done with it, and the API serves the same bytes', async () => {
    const page = await signedIn(COLE);
    const task = page.locator(`#task-${ws.tasks.kickOff}`);
    expect(await task.locator('.action-text').innerText()).toBe('Upload the signed order form');
    const bytes = Buffer.from('%PDF-1.4\n% signed order form\n1 0 obj << >> endobj\n');
    await task
      .getByLabel('Upload a file for Kick-off call')
      .setInputFiles({ name: 'Order form.pdf', mimeType: 'application/pdf', buffer: bytes });
    await task.getByRole('button', { name: 'Upload for Kick-off call' }).click();
    await page.waitForURL(`${origin}${ws.path}/pages/${ws.pages.overview}#task-${ws.tasks.kickOff}`);

    const shown = page.locator(`#task-${ws.tasks.kickOff}`);
    expect(await shown.getAttribute('class')).toBe('task done');
    expect(await shown.getByRole('checkbox', { name: 'Kick-off call', exact: true }).isChecked()).toBe(true);
    expect(await shown.locator('.file-name').allInnerTexts()).toEqual(['Order form.pdf']);
    expect(await page.locator(`#progress-${ws.planId}`).innerText()).toBe('1 of 2 done');
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });

    const read = (await api.get(`/v1/workspace-plan-tasks/${ws.tasks.kickOff}`).expect(200)).body.data
      .workspacePlanTask as Json;
    expect(read).toMatchObject({
      completed: true,
      files: [{ name: 'Order form.pdf', contentType: 'application/pdf' }],
    });
    const [file] = read.files as Json[];
    const downloaded = await binary(api.get(linkPath(file.url as string))).expect(200);
    expect(Buffer.compare(downloaded.body as Buffer, bytes)).toBe(0);
  }, 60_000);
});

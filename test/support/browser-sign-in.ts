import type { Browser, Page } from 'playwright-core';
import type { TestApp } from './app.js';
import { drainOutbox } from './mail-app.js';
import type { CapturedMail, SmtpCapture } from './smtp.js';
import { until } from './until.js';
import { signInLinkOf } from './visitor.js';

/** Where a contact signs in: the app (its outbox), the mail it sends, and the workspace's address. */
export interface SignInPlace {
  t: TestApp;
  smtp: SmtpCapture;
  /** The workspace page's address, `${origin}${path}`. */
  workspaceUrl: string;
  /** The workspace's name, on the confirmation button. */
  workspaceName: string;
  stepTimeout: number;
}

/**
 * A browser context of its own for `email`, signed in as a person does: the e-mail form, the link from the e-mail the
 * outbox sends, the confirmation; answered on the workspace's Overview page.
 */
export async function signedInPage(browser: Browser, place: SignInPlace, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.setDefaultTimeout(place.stepTimeout);
  await page.goto(`${place.workspaceUrl}/sign-in`);
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
  let mail: CapturedMail | undefined;
  await until(`a sign-in e-mail to ${email}`, async () => {
    await drainOutbox(place.t);
    mail = place.smtp.messages.find((m) => m.envelopeTo.includes(email) && /\/sign-in\?token=/.test(m.text));
    return mail !== undefined;
  });
  await page.goto(signInLinkOf(mail!.text));
  await page.getByRole('button', { name: `Continue to ${place.workspaceName}` }).click();
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  return page;
}

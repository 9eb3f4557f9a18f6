import { type Browser, type Page } from 'playwright-core';
import { signedInPage } from '../support/browser-sign-in.js';
import { launchChromium } from '../support/chromium.js';
import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { createPublishedWorkspace, type PublishedWorkspace } from '../support/factories/published-workspace.js';
import { createPage } from '../support/factories/workspace-structure.js';
import { bootWithSmtp } from '../support/mail-app.js';
import { type SmtpCapture, freePort } from '../support/smtp.js';
import { until } from '../support/until.js';
import { PNG, type QuestionKey, createEveryQuestionForm } from '../support/visitor-forms.js';
import type { Json } from '../support/wire.js';

const STEP_TIMEOUT = 20_000;
const SCREENSHOTS = process.env.FORMS_SCREENSHOTS ?? '/tmp/published-workspace-form';
const COLE = 'cole@customer.example';

/**
 * A form in Debian's Chromium, with the page's script: a collaborator fills a question of every type, picks a file
 * (uploaded at once into their draft), reloads half-way and finds everything where they left it (the autosave),
 * submits, and is thanked; the response, with its file, is then in the database as the API reads it.
 */
describe('published workspace in Chromium: answering a form', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;
  let ws: PublishedWorkspace;
  let origin: string;
  let pageUrl: string;
  let form: { id: string; q: Record<QuestionKey, string> };
  let browser: Browser | undefined;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    ({ t, smtp } = await bootWithSmtp({ APP_BASE_URL: `${origin}/app`, PUBLIC_BASE_URL: origin }));
    await t.app.listen(port, '127.0.0.1');
    ({ api } = await newOrgApi(t));
    ws = await createPublishedWorkspace(api, { members: [{ email: COLE, role: 'collaborator' }] });
    const page = await createPage(api, ws.id, { title: 'Questions' });
    form = await createEveryQuestionForm(api, page.id);
    pageUrl = `${origin}${ws.path}/pages/${page.id}`;
    browser = await launchChromium();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

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

  it('fills every question type with a file, reloads without losing the draft, submits, and the response is stored', async () => {
    const page = await signedIn(COLE);
    await page.goto(pageUrl);
    await page.getByLabel('Your name').fill('Cole Porter');
    await page.getByLabel('What should we achieve together?').fill('Go live by March.\nTrain the team.');
    await page.getByLabel('How many seats?').fill('25');
    await page.getByLabel('Preferred start date').fill('2027-01-15');
    await page.getByRole('group', { name: 'Plan' }).getByLabel('Growth').check();
    await page.getByRole('group', { name: 'Tools you use' }).getByLabel('CRM').check();
    await page.getByRole('group', { name: 'Tools you use' }).getByLabel('Calendar').check();
    // Picked, the file is uploaded at once (no Upload button with the script) and listed in the answer.
    const logo = page.getByRole('group', { name: 'Your logo' });
    expect(await logo.getByRole('button', { name: /Upload/ }).isVisible()).toBe(false);
    await page
      .getByLabel('Add a file for Your logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await logo.getByText('Uploaded logo.png.').waitFor();
    await logo.getByRole('checkbox', { name: /logo\.png/ }).waitFor();
    await page.getByLabel('Billing e-mail').fill('billing@customer.example');
    // The autosave, a moment after typing stops: the draft on the server holds the last answer typed.
    await until('the draft saved with the e-mail', async () => {
      const rows = (await t.dataSource.query(
        `SELECT answers FROM workspace_form_draft WHERE form_id = '${form.id}'`,
      )) as { answers: string }[];
      return rows.length === 1 && JSON.parse(rows[0].answers)[form.q.email] === 'billing@customer.example';
    });
    await page.getByText(/^Draft saved at /).waitFor();

    // Half-way (single sign-on not answered yet): a reload brings every answer back, the file too.
    await page.reload();
    await page.getByText('Your draft is back where you left it.').waitFor();
    expect(await page.getByLabel('Your name').inputValue()).toBe('Cole Porter');
    expect(await page.getByLabel('What should we achieve together?').inputValue()).toBe(
      'Go live by March.\nTrain the team.',
    );
    expect(await page.getByLabel('How many seats?').inputValue()).toBe('25');
    expect(await page.getByLabel('Preferred start date').inputValue()).toBe('2027-01-15');
    expect(await page.getByLabel('Billing e-mail').inputValue()).toBe('billing@customer.example');
    expect(await page.getByRole('group', { name: 'Plan' }).getByLabel('Growth').isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: 'Tools you use' }).getByLabel('Calendar').isChecked()).toBe(true);
    expect(await logo.getByRole('checkbox', { name: /logo\.png/ }).isChecked()).toBe(true);

    await page.setViewportSize({ width: 1100, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}-phone.png`, fullPage: true });

    // Submitted without the required yes/no: the page comes back with the error beside it, the answers kept.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Please correct this answer' }).waitFor();
    const sso = page.getByRole('group', { name: 'Do you need single sign-on?' });
    expect(await sso.getByText('is required').isVisible()).toBe(true);
    expect(await page.getByLabel('Your name').inputValue()).toBe('Cole Porter');
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}-error.png`, fullPage: true });
    await sso.getByLabel('Yes').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thanks, your response was received.').waitFor();
    expect(page.url()).toBe(`${pageUrl}?received=${form.id}#form-${form.id}`);
    await page.getByRole('button', { name: 'Update your response' }).waitFor();

    const [row] = (await t.dataSource.query(
      `SELECT answers FROM workspace_form_response WHERE form_id = '${form.id}'`,
    )) as { answers: string }[];
    const answers = JSON.parse(row.answers) as Json;
    expect(answers).toMatchObject({
      [form.q.name]: 'Cole Porter',
      [form.q.goals]: 'Go live by March.\nTrain the team.',
      [form.q.seats]: 25,
      [form.q.start]: '2027-01-15',
      [form.q.email]: 'billing@customer.example',
      [form.q.plan]: 'Growth',
      [form.q.tools]: ['CRM', 'Calendar'],
      [form.q.sso]: true,
    });
    const [fileId] = answers[form.q.logo] as string[];
    const file = (await api.get(`/v1/files/${fileId}`).expect(200)).body.data.file;
    expect(file).toMatchObject({ name: 'logo.png', contentType: 'image/png', size: PNG.length });
    expect(Buffer.from(await (await fetch(file.url as string)).arrayBuffer())).toEqual(PNG);
    const drafts = await t.dataSource.query(`SELECT id FROM workspace_form_draft WHERE form_id = '${form.id}'`);
    expect(drafts).toHaveLength(0);
  }, 120_000);
});

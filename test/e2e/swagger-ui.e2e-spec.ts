import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/chromium.js';
import { apiAs } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { describeOn } from '../support/dialect.js';
import { freePort } from '../support/smtp.js';

/**
 * Swagger UI at /docs, driven in a real headless Chromium: authorize with an API key, "Try it out" on
 * GET /v1/boards and read the live 200 back, with the page opened at 127.0.0.1 and at localhost while PUBLIC_BASE_URL
 * names localhost: the document's first server is relative, so the call goes to whichever origin served /docs.
 * It checks the browser, not the database, so it runs once (SQLite).
 * Debian's chromium is installed by scripts/ensure-system-tools.mjs (`pretest`) when missing.
 */
const STEP_TIMEOUT = 20_000;

describeOn('sqlite')('Swagger UI (/docs) in a headless browser', () => {
  let t: TestApp;
  let browser: Browser | undefined;
  let port: number;
  let key: string;
  let boardTitle: string;

  beforeAll(async () => {
    port = await freePort();
    t = await bootTestApp({ PUBLIC_BASE_URL: `http://localhost:${port}` });
    await t.app.listen(port, '127.0.0.1');
    const org = await t.newOrg();
    key = org.key;
    boardTitle = `Swagger UI board ${org.slug}`;
    await apiAs(t, key).post('/v1/boards', { title: boardTitle }).expect(201);
    browser = await launchChromium();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it.each(['127.0.0.1', 'localhost'])(
    'at http://%s:PORT/docs, authorizes with an API key, runs GET /v1/boards with "Try it out" on that origin and shows the live 200 with the board',
    async (host) => {
      const origin = `http://${host}:${port}`;
      const page = await browser!.newPage();
      page.setDefaultTimeout(STEP_TIMEOUT);
      await page.goto(`${origin}/docs`);

      // The selected server is the relative one, "this server", whatever PUBLIC_BASE_URL says.
      await expect(page.locator('.servers select').inputValue()).resolves.toBe('/');

      // Authorize: the bearer key goes into the dialog, the padlock button locks.
      const authorize = page.locator('.scheme-container .btn.authorize');
      await authorize.click();
      const dialog = page.locator('.dialog-ux .modal-ux');
      await dialog.locator('#auth-bearer-value').fill(key);
      await dialog.locator('.auth-btn-wrapper .btn.authorize').click();
      await dialog.locator('.auth-btn-wrapper .btn-done').click();
      await dialog.waitFor({ state: 'detached' });
      await page.locator('.scheme-container .btn.authorize.locked').waitFor();

      // Expand listBoards, "Try it out", "Execute".
      const operation = page.locator('#operations-Boards-listBoards');
      await operation.locator('.opblock-summary').click();
      await operation.locator('.try-out__btn').click();
      const sent = page.waitForResponse((res) => new URL(res.url()).pathname === '/v1/boards');
      await operation.locator('.btn.execute').click();

      // The request really reached this server, with the key, on the origin the page was opened at.
      const response = await sent;
      expect(new URL(response.url()).origin).toBe(origin);
      expect(await response.request().headerValue('authorization')).toBe(`Bearer ${key}`);

      // What Swagger UI shows: the live status and the body with the board seeded above.
      const live = operation.locator('.live-responses-table .response');
      await expect(live.locator('.response-col_status').innerText()).resolves.toBe('200');
      await expect(live.locator('.response-col_description').innerText()).resolves.toContain(boardTitle);
      await page.close();
    },
    60_000,
  );
});
